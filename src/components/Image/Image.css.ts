import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const ratioVar = createVar();

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  background: vars.color.neutral[100],
});

export const framed = style({ aspectRatio: ratioVar });

export const radius = styleVariants({
  none: { borderRadius: vars.radius.none },
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
});
export type ImageRadius = keyof typeof radius;

export const img = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  selectors: {
    [`${framed} > &`]: { height: '100%' },
  },
});

export const fit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});
export type ImageFit = keyof typeof fit;
