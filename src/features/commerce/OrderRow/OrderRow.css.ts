import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  border: `1px solid ${vars.color.neutral[100]}`,
  overflow: 'hidden',
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.neutral[50],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
});

export const status = style({ marginInlineStart: 'auto' });

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space[3] } },
});

/** "N more courses" under the first course of an order of several. */
export const more = style({
  display: 'block',
  marginTop: vars.space[2],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});

export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[1],
  '@media': { [media.phone]: { alignItems: 'flex-start' } },
});

export const amountValue = style({
  color: vars.color.neutral[900],
  fontFamily: vars.font.family.numeric,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.fontSize.lg,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  alignItems: 'stretch',
  '@media': { [media.phone]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space[4]}`,
  // Thumb-sized on a phone.
  '@media': { [media.phone]: { minHeight: '44px' } },
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral[200]}`,
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand[400], color: vars.color.brand[600] },
    '&:focus-visible': { boxShadow: vars.shadow.focus, outline: 'none' },
  },
});

export const primaryLink = style([
  link,
  {
    background: vars.color.brand[600],
    borderColor: vars.color.brand[600],
    color: vars.color.neutral[0],
    selectors: { '&:hover': { background: vars.color.brand[600], color: vars.color.neutral[0] } },
  },
]);

/** The row's cancel button, as tall as its links on a phone. */
export const cancel = style({ '@media': { [media.phone]: { minHeight: '44px' } } });
