import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import type { TextFieldSize } from './TextField';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: '100%',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[700],
  lineHeight: vars.font.lineHeight.tight,
});

export const requiredMark = style({
  marginLeft: vars.space[1],
  color: vars.color.error[700],
});

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
    [`${root}[data-state="invalid"] &`]: { borderColor: vars.color.error[500] },
    [`${root}[data-state="disabled"] &`]: { background: vars.color.neutral[100], borderColor: vars.color.neutral[200] },
  },
});

export const size: Record<TextFieldSize, string> = styleVariants({
  md: { height: vars.control.md, fontSize: vars.fontSize.md },
  lg: { height: vars.control.lg, fontSize: vars.fontSize.lg },
});

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

const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const hint = style([message, { color: vars.color.neutral[600] }]);
export const error = style([message, { color: vars.color.error[700] }]);
