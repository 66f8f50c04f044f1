import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  maxWidth: '100%',
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[1]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[50],
  fontSize: vars.fontSize.sm,
});

export const label = style({ flexShrink: 0, color: vars.color.neutral[600] });

export const value = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral[900],
});

export const button = style({ flexShrink: 0 });
