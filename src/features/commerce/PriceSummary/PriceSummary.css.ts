import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const list = style({ display: 'grid', gap: vars.space[2], margin: 0 });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[4], fontSize: vars.fontSize.sm });

export const term = style({ color: vars.color.neutral[600] });

export const value = style({ margin: 0, fontFamily: vars.font.family.numeric, color: vars.color.neutral[800] });

export const discount = style({ color: vars.color.success[700] });

export const total = style({
  paddingTop: vars.space[2],
  borderTop: `1px dashed ${vars.color.neutral[200]}`,
  alignItems: 'baseline',
});

export const totalValue = style({
  margin: 0,
  color: vars.color.error[700],
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.xl,
});
