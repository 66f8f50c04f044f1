import { globalStyle, style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[7]}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand[600]}, ${vars.color.brand[800]})`,
  color: vars.color.neutral[0],
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.font.weight.bold });
export const body = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[5],
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'flex-start' } },
});
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });
globalStyle(`${facts} > div`, { display: 'flex', gap: vars.space[3], alignItems: 'baseline' });
globalStyle(`${facts} dt`, { minWidth: '5em', color: vars.color.brand[100], fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontSize: vars.fontSize.md });
export const phone = style({
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
  fontFamily: vars.font.family.numeric,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const official = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2], margin: 0 });
export const qr = style({
  width: rem(150),
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
});
export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.brand[50] });
