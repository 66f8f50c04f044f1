import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const chapterTitle = style({
  margin: `0 0 ${vars.space[2]}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[800],
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0, padding: 0 });

export const lesson = style({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  selectors: { '&[aria-current="true"]': { background: vars.color.brand[50], outline: `1px solid ${vars.color.brand[300]}` } },
});

export const lessonLink = style({
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { 'a&:hover': { color: vars.color.brand[700] } },
});

export const lessonMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
});

export const stateTone = styleVariants({
  finished: { color: vars.color.success[700] },
  inProgress: { color: vars.color.brand[700] },
  notStarted: { color: vars.color.neutral[600] },
});

export const side = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.xs });
