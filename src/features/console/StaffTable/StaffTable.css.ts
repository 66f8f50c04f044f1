import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const you = style({ marginLeft: vars.space[2] });

export const disabledRow = style({ color: vars.color.neutral[600] });

export const linkButton = style({
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:disabled': { color: vars.color.neutral[400], cursor: 'not-allowed', textDecoration: 'none' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const danger = style({ color: vars.color.error[700] });
