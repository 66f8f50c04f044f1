import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  paddingBlock: `${vars.space[5]} ${vars.space[8]}`,
  '@media': { [media.phone]: { gap: vars.space[5], paddingBlock: `${vars.space[3]} ${vars.space[6]}` } },
});

export const srOnly = visuallyHidden;

/** Where the sections under the first screens go, before the visitor comes near them. */
export const belowFoldSpace = style({ minHeight: '100vh' });

export const bannerBox = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1400 / 400',
  borderRadius: vars.radius.xl,
  background: vars.color.brand[50],
});

export const gradeSkeleton = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
// As tall as a stage of the grade navigation it stands in for (on phones the stages stack, and each
// wraps its grades and subjects onto more lines), so nothing below moves when the stages arrive.
export const gradeSkeletonBlock = style({
  display: 'block',
  width: '100%',
  height: rem(196),
  borderRadius: vars.radius.lg,
  '@media': { [media.phone]: { height: rem(322) } },
});

export const hint = style({
  marginInlineStart: vars.space[3],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.regular,
  '@media': { [media.phone]: { display: 'none' } },
});

export const more = style({
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&::after': { content: '" ›"' } },
});

export const praise = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(380)}`,
  gap: vars.space[4],
  alignItems: 'stretch',
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const praiseSkeleton = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const praiseSkeletonBlock = style({ display: 'block', width: '100%', height: rem(220), borderRadius: vars.radius.lg });
export const mapSkeleton = style({ display: 'block', width: '100%', height: rem(300), borderRadius: vars.radius.lg });
