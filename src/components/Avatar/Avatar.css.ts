import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  background: vars.color.neutral[100],
  color: vars.color.neutral[600],
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { width: vars.control.sm, height: vars.control.sm, fontSize: vars.fontSize.xs },
  md: { width: vars.control.md, height: vars.control.md, fontSize: vars.fontSize.md },
  lg: { width: vars.control.lg, height: vars.control.lg, fontSize: vars.fontSize.lg },
  xl: { width: `calc(${vars.control.lg} * 1.6)`, height: `calc(${vars.control.lg} * 1.6)`, fontSize: vars.fontSize.xxl },
});
export type AvatarSize = keyof typeof size;

export const shape = styleVariants({
  circle: { borderRadius: '50%' },
  rounded: { borderRadius: vars.radius.md },
});
export type AvatarShape = keyof typeof shape;

// Initials sit at 4.5:1 or better on each colour: white on the deep shades, ink on orange and amber.
export const color = styleVariants({
  blue: { background: vars.color.brand[600], color: vars.color.neutral[0] },
  navy: { background: vars.color.brand[800], color: vars.color.neutral[0] },
  green: { background: vars.color.success[700], color: vars.color.neutral[0] },
  red: { background: vars.color.error[700], color: vars.color.neutral[0] },
  slate: { background: vars.color.neutral[700], color: vars.color.neutral[0] },
  orange: { background: vars.color.accent[500], color: vars.color.neutral[900] },
  amber: { background: vars.color.warning[500], color: vars.color.neutral[900] },
});
export type AvatarColor = keyof typeof color;

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const glyph = style({ width: '62%', height: '62%' });
