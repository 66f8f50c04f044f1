import { style, styleVariants } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[3],
});

export const size = styleVariants({
  sm: { padding: vars.space[4], fontSize: vars.fontSize.sm },
  md: { padding: `${vars.space[7]} ${vars.space[5]}`, fontSize: vars.fontSize.md },
});
export type LoadErrorSize = keyof typeof size;

export const illustration: Record<LoadErrorSize, string> = styleVariants({
  sm: { width: rem(120), height: 'auto' },
  md: { width: rem(200), height: 'auto' },
});

export const message = style({
  margin: 0,
  color: vars.color.neutral[700],
});

export const art = styleVariants({
  cloud: { fill: vars.color.neutral[100], stroke: vars.color.neutral[300], strokeWidth: '2', strokeLinejoin: 'round' },
  bolt: { fill: 'none', stroke: vars.color.accent[500], strokeWidth: '3', strokeLinecap: 'round', strokeLinejoin: 'round' },
  dot: { fill: vars.color.brand[200] },
});
