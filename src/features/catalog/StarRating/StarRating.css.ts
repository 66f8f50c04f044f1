import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'inline-flex', gap: '0.1em', verticalAlign: 'middle' });
export const size = styleVariants({ sm: { fontSize: vars.fontSize.sm }, md: { fontSize: vars.fontSize.lg } });
export const star = style({
  width: '1em',
  height: '1em',
  fill: vars.color.neutral[200],
  selectors: { '&[data-filled]': { fill: vars.color.accent[500] } },
});
