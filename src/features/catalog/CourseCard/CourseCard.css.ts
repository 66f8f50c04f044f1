import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { COURSE_COVER_RATIO } from '@/lib/image';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.neutral[100]}`,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { transform: `translateY(calc(-1 * ${vars.space[1]}))`, boxShadow: vars.shadow.lg },
    '&:focus-within': { boxShadow: `${vars.shadow.focus}, ${vars.shadow.md}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover': { transform: 'none' } } } },
});

export const variant = styleVariants({ grid: {}, compact: {} });
export type CourseCardVariant = keyof typeof variant;

export const coverBox = style({ position: 'relative' });

export const cover = style({ width: '100%' });

export const coverSkeleton = style({ display: 'block', width: '100%', aspectRatio: COURSE_COVER_RATIO, borderRadius: 0 });

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  // The covers carry their own grade badge at the top left.
  insetInlineEnd: vars.space[2],
  display: 'flex',
  gap: vars.space[1],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space[2],
  padding: vars.space[4],
  selectors: { [`${variant.compact} &`]: { padding: vars.space[3], gap: vars.space[1] } },
});

export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  minHeight: '2.6em',
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.3,
  selectors: { [`${variant.compact} &`]: { fontSize: vars.fontSize.sm } },
});

/** The title's link covers the whole card, so the card is one target with one accessible name. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const subtitle = style({
  margin: 0,
  overflow: 'hidden',
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const meta = style({
  margin: 0,
  overflow: 'hidden',
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const footer = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[1],
  '@media': { [media.phone]: { flexWrap: 'wrap' } },
});

export const free = style({ color: vars.color.success[700], fontSize: vars.fontSize.md, fontWeight: vars.font.weight.bold });

export const stats = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
