import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const tabs = style({
  display: 'flex',
  gap: vars.space[1],
  marginBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
});

export const tab = style({
  padding: `${vars.space[2]} ${vars.space[4]}`,
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  color: vars.color.neutral[700],
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { color: vars.color.brand[700] },
    '&[aria-current="page"]': {
      color: vars.color.brand[700],
      borderBottomColor: vars.color.brand[600],
      fontWeight: vars.font.weight.medium,
    },
  },
});
