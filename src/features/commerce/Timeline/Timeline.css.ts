import { style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const item = style({
  position: 'relative',
  paddingInlineStart: vars.space[5],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlockStart: '0.45em',
      width: '0.6em',
      height: '0.6em',
      borderRadius: vars.radius.pill,
      background: vars.color.neutral[300],
    },
    '&:first-child::before': { background: vars.color.brand[500] },
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 'calc(0.3em - 1px)',
      insetBlockStart: '1.2em',
      bottom: `calc(-1 * ${vars.space[3]})`,
      width: '2px',
      background: vars.color.neutral[100],
    },
  },
});

export const text = style({ margin: 0, color: vars.color.neutral[800], fontSize: vars.fontSize.sm });

export const time = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.xs });
