import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
  lineHeight: vars.font.lineHeight.relaxed,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });
export const result = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success[700] });
