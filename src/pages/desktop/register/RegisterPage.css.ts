import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

const translucentWhite = (percent: number) => `color-mix(in srgb, ${vars.color.neutral[0]} ${percent}%, transparent)`;

export const page = style({
  paddingBlock: vars.space[7],
  '@media': { [media.phone]: { paddingBlock: vars.space[4] } },
});

/* Brand panel and form side by side on wide screens; stacked, brand first and shorter, on narrow ones. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  maxWidth: rem(1180),
  marginInline: 'auto',
  background: vars.color.neutral[0],
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  '@media': {
    'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    [media.phone]: { borderRadius: vars.radius.lg, boxShadow: vars.shadow.md },
  },
});

export const brand = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space[6],
  padding: vars.space[8],
  color: vars.color.neutral[0],
  backgroundImage: `linear-gradient(155deg, ${vars.color.brand[600]} 0, ${vars.color.brand[700]} 55%, ${vars.color.brand[800]} 100%)`,
  overflow: 'hidden',
  isolation: 'isolate',
  selectors: {
    // Two soft rings in the corner: the panel reads as a welcome, not as a block of colour.
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      borderRadius: vars.radius.pill,
      border: `${rem(36)} solid ${translucentWhite(7)}`,
    },
    '&::before': { width: rem(420), height: rem(420), right: rem(-160), bottom: rem(-180) },
    '&::after': { width: rem(220), height: rem(220), right: rem(120), bottom: rem(-140) },
  },
  '@media': {
    'screen and (max-width: 1023px)': { padding: vars.space[6], gap: vars.space[4] },
    [media.phone]: { padding: vars.space[5] },
  },
});

export const brandTop = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const mark = style({
  width: vars.control.lg,
  height: vars.control.lg,
  '@media': { [media.phone]: { width: vars.control.md, height: vars.control.md } },
});

/** The panel's welcome and the form's title: one size, a step smaller on phones. */
const headingText = {
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
} as const;

export const brandHeading = style({ ...headingText, textWrap: 'balance' });

export const brandIntro = style({
  margin: 0,
  textWrap: 'pretty',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.brand[50],
});

export const benefitsLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.brand[100],
});

export const benefits = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    'screen and (max-width: 1023px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/* On a phone the panel keeps only its welcome, so the form starts near the top. */
export const benefitsBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [media.phone]: { display: 'none' } },
});

export const benefit = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space[3],
  alignItems: 'start',
});

export const benefitIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.md,
  height: vars.control.md,
  borderRadius: vars.radius.md,
  background: translucentWhite(14),
  color: vars.color.neutral[0],
  gridRow: 'span 2',
});

export const benefitGlyph = style({ width: '55%', height: '55%' });

export const benefitTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const benefitText = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.brand[50],
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: `${vars.space[7]} ${vars.space[8]}`,
  '@media': {
    'screen and (max-width: 1023px)': { padding: vars.space[6] },
    [media.phone]: { padding: vars.space[4], gap: vars.space[4] },
  },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const title = style({ ...headingText, color: vars.color.neutral[900] });

export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[600],
});

/* The registered and already-logged-in messages take the form's place. */
export const outcome = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space[4],
  paddingBlock: vars.space[6],
});

export const outcomeIcon = style({
  width: vars.control.lg,
  height: vars.control.lg,
  color: vars.color.success[500],
});

export const outcomeMessage = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[700],
});
