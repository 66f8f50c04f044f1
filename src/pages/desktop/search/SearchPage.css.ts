import { style } from '@vanilla-extract/css';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const box = style({ maxWidth: rem(760), marginBottom: vars.space[5] });
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const suggestions = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2] });
export const suggestionLabel = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.sm });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'inline-block',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[50],
  color: vars.color.brand[700],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brand[100] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
