export { QRCode, qrCodeSizes } from './QRCode';
export type { QRCodeProps, QRCodeSize } from './QRCode';
export { qrErrorLevels, qrSvg, svgDataUri } from './qrSvg';
export type { QRErrorLevel } from './qrSvg';
