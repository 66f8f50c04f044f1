import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The actions on the account, one row of buttons under the family's name. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  margin: `0 0 ${vars.space[6]}`,
  padding: vars.space[4],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
});

export const actionsTitle = style({
  marginRight: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[700],
});

export const hint = style({
  margin: `${vars.space[2]} 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const form = style({ display: 'grid', gap: vars.space[4] });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[3], marginTop: vars.space[2] });
