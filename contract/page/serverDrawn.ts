/**
 * The attribute of the root element of a page the server drew (server/src/platform/plugins/staticFiles.ts): the
 * browser's entry then holds early clicks and waits for the first screen (src/main.tsx), and the app hydrates the
 * markup instead of drawing it again (src/app/start.tsx).
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';
