import { DesktopLayout } from '@/app/layouts/DesktopLayout';

/** The desktop layout with its footer drawn at once: the app draws it when the visitor comes near the page's end. */
export const DesktopLayoutWithFooter = () => <DesktopLayout deferFooter={false} />;
