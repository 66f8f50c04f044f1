import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const glyph = style({
  display: 'inline-flex',
  width: '1em',
  height: '1em',
  pointerEvents: 'none',
});

export const variant = styleVariants({
  ghost: {
    background: 'transparent',
    color: vars.color.neutral[600],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.neutral[100], color: vars.color.neutral[800] } },
  },
  soft: {
    background: vars.color.brand[50],
    color: vars.color.brand[600],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brand[100] } },
  },
  solid: {
    background: vars.color.brand[500],
    color: vars.color.neutral[0],
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brand[600] } },
  },
  outline: {
    background: vars.color.neutral[0],
    color: vars.color.neutral[700],
    borderColor: vars.color.neutral[300],
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand[400], color: vars.color.brand[600] } },
  },
});
export type IconButtonVariant = keyof typeof variant;

export const size = styleVariants({
  sm: { width: vars.control.sm, height: vars.control.sm, fontSize: vars.fontSize.md },
  md: { width: vars.control.md, height: vars.control.md, fontSize: vars.fontSize.lg },
  lg: { width: vars.control.lg, height: vars.control.lg, fontSize: vars.fontSize.xl },
});
export type IconButtonSize = keyof typeof size;

globalStyle(`${glyph} > svg`, { width: '100%', height: '100%' });
