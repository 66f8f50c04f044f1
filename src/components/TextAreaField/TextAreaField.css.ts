import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import { root as fieldRoot } from '@/components/FormField/FormField.css';

export const control = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.neutral[400] },
    '&:focus-within': { borderColor: vars.color.brand[500], boxShadow: vars.shadow.focus },
    [`${fieldRoot}[data-state="invalid"] &`]: { borderColor: vars.color.error[500] },
    [`${fieldRoot}[data-state="disabled"] &`]: { background: vars.color.neutral[100] },
  },
});

export const textarea = style({
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.neutral[900],
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
  selectors: { '&::placeholder': { color: vars.color.neutral[500] } },
});

export const counter = style({
  alignSelf: 'flex-end',
  padding: `0 ${vars.space[3]} ${vars.space[2]}`,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-full]': { color: vars.color.error[700] } },
});
