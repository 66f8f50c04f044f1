import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import { stickyBar } from '@/pages/commerce/commerce.css';
import { TOUCH } from '../shared/mobile.css';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

// On a phone each filter row scrolls sideways inside itself (the page never does), options thumb-sized.
export const filterRow = style({ minWidth: 0 });
globalStyle(`${filterRow} ul`, {
  flexWrap: 'nowrap',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  WebkitOverflowScrolling: 'touch',
});
globalStyle(`${filterRow} a`, { minHeight: TOUCH, display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' });

/**
 * The filter rows' places while they load, each as tall as a row (a thumb-sized option, the row's padding
 * and the room under its sideways scroll), so the courses below do not move when the filters arrive.
 */
export const filterSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const filterRowSkeleton = style({
  display: 'block',
  width: '100%',
  height: `calc(${TOUCH} + 3 * ${vars.space[1]})`,
  borderRadius: vars.radius.md,
});

/** The course's buy bar: the mobile site's sticky bar, reaching under the page's bottom padding. */
export const stickyBuy = style([stickyBar, { marginBottom: `calc(-1 * (${vars.space[6]} + env(safe-area-inset-bottom, 0px)))` }]);

export const buyPrice = style({ display: 'flex', alignItems: 'baseline', minWidth: 0, fontSize: vars.fontSize.xl });

export const buyFree = style({ color: vars.color.success[700], fontWeight: vars.font.weight.bold });

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  background: vars.color.neutral[900],
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH,
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&::before': { content: '"‹ "' } },
});
