export { RichText, richTextClassName, richTextSizes } from './RichText';
export type { RichTextProps, RichTextSize } from './RichText';
