import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { media, rem, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { TOUCH } from '@/features/mobile/mobile.css';

export const srOnly = visuallyHidden;

export const belowFoldSpace = style({ minHeight: '100vh' });

export const bannerBox = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1400 / 400',
  borderRadius: vars.radius.lg,
  background: vars.color.brand[50],
});

export const entrySkeleton = style({ display: 'block', width: '100%', height: rem(160), borderRadius: vars.radius.lg });

/**
 * A stage's place in the grade entry while it loads, as tall as the stage card that replaces it (161 px on a
 * 375 px screen, in the phone's rem so it scales with the screen as the card does): the shelves below do not
 * move when the entry arrives.
 */
export const stageSkeleton = style([entrySkeleton, { height: toRem(161, 'phone') }]);
/** Laid out as the grade entry is: one stage under another on a phone, three side by side on wider screens. */
export const stageSkeletons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] } },
});

/** A whole-width strip that is one link: offer on the left, the action on the right. */
export const giftStrip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: '64px',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.accent[50],
  color: vars.color.neutral[900],
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const appBanner = style([giftStrip, { background: vars.color.brand[50] }]);

export const giftText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});
globalStyle(`${giftText} strong`, { fontSize: vars.fontSize.md, color: vars.color.neutral[900] });

export const giftAction = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TOUCH,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontWeight: vars.font.weight.bold,
});
