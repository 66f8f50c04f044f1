export { Image, imageFits, imageRadii, imageStates } from './Image';
export type { ImageFit, ImageProps, ImageRadius, ImageState } from './Image';
export { defaultFallbackSrc } from './fallbackImage';
