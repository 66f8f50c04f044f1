export * from './CoverCropper';
export { PICTURE_SHAPES, type PictureShape } from './cropImage';
export * from './CoverField';
