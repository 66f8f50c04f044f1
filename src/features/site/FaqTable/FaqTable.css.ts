import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '@tokens/a11y.css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.sm,
});
export const caption = visuallyHidden;
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
  textAlign: 'start',
  verticalAlign: 'top',
  lineHeight: vars.font.lineHeight.normal,
});
globalStyle(`${table} thead th`, {
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  fontWeight: vars.font.weight.medium,
});
globalStyle(`${table} tbody th`, { width: '28%', color: vars.color.neutral[900], fontWeight: vars.font.weight.medium });
globalStyle(`${table} tbody tr:nth-child(even)`, { background: vars.color.neutral[50] });
globalStyle(`${table} td`, { color: vars.color.neutral[700] });
export const standard = style({ color: vars.color.error[700], fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

// Phones: each row a card, each cell labelled by its column.
globalStyle(`${table} thead`, {
  '@media': { [media.phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${table} tbody tr`, {
  '@media': { [media.phone]: { display: 'block', padding: vars.space[2], borderBottom: `1px solid ${vars.color.neutral[200]}` } },
});
globalStyle(`${table} tbody th, ${table} tbody td`, {
  '@media': {
    [media.phone]: {
      display: 'block',
      width: 'auto',
      padding: `${vars.space[1]} ${vars.space[2]}`,
      border: 0,
      whiteSpace: 'normal',
    },
  },
});
globalStyle(`${table} tbody td::before`, {
  '@media': {
    [media.phone]: { content: 'attr(data-label) "："', color: vars.color.neutral[600], fontWeight: vars.font.weight.regular },
  },
});

export const faq = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const entry = style({
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});
export const question = style({
  padding: `${vars.space[4]} ${vars.space[5]}`,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand[700] },
    '&:focus-visible': { outline: 'none', boxShadow: `inset ${vars.shadow.focus}` },
  },
});
export const answer = style({
  margin: 0,
  padding: `0 ${vars.space[5]} ${vars.space[4]}`,
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.relaxed,
});
