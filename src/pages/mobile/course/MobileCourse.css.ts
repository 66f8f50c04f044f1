import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
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

export const stickyBuy = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[3]} calc(${vars.space[3]} + env(safe-area-inset-bottom, 0px))`,
  marginInline: `calc(-1 * ${vars.space[3]})`,
  marginBottom: `calc(-1 * ${vars.space[6]})`,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.md,
});

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
