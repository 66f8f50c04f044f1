import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** Short values that read wrongly broken over lines: an order number, a phone, a date and time. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** Course titles: the one column that takes what width is left, kept to two lines. */
export const courses = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: '10em',
});

export const day = style({
  height: vars.control.sm,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[800],
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });
