import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

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

const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const tone = styleVariants({
  hint: [message, { color: vars.color.neutral[600] }],
  error: [message, { color: vars.color.error[700] }],
  success: [message, { color: vars.color.success[700] }],
});
export type FieldMessageTone = keyof typeof tone;
