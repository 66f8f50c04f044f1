import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr' } },
});

export const item = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  minWidth: 0,
});

export const lesson = style({
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.brand[700] } },
});

export const course = style({
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const remove = style({
  flexShrink: 0,
  border: 'none',
  background: 'none',
  padding: `0 ${vars.space[1]}`,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.error[700] } },
});

export const progress = style({ flex: 1 });
