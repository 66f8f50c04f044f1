export { CaptchaImage, captchaImageSizes, captchaImageStates } from './CaptchaImage';
export type { CaptchaImageProps, CaptchaImageSize, CaptchaImageState } from './CaptchaImage';
export { RefreshGlyph } from './RefreshGlyph';
