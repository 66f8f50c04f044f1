import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  verticalAlign: 'middle',
});

export const tone = styleVariants({
  brand: { color: vars.color.brand[500] },
  neutral: { color: vars.color.neutral[500] },
  inverse: { color: vars.color.neutral[0] },
});
export type SpinnerTone = keyof typeof tone;

export const ring = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  borderWidth: '0.12em',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  borderTopColor: 'transparent',
  animation: `${spin} 0.75s linear infinite`,
  '@media': {
    // A still ring says nothing; without rotation it breathes instead.
    '(prefers-reduced-motion: reduce)': { animation: `${pulse} 1.6s ease-in-out infinite`, borderRightColor: 'currentColor' },
  },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.md },
  md: { fontSize: vars.fontSize.xl },
  lg: { fontSize: vars.fontSize.display },
});
export type SpinnerSize = keyof typeof size;

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const labelInverse = style({ color: vars.color.neutral[0] });

export const stacked = style({ flexDirection: 'column' });
