import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const crumbs = style({ paddingBlock: vars.space[4] });

/*
 * The last crumb is the article's title, which arrives with its data: kept on one line (cut with an ellipsis),
 * the breadcrumb has the same height before and after, and the page under it does not move.
 */
globalStyle(`${crumbs} ol`, { flexWrap: 'nowrap', minWidth: 0 });
globalStyle(`${crumbs} li`, { flexShrink: 0, whiteSpace: 'nowrap' });
globalStyle(`${crumbs} li:last-child`, { flexShrink: 1, minWidth: 0 });
globalStyle(`${crumbs} li:last-child > *`, { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * Around the article's skeleton: an article fills more than a screen, so its placeholder does too, and
 * what follows it (related reading) stays below the fold until the article arrives instead of being
 * pushed down by it. The cover placeholder takes the cover's shape, not the shape's default height.
 */
export const articleSkeleton = style({ minHeight: '100vh' });
globalStyle(`${articleSkeleton} [data-shape="rect"]`, { height: 'auto' });
export const hidden = visuallyHidden;
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(360)}`,
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });
export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const aside = style({
  position: 'sticky',
  top: `calc(${vars.control.lg} * 1.6)`,
  '@media': { [media.phone]: { position: 'static' } },
});

/** Stands where the related reading goes until the visitor comes near it. */
export const belowFoldSpace = style({ minHeight: '50vh' });
