import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const body = style({ display: 'grid', gap: vars.space[5] });

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
  margin: 0,
  paddingBottom: vars.space[2],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  fontSize: vars.fontSize.md,
  color: vars.color.neutral[900],
});

export const list = style({ display: 'grid', gap: vars.space[2], listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2em minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[0],
});

export const no = style({
  fontFamily: vars.font.family.numeric,
  color: vars.color.neutral[600],
  textAlign: 'right',
});

export const text = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const question = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[900],
});

export const tools = style({ display: 'flex', gap: vars.space[3], whiteSpace: 'nowrap', fontSize: vars.fontSize.sm });

export const picker = style({ display: 'grid', gap: vars.space[3] });

export const footer = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space[3] });

export const trigger = style({ whiteSpace: 'nowrap' });
