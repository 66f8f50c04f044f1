/** The bar's own height above the home indicator: a thumb-sized tab with its icon over its word. */
export const TAB_BAR_HEIGHT = '56px';
/** What a page keeps free at its end so the fixed bar never covers it. */
export const TAB_BAR_SPACE = `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;
