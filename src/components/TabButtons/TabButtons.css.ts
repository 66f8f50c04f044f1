import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const tab = style({
  padding: `${vars.space[1]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[0],
  color: vars.color.neutral[700],
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand[300], color: vars.color.brand[700] },
    '&[aria-selected="true"]': {
      borderColor: vars.color.brand[600],
      background: vars.color.brand[600],
      color: vars.color.neutral[0],
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const panel = style({
  marginTop: vars.space[4],
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
