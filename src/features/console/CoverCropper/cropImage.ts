import type { MessageKey } from '@/i18n';

/** The part of a picture to keep, in the picture's own pixels (what react-easy-crop reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The shapes the console crops pictures to, each with the width it is stored at and the words its field and
 * cropper use: a course or article cover at 16:9 (enough for the site's largest card and the course page's
 * hero), a tutor's photo square (the site shows it as a square or a circle), a home banner and a QR code.
 */
export const PICTURE_SHAPES = {
  cover: { aspect: 16 / 9, width: 960, texts: 'admin.courses.cover' },
  photo: { aspect: 1, width: 480, texts: 'admin.tutors.photo' },
  /** The home carousel's slides are 1400 × 400 (the home page's box has that shape). */
  banner: { aspect: 1400 / 400, width: 1400, texts: 'admin.operations.picture.banner' },
  /** WeChat QR codes, square and large enough to scan from a screen. */
  qr: { aspect: 1, width: 480, texts: 'admin.operations.picture.qr' },
} as const;
export type PictureShape = keyof typeof PICTURE_SHAPES;

type PictureText =
  | 'upload'
  | 'replace'
  | 'remove'
  | 'uploading'
  | 'cropTitle'
  | 'cropHint'
  | 'zoom'
  | 'cancel'
  | 'use'
  | 'failed'
  | 'uploadFailed';

/** The message key of one of a shape's words. */
export const pictureText = (shape: PictureShape, text: PictureText) => `${PICTURE_SHAPES[shape].texts}.${text}` as MessageKey;

/**
 * Draws the kept part of a picture at its shape's size and encodes it as WebP (JPEG where the browser does not
 * write WebP), so every cover or photo has one shape and a modest weight whatever was picked.
 */
export async function cropPicture(source: string, area: CropArea, name: string, shape: PictureShape): Promise<File> {
  const { aspect, width } = PICTURE_SHAPES[shape];
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round(width / aspect);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.86));
  const encoded = blob ?? (await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.86)));
  if (!encoded) throw new Error('encoding failed');
  const extension = encoded.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([encoded], `${name.replace(/\.[^.]+$/, '') || shape}.${extension}`, { type: encoded.type });
}
