import { globalStyle, style } from '@vanilla-extract/css';
import { media, rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[7]}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand[50]}, ${vars.color.neutral[0]})`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const heading = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weight.bold,
});
export const form = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  '@media': { [media.phone]: { flexDirection: 'column', alignItems: 'stretch' } },
});
export const field = style({ flex: '1 1 auto' });
export const button = style({
  marginTop: `calc(${vars.fontSize.sm} * 1.6 + ${vars.space[2]})`,
  '@media': { [media.phone]: { marginTop: 0 } },
});
export const result = style({
  display: 'flex',
  gap: vars.space[4],
  alignItems: 'flex-start',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  selectors: {
    '&[data-result="genuine"]': { background: vars.color.success[50], borderColor: vars.color.success[500] },
    '&[data-result="unknown"]': { background: vars.color.error[50], borderColor: vars.color.error[500] },
  },
  '@media': { [media.phone]: { flexDirection: 'column' } },
});
export const qr = style({ width: rem(160), flexShrink: 0, background: vars.color.neutral[0], borderRadius: vars.radius.md });
export const warnIcon = style({ width: '2.4em', height: '2.4em', flexShrink: 0, fontSize: vars.fontSize.lg });
globalStyle(`${warnIcon} path:first-child`, {
  fill: vars.color.error[500],
  stroke: vars.color.error[500],
  strokeWidth: 2,
  strokeLinejoin: 'round',
});
globalStyle(`${warnIcon} path:last-child`, {
  fill: 'none',
  stroke: vars.color.neutral[0],
  strokeWidth: 4,
  strokeLinecap: 'round',
});
export const resultText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const resultTitle = style({
  margin: 0,
  color: vars.color.neutral[900],
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.bold,
});
export const account = style({
  margin: 0,
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.family.numeric,
});
export const note = style({ margin: 0, color: vars.color.neutral[700], fontSize: vars.fontSize.sm });
