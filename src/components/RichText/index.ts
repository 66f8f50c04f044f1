export { RichText, richTextSizes } from './RichText';
export type { RichTextProps, RichTextSize } from './RichText';
