import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const heading = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
});
export const intro = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
