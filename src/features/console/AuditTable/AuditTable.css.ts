import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginBottom: vars.space[4],
  fontSize: vars.fontSize.sm,
});

export const changes = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space[1] });

export const field = style({ color: vars.color.neutral[600], marginRight: vars.space[2] });

export const before = style({ color: vars.color.error[700], textDecoration: 'line-through' });

export const after = style({ color: vars.color.success[700] });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space[5],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});
