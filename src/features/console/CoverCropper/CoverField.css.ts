import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const field = style({ display: 'grid', gap: vars.space[2], alignContent: 'start', fontSize: vars.fontSize.sm });
export const label = style({ color: vars.color.neutral[700] });
const picture = style({
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.neutral[200]}`,
});
/** As the shapes are cropped (cropImage.ts): a 16:9 cover, a square photo, a 1400×400 banner, a square QR code. */
const shapes = {
  cover: { width: 240, aspectRatio: '16 / 9' },
  photo: { width: 144, aspectRatio: '1 / 1' },
  banner: { width: 280, aspectRatio: '1400 / 400' },
  qr: { width: 144, aspectRatio: '1 / 1' },
} as const;
export const image = styleVariants(shapes, (shape) => [picture, shape]);
export const empty = styleVariants(shapes, (shape) => [
  picture,
  shape,
  { display: 'block', background: vars.color.neutral[100] },
]);
export const actions = style({ display: 'flex', gap: vars.space[2] });
