import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** A button or link that reads as inline text: 'forgot password?', 'back', 'sign up'. */
export const textLink = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.brand[600],
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brand[700], textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:disabled': { color: vars.color.neutral[500], cursor: 'not-allowed', textDecoration: 'none' },
  },
});
