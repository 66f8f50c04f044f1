import { style, styleVariants, keyframes } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    '&:disabled, &[data-loading="true"]': { cursor: 'not-allowed' },
    '&:disabled': { opacity: 0.45 },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const fullWidth = style({ width: '100%' });

export const variant = styleVariants({
  // White text needs 4.5:1: brand 600 is the lightest blue that carries it.
  primary: {
    background: vars.color.brand[600],
    color: vars.color.neutral[0],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brand[700] } },
  },
  secondary: {
    background: vars.color.brand[50],
    color: vars.color.brand[600],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brand[100] } },
  },
  outline: {
    background: vars.color.neutral[0],
    color: vars.color.neutral[700],
    borderColor: vars.color.neutral[300],
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand[400], color: vars.color.brand[600] } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand[600],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brand[50] } },
  },
  danger: {
    background: vars.color.error[700],
    color: vars.color.neutral[0],
    selectors: { '&:hover:not(:disabled)': { boxShadow: vars.shadow.md } },
  },
  // Orange is too light for white text; dark text on it reads at 8:1.
  accent: {
    background: vars.color.accent[500],
    color: vars.color.neutral[900],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.accent[600] } },
  },
});
export type ButtonVariant = keyof typeof variant;

export const size = styleVariants({
  sm: { height: vars.control.sm, padding: `0 ${vars.space[4]}`, fontSize: vars.fontSize.sm },
  md: { height: vars.control.md, padding: `0 ${vars.space[5]}`, fontSize: vars.fontSize.md },
  lg: { height: vars.control.lg, padding: `0 ${vars.space[6]}`, fontSize: vars.fontSize.lg },
});
export type ButtonSize = keyof typeof size;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
