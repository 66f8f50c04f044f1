import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  minHeight: '60vh',
  padding: `${vars.space[8]} ${vars.space[5]}`,
  textAlign: 'center',
  '@media': { [media.phone]: { minHeight: '70vh', padding: `${vars.space[7]} ${vars.space[4]}` } },
});

export const illustration = style({
  width: rem(360),
  height: 'auto',
  marginBottom: vars.space[2],
  '@media': { [media.phone]: { width: '72%' } },
});

export const code = style({
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[50],
  color: vars.color.brand[700],
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.2em',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
});

export const description = style({
  maxWidth: '36em',
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[600],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[4],
});

const stroke = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round', strokeWidth: 4 } as const;

/* Illustration parts, coloured from the theme so a re-skinned subtree re-colours them too. */
export const art = {
  halo: style({ fill: vars.color.brand[50] }),
  ground: style({ fill: vars.color.neutral[200] }),
  spark: style({ fill: vars.color.accent[500] }),
  dot: style({ fill: vars.color.brand[200] }),
  page: style({ fill: vars.color.neutral[0], stroke: vars.color.brand[300], strokeWidth: 3 }),
  pageShade: style({ fill: vars.color.brand[100], stroke: vars.color.brand[300], strokeWidth: 3 }),
  frame: style({ ...stroke, stroke: vars.color.brand[300], strokeWidth: 3 }),
  line: style({ ...stroke, stroke: vars.color.brand[200] }),
  accentStroke: style({ ...stroke, stroke: vars.color.accent[500] }),
  trail: style({ ...stroke, stroke: vars.color.brand[300], strokeWidth: 2.5, strokeDasharray: '4 6' }),
  plane: style({ fill: vars.color.brand[500] }),
  ok: style({ fill: vars.color.success[500] }),
  warn: style({ fill: vars.color.warning[500] }),
  alert: style({ fill: vars.color.error[500] }),
  bolt: style({ ...stroke, stroke: vars.color.accent[500], strokeWidth: 5 }),
  wave: style({ ...stroke, stroke: vars.color.brand[400], strokeWidth: 6 }),
  waveDot: style({ fill: vars.color.brand[400] }),
  slash: style({ ...stroke, stroke: vars.color.error[500], strokeWidth: 6 }),
  shackle: style({ ...stroke, stroke: vars.color.brand[400], strokeWidth: 10 }),
  keyhole: style({ fill: vars.color.brand[500] }),
  keyholeStem: style({ ...stroke, stroke: vars.color.brand[500], strokeWidth: 6 }),
};
