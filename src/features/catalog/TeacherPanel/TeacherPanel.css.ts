import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
});
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });
export const photoBox = style({ width: '3.2em', flexShrink: 0, fontSize: vars.fontSize.xxl });
export const photo = style({ width: '100%' });
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[900],
});
export const intro = style({
  margin: 0,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});
