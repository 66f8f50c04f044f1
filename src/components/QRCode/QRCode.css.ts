import { style, styleVariants } from '@vanilla-extract/css';
import { media, toRem } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
});

const frameSide = (desktopPx: number, phonePx: number) => ({
  width: toRem(desktopPx, 'desktop'),
  height: toRem(desktopPx, 'desktop'),
  '@media': { [media.phone]: { width: toRem(phonePx, 'phone'), height: toRem(phonePx, 'phone') } },
});

export const size = styleVariants({
  sm: frameSide(112, 96),
  md: frameSide(168, 140),
  lg: frameSide(240, 200),
});
export type QRCodeSize = keyof typeof size;

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[2],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.md,
  background: vars.color.neutral[0],
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', imageRendering: 'pixelated' });

export const fallback = style({
  margin: 0,
  padding: vars.space[2],
  fontSize: vars.fontSize.xs,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  color: vars.color.neutral[600],
});

export const caption = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral[700],
  textAlign: 'center',
});
