import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-within': { boxShadow: `${vars.shadow.focus}, ${vars.shadow.sm}` } },
});
export const poster = style({ position: 'relative' });
export const posterSkeleton = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: 0 });
export const duration = style({
  position: 'absolute',
  insetInlineEnd: vars.space[2],
  insetBlockEnd: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(0, 0, 0, 0.72)',
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.xs,
  lineHeight: 1.6,
});
export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  display: 'grid',
  placeItems: 'center',
  width: '2.6em',
  height: '2.6em',
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.brand[600],
  fontSize: vars.fontSize.lg,
  selectors: { [`${root}[data-state="locked"] &`]: { color: vars.color.neutral[600] } },
});
globalStyle(`${play} svg`, { width: '55%', height: '55%', fill: 'currentColor' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], padding: vars.space[3] });
export const title = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.35,
});
export const number = style({ flexShrink: 0, color: vars.color.brand[600] });
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
});
export const state = style({ marginInlineStart: 'auto', color: vars.color.neutral[700] });
