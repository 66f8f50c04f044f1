import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const grid = style({ display: 'grid', gap: vars.space[5] });

export const greeting = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.neutral[900] });

export const role = style({
  margin: `${vars.space[3]} 0 ${vars.space[4]}`,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
});

export const permissions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const permission = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand[50],
  color: vars.color.brand[700],
  fontSize: vars.fontSize.sm,
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  marginBottom: vars.space[4],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.neutral[900] });

export const link = style({ color: vars.color.brand[600], fontSize: vars.fontSize.sm });
