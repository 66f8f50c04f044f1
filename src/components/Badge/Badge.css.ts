import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' });

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  // A white ring separates the badge from whatever it overlaps (avatar, icon).
  boxShadow: `0 0 0 1px ${vars.color.neutral[0]}`,
  selectors: {
    [`${root} > &`]: {
      position: 'absolute',
      top: 0,
      right: 0,
      transform: 'translate(45%, -45%)',
      zIndex: 1,
    },
  },
});

// White on error 700 / brand 600 keeps the count above 4.5:1; the lighter reds do not.
export const tone = styleVariants({
  error: { background: vars.color.error[700], color: vars.color.neutral[0] },
  brand: { background: vars.color.brand[600], color: vars.color.neutral[0] },
  neutral: { background: vars.color.neutral[600], color: vars.color.neutral[0] },
});
export type BadgeTone = keyof typeof tone;

export const count = style({
  minWidth: '1.7em',
  height: '1.7em',
  padding: `0 0.45em`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
});

export const dot = style({
  width: '0.6em',
  height: '0.6em',
  borderRadius: '50%',
  fontSize: vars.fontSize.md,
  selectors: {
    [`${root} > &`]: { transform: 'translate(30%, -30%)' },
  },
});
