import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
});

export const disclosure = style({});

export const summary = style({
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
  '@media': {
    [media.phone]: {
      listStyle: 'disclosure-closed',
      selectors: { [`${disclosure}[open] > &`]: { listStyle: 'disclosure-open' } },
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: `${vars.space[3]} 0 0`,
  padding: 0,
  listStyle: 'none',
  maxHeight: '70vh',
  overflowY: 'auto',
});

export const item = style({ selectors: { '&[data-level="3"]': { paddingInlineStart: vars.space[4] } } });

export const link = style({
  display: 'block',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderInlineStart: `2px solid transparent`,
  color: vars.color.neutral[700],
  lineHeight: vars.font.lineHeight.normal,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand[700] },
    '&[aria-current="location"]': {
      borderInlineStartColor: vars.color.brand[600],
      background: vars.color.brand[50],
      color: vars.color.brand[700],
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
