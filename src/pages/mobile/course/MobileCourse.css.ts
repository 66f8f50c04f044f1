import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import { stickyBar } from '@/features/commerce/commerce.css';
import { TOUCH } from '@/features/mobile/mobile.css';

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

/** A filter chip: a short pill on one line, wider than tall whatever its word. */
const CHIP_HEIGHT = '32px';
/** Room above and below a chip that still takes its tap, so the target is thumb-sized though the pill is not. */
const CHIP_TAP_REACH = `calc((${TOUCH} - ${CHIP_HEIGHT}) / 2)`;

// On a phone each filter row scrolls sideways inside itself (the page never does), its options as chips.
export const filterRow = style({ minWidth: 0 });
globalStyle(`${filterRow} ul`, {
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space[2],
  paddingBlock: CHIP_TAP_REACH,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  WebkitOverflowScrolling: 'touch',
});
globalStyle(`${filterRow} a`, {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  height: CHIP_HEIGHT,
  minWidth: `calc(${CHIP_HEIGHT} * 1.75)`,
  paddingBlock: 0,
  paddingInline: '14px',
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[50],
  fontSize: '14px',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});
globalStyle(`${filterRow} a[data-state="on"]`, { borderColor: vars.color.brand[600] });
globalStyle(`${filterRow} a::after`, { content: '""', position: 'absolute', inset: `calc(-1 * ${CHIP_TAP_REACH}) 0` });
globalStyle(`${filterRow} > span`, { alignSelf: 'center' });

/**
 * The filter rows' places while they load, each as tall as a row (a thumb-sized option, the row's padding
 * and the room under its sideways scroll), so the courses below do not move when the filters arrive.
 */
export const filterSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const filterRowSkeleton = style({
  display: 'block',
  width: '100%',
  height: `calc(${TOUCH} + 2 * ${vars.space[1]})`,
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

/** In place of the buy button on a withdrawn course: said plainly, nothing to tap. */
export const withdrawn = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.md, whiteSpace: 'nowrap' });
