import { style, styleVariants } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[2],
  color: vars.color.neutral[600],
});

export const illustration = style({ height: 'auto' });

export const size = styleVariants({
  sm: { padding: vars.space[4], fontSize: vars.fontSize.sm },
  md: { padding: `${vars.space[7]} ${vars.space[5]}`, fontSize: vars.fontSize.md },
});
export type EmptyStateSize = keyof typeof size;

export const title = style({
  margin: 0,
  marginTop: vars.space[2],
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[700],
  selectors: {
    [`${root}[data-size="sm"] &`]: { marginTop: 0 },
  },
});

export const description = style({
  margin: 0,
  maxWidth: '28em',
  fontSize: '0.88em',
  color: vars.color.neutral[600],
});

export const action = style({ marginTop: vars.space[3] });

// The illustration follows the text size of its variant so it shrinks with compact lists.
export const illustrationSize: Record<EmptyStateSize, string> = styleVariants({
  sm: { width: rem(150) },
  md: { width: rem(260) },
});

export const art = styleVariants({
  ground: { fill: vars.color.neutral[100] },
  sheet: { fill: vars.color.neutral[0], stroke: vars.color.brand[200], strokeWidth: '2' },
  line: { fill: vars.color.brand[100] },
  trayBack: { fill: vars.color.brand[200] },
  trayFront: { fill: vars.color.brand[100] },
  trayRim: { fill: 'none', stroke: vars.color.brand[300], strokeWidth: '2', strokeLinejoin: 'round' },
  spark: { fill: vars.color.brand[300] },
  sparkSoft: { fill: vars.color.accent[500] },
});
