import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: '22% minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[100]}`,
  '@media': { [media.phone]: { gridTemplateColumns: '30% minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[3] } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const title = style({
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brand[700] } },
});

export const summary = style({
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const meta = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.xs });

export const remove = style({ '@media': { [media.phone]: { gridColumn: '1 / -1', justifySelf: 'end' } } });
