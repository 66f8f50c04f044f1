import type { ComponentType } from 'react';
import { DesktopLayout } from '@/app/layouts/DesktopLayout';

/** The desktop layout with its footer drawn at once: the app draws it when the visitor comes near the page's end. */
export const DesktopLayoutWithFooter: ComponentType = () => <DesktopLayout deferFooter={false} />;
