import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
  marginBottom: vars.space[4],
});

export const filter = style({ display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });

export const search = style({
  height: vars.control.sm,
  width: '16em',
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const course = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: '16em' });

export const cover = style({
  width: '72px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[100],
  flexShrink: 0,
});

export const courseTitle = style({ display: 'grid', gap: vars.space[1] });

export const code = style({ fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });

export const listPrice = style({
  marginLeft: vars.space[2],
  fontSize: vars.fontSize.xs,
  color: vars.color.neutral[600],
  textDecoration: 'line-through',
});

export const badges = style({ display: 'inline-flex', gap: vars.space[1], marginLeft: vars.space[2] });

export const actions = style({ display: 'flex', gap: vars.space[3], whiteSpace: 'nowrap' });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingTop: vars.space[4],
});

/** The shelf's up and down, set apart from the row's other actions. */
export const shelfArrows = style({
  display: 'inline-flex',
  gap: vars.space[1],
  paddingRight: vars.space[2],
  borderRight: `1px solid ${vars.color.neutral[200]}`,
});
