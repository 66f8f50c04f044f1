import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import type { ImageFit, ImageRadius } from './Image';

export const ratioVar = createVar();

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  background: vars.color.neutral[100],
});

export const framed = style({ aspectRatio: ratioVar });

export const radius: Record<ImageRadius, string> = styleVariants({
  none: { borderRadius: vars.radius.none },
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
  lg: { borderRadius: vars.radius.lg },
});

export const img = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  selectors: {
    [`${framed} > &`]: { height: '100%' },
  },
});

export const fit: Record<ImageFit, string> = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});
