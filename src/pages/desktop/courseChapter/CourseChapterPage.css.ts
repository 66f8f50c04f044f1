import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const crumbs = style({ paddingBlock: vars.space[4] });

/*
 * The last crumb is the course's title, which arrives with its data: kept on one line (cut with an ellipsis),
 * the breadcrumb has the same height before and after, and the page under it does not move.
 */
globalStyle(`${crumbs} ol`, { flexWrap: 'nowrap', minWidth: 0 });
globalStyle(`${crumbs} li`, { flexShrink: 0, whiteSpace: 'nowrap' });
globalStyle(`${crumbs} li:last-child`, { flexShrink: 1, minWidth: 0 });
globalStyle(`${crumbs} li:last-child > *`, { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * Around the course hero's skeleton: its cover placeholder takes the cover's 16:10 shape (the shape's own
 * default height would otherwise win), so the hero is about as tall before its data as after.
 */
export const heroSkeleton = style({});
globalStyle(`${heroSkeleton} [data-shape="rect"]`, { height: 'auto' });
// On phones the facts, price and buttons stack under the cover: the text column's placeholder is as tall.
globalStyle(`${heroSkeleton} > * > :last-child`, { '@media': { [media.phone]: { minHeight: rem(560) } } });

export const hiddenHeading = visuallyHidden;

export const columns = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(380)}`,
  gap: vars.space[5],
  alignItems: 'start',
  marginTop: vars.space[5],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], marginTop: vars.space[4] } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });

export const aside = style({
  position: 'sticky',
  top: `calc(${vars.control.lg} * 1.6)`,
  '@media': { [media.phone]: { position: 'static' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** Stands where the reviews go until the visitor comes near: a screen's height keeps the rest below it. */
export const belowFoldSpace = style({ minHeight: '100vh' });
