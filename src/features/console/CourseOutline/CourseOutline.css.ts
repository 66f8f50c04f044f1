import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const outline = style({ display: 'grid', gap: vars.space[4] });

export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral[900] });

export const chapters = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const chapter = style({
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  selectors: {
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-drop="true"]': { borderColor: vars.color.brand[500], boxShadow: `0 -3px 0 ${vars.color.brand[500]}` },
  },
});

export const chapterHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.neutral[50],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  fontWeight: vars.font.weight.medium,
});

export const grow = style({ flex: 1, minWidth: 0 });

export const handle = style({
  cursor: 'grab',
  color: vars.color.neutral[500],
  userSelect: 'none',
  letterSpacing: '-0.2em',
  padding: `0 ${vars.space[1]}`,
});

export const lessons = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space[1],
  minHeight: '2.5em',
});

export const lesson = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.brand[50] },
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-drop="true"]': { boxShadow: `0 -2px 0 ${vars.color.brand[500]}` },
  },
});

export const lessonNo = style({ color: vars.color.neutral[600], whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
});

export const trial = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

export const addRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const inlineForm = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flex: 1 });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: vars.control.sm,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.error[500] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const emptyChapter = style({
  padding: `${vars.space[2]} ${vars.space[2]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const footer = style({ padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[3]}` });
