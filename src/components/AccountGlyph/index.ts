export { AccountGlyph } from './AccountGlyph';
export type { AccountGlyphName } from './AccountGlyph';
