export { Dialog, dialogStates, dialogWidthPresets, dialogWidths } from './Dialog';
export type { DialogProps, DialogState, DialogWidthPreset } from './Dialog';
export { CloseGlyph } from './CloseGlyph';
