import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const item = style({
  display: 'grid',
  gap: vars.space[1],
  paddingBlockEnd: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.neutral[100]}`,
  selectors: { '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' } },
});

export const head = style({ display: 'flex', alignItems: 'baseline', gap: vars.space[2], flexWrap: 'wrap' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.neutral[900],
  overflowWrap: 'anywhere',
});

export const time = style({ marginInlineStart: 'auto', color: vars.color.neutral[600], fontSize: vars.fontSize.xs });

export const content = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
