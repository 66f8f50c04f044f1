import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { COURSE_COVER_RATIO } from '@/lib/image';
import { vars } from '@tokens/theme.css';

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
  gridTemplateColumns: `${rem(220)} minmax(0, 1fr)`,
  gap: vars.space[4],
  alignItems: 'center',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-within': { boxShadow: `${vars.shadow.focus}, ${vars.shadow.sm}` } },
  '@media': { [media.phone]: { gridTemplateColumns: '34% minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[3] } },
});
export const cover = style({ width: '100%' });
export const avatar = style({ width: '60%', justifySelf: 'center', borderRadius: '50%' });
export const coverSkeleton = style({ display: 'block', width: '100%', aspectRatio: COURSE_COVER_RATIO });
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  minWidth: 0,
});
export const title = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.35,
});
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.brand[700] },
    '&:focus-visible': { outline: 'none' },
  },
});
export const summary = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});
export const mark = style({
  padding: 0,
  background: 'transparent',
  color: vars.color.error[700],
  fontWeight: vars.font.weight.bold,
});
