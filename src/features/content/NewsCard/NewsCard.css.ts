import { style, styleVariants } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': { boxShadow: `${vars.shadow.focus}, ${vars.shadow.sm}` },
  },
});

export const variant = styleVariants({
  card: {},
  row: {
    flexDirection: 'row',
    alignItems: 'stretch',
    '@media': { [media.phone]: { flexDirection: 'row' } },
  },
});

export const cover = style({
  flexShrink: 0,
  selectors: { [`${variant.row} > &`]: { width: rem(300), padding: vars.space[3], paddingInlineEnd: 0 } },
  '@media': {
    [media.phone]: { selectors: { [`${variant.row} > &`]: { width: '38%', padding: vars.space[2], paddingInlineEnd: 0 } } },
  },
});

export const coverSkeleton = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space[2],
  minWidth: 0,
  padding: vars.space[4],
  '@media': { [media.phone]: { padding: vars.space[3], gap: vars.space[1] } },
});

export const kicker = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0 });
export const category = style({ color: vars.color.brand[700], fontSize: vars.fontSize.xs, fontWeight: vars.font.weight.medium });

export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.35,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    [`${root}:hover &`]: { color: vars.color.brand[700] },
  },
});

export const summary = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [media.phone]: { selectors: { [`${variant.row} &`]: { display: 'none' } } } },
});

export const meta = style({
  display: 'flex',
  gap: vars.space[4],
  marginTop: 'auto',
  marginBottom: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
});
