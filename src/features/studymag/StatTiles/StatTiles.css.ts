import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.brand[50],
  minWidth: 0,
});

export const label = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  color: vars.color.brand[700],
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});
