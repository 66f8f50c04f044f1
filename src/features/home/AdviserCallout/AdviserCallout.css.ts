import { style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space[4],
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
const block = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.xl,
} as const;
export const adviser = style({
  ...block,
  background: `linear-gradient(120deg, ${vars.color.brand[700]}, ${vars.color.brand[500]})`,
  color: vars.color.neutral[0],
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const app = style({
  ...block,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weight.bold });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.font.lineHeight.relaxed });
export const points = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const point = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], whiteSpace: 'nowrap' });
export const marker = style({ flex: '0 0 auto', width: '1.15em', height: '1.15em' });
export const appBody = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });
export const qr = style({ width: rem(150), flexShrink: 0, border: `1px solid ${vars.color.neutral[200]}` });
export const notes = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], color: vars.color.neutral[700] });
export const note = style({ margin: 0, color: vars.color.neutral[600], fontSize: vars.fontSize.xs });
