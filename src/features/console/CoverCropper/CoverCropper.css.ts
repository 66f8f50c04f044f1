import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 10',
  background: vars.color.neutral[900],
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const zoom = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginTop: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
});

export const error = style({ margin: `${vars.space[2]} 0 0`, color: vars.color.error[700], fontSize: vars.fontSize.sm });
