import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  color: vars.color.neutral[800],
  listStyle: 'none',
});

export const variant = styleVariants({
  elevated: { boxShadow: vars.shadow.md },
  outlined: { border: `1px solid ${vars.color.neutral[200]}` },
  flat: { background: vars.color.neutral[50] },
});
export type CardVariant = keyof typeof variant;

export const layout = styleVariants({
  vertical: {},
  horizontal: {
    flexDirection: 'row',
    alignItems: 'stretch',
  },
});
export type CardLayout = keyof typeof layout;

export const interactive = style({
  cursor: 'pointer',
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { transform: `translateY(calc(-1 * ${vars.space[1]}))`, boxShadow: vars.shadow.lg },
    '&:focus-within': { boxShadow: `${vars.shadow.focus}, ${vars.shadow.md}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
});

export const cover = style({
  position: 'relative',
  flexShrink: 0,
  overflow: 'hidden',
  aspectRatio: '16 / 9',
  background: vars.color.neutral[100],
  selectors: {
    [`${layout.horizontal} > &`]: { width: '40%', aspectRatio: '4 / 3' },
  },
  '@media': {
    [media.phone]: {
      selectors: { [`${layout.horizontal} > &`]: { width: '36%' } },
    },
  },
});

// Whatever image the caller puts in the slot fills it, cropped rather than stretched.
globalStyle(`${cover} > img, ${cover} > picture > img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space[4],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
  // Long course names stop after two lines instead of pushing the footer out of line with neighbours.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const content = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[700],
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.neutral[100]}`,
});
