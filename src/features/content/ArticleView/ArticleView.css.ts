import { style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  padding: `${vars.space[6]} ${vars.space[7]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[4], gap: vars.space[4] } },
});
export const header = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] });
export const title = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});
export const metaRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[3],
  width: '100%',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
});
export const lead = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[50],
  color: vars.color.neutral[700],
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.relaxed,
});
export const coverSkeleton = style({ display: 'block', width: '100%', aspectRatio: '16 / 9' });
export const text = style({});
export const neighbours = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.neutral[200]}`,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2] } },
});
export const neighbour = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  selectors: { '&[data-side="next"]': { textAlign: 'end' } },
  '@media': { [media.phone]: { selectors: { '&[data-side="next"]': { textAlign: 'start' } } } },
});
export const neighbourLabel = style({ color: vars.color.neutral[600] });
export const neighbourLink = style({
  color: vars.color.neutral[900],
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { color: vars.color.brand[700], textDecoration: 'underline' } },
});
export const none = style({ color: vars.color.neutral[600] });
