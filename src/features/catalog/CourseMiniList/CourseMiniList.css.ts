import { style } from '@vanilla-extract/css';
import { COURSE_COVER_RATIO } from '@/lib/image';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
});
export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space[2] });
export const title = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
});
export const more = style({
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '40% minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'start',
});
export const thumb = style({ width: '100%' });
export const thumbSkeleton = style({ display: 'block', width: '100%', aspectRatio: COURSE_COVER_RATIO });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const link = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1.35,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.brand[700] },
    '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
  },
});
export const free = style({ color: vars.color.success[700], fontSize: vars.fontSize.sm, fontWeight: vars.font.weight.bold });
