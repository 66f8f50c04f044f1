import { app } from './locales/zh-CN/app';
import { components } from './locales/zh-CN/components';

/**
 * The areas of the Chinese catalog that ship in the first download: what the app draws before any layout
 * or page chunk arrives (the page-loading label, the toast regions, the plain 'failed to load' of a page
 * that cannot load). Every other area is in `catalogRest.ts` and loads alongside the first layout.
 */
export const zhCNFirstPaint = { app, components } as const;
