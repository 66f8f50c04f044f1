import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const figure = style({ margin: 0, minWidth: 0 });
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const label = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const track = style({
  display: 'block',
  height: vars.space[2],
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[100],
  overflow: 'hidden',
});
export const bar = style({ display: 'block', height: '100%', borderRadius: vars.radius.pill, background: vars.color.brand[500] });
export const weakBar = style([bar, { background: vars.color.warning[500] }]);
export const details = style({ marginTop: vars.space[2], fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });
export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', marginTop: vars.space[2] });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space[1],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  textAlign: 'left',
  overflowWrap: 'anywhere',
});
