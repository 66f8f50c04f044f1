import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const widthVar = createVar();
export const heightVar = createVar();

/*
 * Placeholders pulse in opacity, which the compositor animates off the main thread. Below-the-fold sections
 * stay placeholders until they are scrolled near; an animated background-position would make the main
 * thread repaint each of them on every frame meanwhile, time a phone needs for the first screen's scripts.
 */
const breathe = keyframes({ '50%': { opacity: 0.45 } });

export const block = style({
  display: 'block',
  background: vars.color.neutral[100],
  animation: `${breathe} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const shape = styleVariants({
  text: {
    width: fallbackVar(widthVar, '100%'),
    height: '0.9em',
    borderRadius: vars.radius.sm,
  },
  rect: {
    width: fallbackVar(widthVar, '100%'),
    height: fallbackVar(heightVar, `calc(${vars.space[8]} * 2)`),
    borderRadius: vars.radius.md,
  },
  circle: {
    width: fallbackVar(widthVar, vars.control.md),
    height: fallbackVar(widthVar, vars.control.md),
    flexShrink: 0,
    borderRadius: '50%',
  },
});
export type SkeletonShape = keyof typeof shape;

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6em',
  width: fallbackVar(widthVar, '100%'),
  fontSize: vars.fontSize.md,
});

export const line = style({ width: '100%', height: '0.9em', borderRadius: vars.radius.sm });

// The last line of a paragraph is rarely full; a shorter bar reads as text rather than a table.
export const lastLine = style({ width: '62%' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
