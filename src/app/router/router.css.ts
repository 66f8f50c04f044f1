import { style } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

/**
 * A page still loading fills the screen: the footer under it stays below the fold, instead of showing
 * and then being pushed down by the page (a layout shift every visitor would see).
 */
export const loading = style({ minHeight: '100vh', paddingBlock: vars.space[6] });

export const loadingGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** The loading skeleton's title and banner heights, worked out here when the styles are built. */
export const loadingHeights = { title: rem(36), banner: rem(280) };

export const status = style({ paddingBlock: vars.space[7] });

/** The page's host element: it names the page for tests and tools without adding a box to the layout. */
export const pageHost = style({ display: 'contents' });
