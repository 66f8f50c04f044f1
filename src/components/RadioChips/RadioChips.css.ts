import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space[2],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.medium,
});
export const required = style({ marginInlineStart: vars.space[1], color: vars.color.error[500] });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const chip = style({ position: 'relative', cursor: 'pointer' });
export const input = style([visuallyHidden, {}]);
export const label = style({
  display: 'inline-block',
  padding: `${vars.space[1]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.pill,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${input}:checked + &`]: {
      borderColor: vars.color.brand[600],
      background: vars.color.brand[50],
      color: vars.color.brand[700],
      fontWeight: vars.font.weight.medium,
    },
    [`${input}:focus-visible + &`]: { boxShadow: vars.shadow.focus },
    [`${chip}:hover &`]: { borderColor: vars.color.brand[400] },
  },
});
