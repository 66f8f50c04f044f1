import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const chapters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chapter = style({
  overflow: 'hidden',
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  selectors: { '&[data-state="open"]': { borderColor: vars.color.brand[200], boxShadow: vars.shadow.sm } },
});

export const chapterHead = style({ display: 'flex' });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  width: '100%',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: 0,
  background: 'transparent',
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutral[50] },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});

export const chapterNumber = style({ color: vars.color.brand[600], fontWeight: vars.font.weight.bold, whiteSpace: 'nowrap' });
export const chapterTitle = style({ flex: '1 1 12em', minWidth: 0, fontWeight: vars.font.weight.medium });
export const chapterMeta = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const chevron = style({
  width: '1em',
  height: '1em',
  color: vars.color.neutral[600],
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { [`${chapter}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: `0 ${vars.space[4]} ${vars.space[4]}`,
  borderTop: `1px solid ${vars.color.neutral[100]}`,
});

export const summary = style({ margin: `${vars.space[3]} 0 0`, color: vars.color.neutral[600], fontSize: vars.fontSize.sm });

export const lessonSkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
});

export const lessons = style({ margin: 0, padding: 0, listStyle: 'none' });

export const lesson = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  borderBottom: `1px dashed ${vars.color.neutral[200]}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:last-child': { borderBottom: 0 } },
  '@media': { [media.phone]: { gridTemplateColumns: 'auto minmax(0, 1fr)', rowGap: vars.space[1] } },
});

export const lessonNumber = style({ color: vars.color.neutral[600], fontVariantNumeric: 'tabular-nums' });
export const lessonTitle = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
  color: vars.color.neutral[800],
});
export const lessonLink = style({
  color: vars.color.neutral[900],
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand[600], textDecoration: 'underline' } },
});
export const lessonTag = style({ flexShrink: 0 });
export const lessonMeta = style({
  display: 'flex',
  gap: vars.space[3],
  color: vars.color.neutral[600],
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { gridColumn: '2', fontSize: vars.fontSize.xs } },
});
export const locked = style({ color: vars.color.neutral[600] });

export const chapterLink = style({
  alignSelf: 'flex-start',
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
