import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** The states with their counts, above the search: one pressed at a time. */
export const states = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
  listStyle: 'none',
});

export const state = style({
  height: vars.control.sm,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[0],
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[700],
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand[600],
      background: vars.color.brand[50],
      color: vars.color.brand[700],
      fontWeight: vars.font.weight.bold,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** What was sent: the one column that takes what width is left, kept to two lines. */
export const summary = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: '14em',
});
