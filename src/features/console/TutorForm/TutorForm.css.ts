import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const achievements = style({ display: 'grid', gap: vars.space[2], border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});
export const lines = style({ display: 'grid', gap: vars.space[2], listStyle: 'none', margin: 0, padding: 0 });
export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });
export const lineNo = style({
  width: '1.5em',
  textAlign: 'right',
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[500],
});
export const lineInput = style({
  flex: 1,
  minWidth: 0,
  height: vars.control.sm,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error[500] },
    '&:disabled': { background: vars.color.neutral[50] },
  },
});
export const lineTools = style({ display: 'flex', gap: vars.space[3], fontSize: vars.fontSize.md });
export const add = style({ justifySelf: 'start' });
export const note = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.neutral[600] });
export const noteError = style([note, { color: vars.color.error[700] }]);

/** The photo beside the fields it belongs to, as the site's cards show it. */
export const basics = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[6],
  alignItems: 'start',
});
