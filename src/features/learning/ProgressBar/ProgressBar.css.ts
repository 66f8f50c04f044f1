import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], minWidth: 0 });

export const track = style({
  flex: 1,
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[100],
  overflow: 'hidden',
});

export const fill = style({ height: '100%', borderRadius: vars.radius.pill, background: vars.color.brand[500] });

export const value = style({
  flexShrink: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.family.numeric,
});
