import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  background: vars.color.brand[100],
  // The slides' pictures are 1400 × 400: the box has that shape before they arrive.
  aspectRatio: '1400 / 400',
  '@media': { [media.phone]: { borderRadius: vars.radius.lg } },
});

export const viewport = style({ height: '100%', overflow: 'hidden' });
export const track = style({
  display: 'flex',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  touchAction: 'pan-y pinch-zoom',
});
export const slide = style({ flex: '0 0 100%', minWidth: 0, height: '100%' });
export const link = style({
  display: 'block',
  height: '100%',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` } },
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const arrow = style({
  position: 'absolute',
  top: '50%',
  display: 'grid',
  placeItems: 'center',
  width: vars.control.md,
  height: vars.control.md,
  marginTop: `calc(${vars.control.md} / -2)`,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.85)',
  color: vars.color.neutral[800],
  cursor: 'pointer',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-side="previous"]': { left: vars.space[4] },
    '&[data-side="next"]': { right: vars.space[4] },
    [`${root}:hover &, &:focus-visible`]: { opacity: 1 },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
  '@media': { [media.phone]: { display: 'none' } },
});
globalStyle(`${arrow} svg`, {
  width: '45%',
  height: '45%',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const dots = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space[3],
  display: 'flex',
  justifyContent: 'center',
  gap: 0,
  '@media': { [media.phone]: { bottom: 0 } },
});

/** A finger-sized target around a small visible dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.8em',
  height: '1.8em',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '0.6em',
      height: '0.6em',
      borderRadius: vars.radius.pill,
      background: 'rgba(255, 255, 255, 0.65)',
      transition: `width ${vars.motion.duration.fast}`,
    },
    '&[aria-current="true"]::before': { width: '1.5em', background: vars.color.neutral[0] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
