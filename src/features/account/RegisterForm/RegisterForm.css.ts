import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
});

export const agreement = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const login = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});
