import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'grid', gap: vars.space[6] });
export const list = style({ display: 'grid', gap: vars.space[3] });
export const listHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: vars.space[2],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});
export const listTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[900] });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[4],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
});
export const rowText = style({ display: 'grid', gap: vars.space[1], minWidth: 0, flex: 1 });
export const rowLead = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.neutral[900] });
export const rowDetail = style({ margin: 0, color: vars.color.neutral[700], whiteSpace: 'pre-line' });
export const rowActions = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], whiteSpace: 'nowrap' });
export const rowForm = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
});
export const rowFormActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: vars.space[2] });
