import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const message = style({ margin: 0, color: vars.color.neutral[800] });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  background: vars.color.neutral[50],
  borderRadius: vars.radius.md,
});

export const detail = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space[2] });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.neutral[600] });

export const value = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.neutral[900] });

export const phone = style({
  fontFamily: vars.font.family.numeric,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand[600],
  letterSpacing: '0.02em',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
