import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[7],
  maxWidth: rem(1000),
  marginInline: 'auto',
  marginBlock: vars.space[6],
  padding: `${vars.space[7]} ${vars.space[7]}`,
  background: vars.color.neutral[0],
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.phone]: {
      flexDirection: 'column',
      gap: vars.space[4],
      marginBlock: vars.space[4],
      marginInline: vars.space[4],
      padding: `${vars.space[6]} ${vars.space[5]}`,
      textAlign: 'center',
    },
  },
});

export const illustration = style({
  flex: '0 0 auto',
  width: rem(380),
  height: 'auto',
  '@media': { [media.phone]: { width: '80%' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  minWidth: 0,
  '@media': { [media.phone]: { alignItems: 'center' } },
});

export const badge = style({
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  // The accent oranges are too light for text; the pill carries the colour and the text stays dark.
  background: vars.color.accent[100],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
});

export const badgeDot = style({
  width: vars.space[2],
  height: vars.space[2],
  borderRadius: vars.radius.pill,
  background: vars.color.accent[600],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.medium,
  color: vars.color.brand[700],
});

export const description = style({ maxWidth: '28em', margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[600] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[3],
  '@media': { [media.phone]: { justifyContent: 'center' } },
});

const stroke = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const art = {
  halo: style({ fill: vars.color.brand[50] }),
  ground: style({ fill: vars.color.neutral[200] }),
  blockBrand: style({ fill: vars.color.brand[500] }),
  blockSoft: style({ fill: vars.color.brand[200] }),
  blockAccent: style({ fill: vars.color.accent[500] }),
  symbolBrand: style({ fill: vars.color.brand[600] }),
  symbolLight: style({ fill: vars.color.neutral[0] }),
  leg: style({ ...stroke, stroke: vars.color.neutral[400], strokeWidth: 6 }),
  board: style({ fill: vars.color.accent[500] }),
  stripe: style({ fill: vars.color.neutral[0] }),
  cone: style({ fill: vars.color.accent[600] }),
  coneStripe: style({ ...stroke, stroke: vars.color.neutral[0], strokeWidth: 3.5 }),
  coneBase: style({ fill: vars.color.accent[700] }),
  sparkStroke: style({ ...stroke, stroke: vars.color.accent[500], strokeWidth: 4 }),
  spark: style({ fill: vars.color.accent[500] }),
};
