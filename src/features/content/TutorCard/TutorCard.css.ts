import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  height: '100%',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(180deg, ${vars.color.brand[50]} 0, ${vars.color.neutral[0]} 40%)`,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
  transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': { boxShadow: `${vars.shadow.focus}, ${vars.shadow.sm}` },
  },
});

export const photo = style({
  width: '45%',
  maxWidth: '8em',
  borderRadius: '50%',
  boxShadow: `0 0 0 4px ${vars.color.neutral[0]}, ${vars.shadow.sm}`,
});
export const photoSkeleton = style({ width: '45%', aspectRatio: '1', height: 'auto' });

export const name = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
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

export const school = style({ margin: 0, color: vars.color.neutral[800], fontSize: vars.fontSize.sm });
export const major = style({ color: vars.color.neutral[600] });
export const coaches = style({ margin: 0, color: vars.color.brand[700], fontSize: vars.fontSize.xs });

export const achievements = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
// A long award wraps inside the card rather than running past its edge on a narrow phone column.
globalStyle(`${achievements} > li`, { maxWidth: '100%' });
export const achievement = style({ maxWidth: '100%', whiteSpace: 'normal', lineHeight: 1.4, textAlign: 'center' });
