import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const days = style({ display: 'grid', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

export const day = style({ display: 'grid', gap: vars.space[2] });

export const date = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[800] });

export const tasks = style({ display: 'grid', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const task = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[0],
  minHeight: 44,
  selectors: { '&[data-done="true"]': { background: vars.color.success[50], borderColor: vars.color.success[50] } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  paddingLeft: vars.space[6],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { paddingLeft: vars.space[5] } },
});
