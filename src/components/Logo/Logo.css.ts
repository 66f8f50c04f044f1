import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.24em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/* The root's font size is the mark's height; the wordmark is sized relative to it. */
export const size = styleVariants({
  sm: { fontSize: vars.control.sm },
  md: { fontSize: vars.control.md },
  lg: { fontSize: vars.control.lg },
});
export type LogoSize = keyof typeof size;

export const tone = styleVariants({ default: {}, inverse: {} });
export type LogoTone = keyof typeof tone;

export const mark = style({ flexShrink: 0, width: '1em', height: '1em' });
export const markTile = style({ fill: vars.color.brand[500] });
export const markPage = style({ fill: vars.color.neutral[0] });
export const markPageShade = style({ fill: vars.color.brand[100] });
export const markSpark = style({ fill: vars.color.accent[500] });
export const markSmile = style({
  fill: 'none',
  stroke: vars.color.neutral[0],
  strokeWidth: 2.4,
  strokeLinecap: 'round',
});

export const wordmark = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: '0.14em',
  fontSize: '0.56em',
});

export const name = style({ fontWeight: vars.font.weight.bold, letterSpacing: '0.06em' });

export const tagline = style({
  fontSize: '0.5em',
  fontWeight: vars.font.weight.medium,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

globalStyle(`${tone.default} ${name}`, { color: vars.color.brand[700] });
globalStyle(`${tone.default} ${tagline}`, { color: vars.color.neutral[600] });
globalStyle(`${tone.inverse} ${name}`, { color: vars.color.neutral[0] });
globalStyle(`${tone.inverse} ${tagline}`, { color: vars.color.neutral[300] });
