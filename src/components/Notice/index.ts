export { Notice, noticeTones } from './Notice';
export type { NoticeProps, NoticeTone } from './Notice';
export { ToneGlyph, glyphTones } from './ToneGlyph';
export type { GlyphTone } from './ToneGlyph';
