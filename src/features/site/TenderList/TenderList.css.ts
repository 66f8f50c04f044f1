import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-within': { boxShadow: `${vars.shadow.focus}, ${vars.shadow.sm}` } },
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], flexWrap: 'wrap' });
export const title = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.4,
});
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.brand[700] },
    '&:focus-visible': { outline: 'none' },
  },
});
export const summary = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.xs,
});
export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: `${vars.space[6]} ${vars.space[7]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const detailHead = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.neutral[100]}`,
});
export const detailTitle = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});
export const neighbours = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.neutral[100]}`,
});
export const neighbour = style({
  display: 'flex',
  gap: vars.space[3],
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand[700] } },
});
export const neighbourLabel = style({ flexShrink: 0, color: vars.color.neutral[600] });
export const back = style({
  alignSelf: 'flex-start',
  color: vars.color.brand[600],
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
