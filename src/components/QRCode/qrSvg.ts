import QRCodeLib from 'qrcode';
import { neutralColors } from '@tokens/index';

export const qrErrorLevels = ['L', 'M', 'Q', 'H'] as const;
export type QRErrorLevel = (typeof qrErrorLevels)[number];

/**
 * The QR code for `value` as an SVG document, or null when it cannot be encoded (empty, or too long
 * for a QR code). The callback form of toString runs synchronously, so the image is ready on first paint.
 */
export function qrSvg(value: string, level: QRErrorLevel = 'M'): string | null {
  if (!value) return null;
  let svg: string | null = null;
  try {
    QRCodeLib.toString(
      value,
      {
        type: 'svg',
        errorCorrectionLevel: level,
        margin: 1,
        // The library writes colours into the SVG, so it gets the token values rather than CSS variables.
        color: { dark: neutralColors[900], light: neutralColors[0] },
      },
      (error, result) => {
        svg = error ? null : result;
      },
    );
  } catch {
    return null;
  }
  return svg;
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
