import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';
import type { SkeletonShape } from './Skeleton';

export const widthVar = createVar();
export const heightVar = createVar();

/*
 * The placeholder breathes (its opacity), which the compositor animates on its own thread. A moving gradient
 * (background-position) had the main thread repaint every placeholder on every frame for as long as it
 * stayed on the page, which below-the-fold sections do until they are scrolled near, and a phone's main
 * thread is what the first screen's scripts need.
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

export const shape: Record<SkeletonShape, string> = styleVariants({
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
