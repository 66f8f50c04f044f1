import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '32% minmax(0, 1fr)',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[100]}`,
  '@media': { [media.phone]: { gridTemplateColumns: '36% minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[3] } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const meta = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginTop: 'auto' });

export const primary = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.control.sm,
  padding: `0 ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brand[700] } },
});

export const secondary = style([
  primary,
  {
    background: vars.color.neutral[0],
    color: vars.color.brand[700],
    border: `1px solid ${vars.color.brand[300]}`,
    selectors: { '&:hover': { background: vars.color.brand[50] } },
  },
]);
