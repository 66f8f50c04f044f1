import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import { root as fieldRoot } from '@/components/FormField/FormField.css';

/* The label and the message are FormField's; the box follows the state its root carries. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingLeft: vars.space[3],
  paddingRight: vars.space[3],
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.neutral[400] },
    '&:focus-within': { borderColor: vars.color.brand[500], boxShadow: vars.shadow.focus },
    [`${fieldRoot}[data-state="invalid"] &`]: { borderColor: vars.color.error[500] },
    [`${fieldRoot}[data-state="disabled"] &`]: { background: vars.color.neutral[100], borderColor: vars.color.neutral[200] },
  },
});

export const size = styleVariants({
  md: { height: vars.control.md, fontSize: vars.fontSize.md },
  lg: { height: vars.control.lg, fontSize: vars.fontSize.lg },
});
export type TextFieldSize = keyof typeof size;

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: 'inherit',
  color: vars.color.neutral[900],
  selectors: {
    '&::placeholder': { color: vars.color.neutral[500] },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.neutral[600] },
    // The control box already shows focus; a second ring on the input would double it.
    '&:focus-visible': { outline: 'none' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});
