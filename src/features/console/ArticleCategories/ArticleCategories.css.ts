import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[900] });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[1] });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: 36,
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.neutral[50] } },
});
export const form = style({ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: vars.space[2] });
export const input = style({
  flex: 1,
  minWidth: 0,
  height: 32,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error[500] },
  },
});
