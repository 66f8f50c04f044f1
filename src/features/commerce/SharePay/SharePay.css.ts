import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const phonePage = style({ paddingInline: vars.space[3] });

export const from = style({
  margin: `0 0 ${vars.space[3]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent[50],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
});

export const amount = style({
  color: vars.color.error[700],
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.xxl,
});

export const phoneButtons = style({ display: 'grid', gap: vars.space[3] });

export const panel = style({ marginTop: vars.space[4] });
