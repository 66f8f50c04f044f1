import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[100]}`,
  selectors: { '&[data-read="false"]': { borderColor: vars.color.brand[300] } },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[900], overflowWrap: 'anywhere' });

export const time = style({ marginInlineStart: 'auto', color: vars.color.neutral[600], fontSize: vars.fontSize.xs });

export const content = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: vars.space[3], alignItems: 'center' });

export const action = style({
  border: 'none',
  background: 'none',
  padding: 0,
  color: vars.color.brand[700],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  textDecoration: 'none',
});
