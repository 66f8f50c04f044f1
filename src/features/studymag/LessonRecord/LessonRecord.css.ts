import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${rem(280)}`,
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[0],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2] } },
});

export const text = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[900], overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});

export const side = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start' });
