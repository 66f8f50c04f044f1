import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.error[700],
  fontSize: vars.fontSize.sm,
});

export const time = style({
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
