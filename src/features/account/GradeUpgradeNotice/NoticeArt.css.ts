import { style } from '@vanilla-extract/css';
import { media, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  width: toRem(200, 'desktop'),
  height: 'auto',
  margin: '0 auto',
  '@media': { [media.phone]: { width: toRem(160, 'phone') } },
});

export const halo = style({ fill: vars.color.brand[50] });
export const confetti = style({ fill: vars.color.accent[500] });
export const confettiAlt = style({ fill: vars.color.brand[300] });
export const step = style({ fill: vars.color.brand[500] });
export const arrow = style({
  fill: 'none',
  stroke: vars.color.accent[500],
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const cap = style({ fill: vars.color.brand[700] });
export const capBand = style({ fill: vars.color.brand[500] });
export const ribbon = style({ fill: 'none', stroke: vars.color.accent[500], strokeWidth: 6 });
export const tassel = style({
  fill: vars.color.accent[500],
  stroke: vars.color.accent[500],
  strokeWidth: 2.5,
  strokeLinecap: 'round',
});
export const tasselEnd = style({ fill: vars.color.accent[500] });
