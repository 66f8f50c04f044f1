/*
 * Pictures at the width they are shown: a content picture of the site (a banner, a cover, an article's picture) is
 * served at any of these widths by the server (server/src/platform/plugins/pictureWidths.ts), so a phone fetches a
 * banner drawn 1400 px wide at 750. Read by the pages (srcset) and by the server (the preload of a page's lead
 * picture, which must name the same candidates or the browser fetches the picture twice).
 */

/** The widths a content picture is served at, for `?w=`. */
export const PICTURE_WIDTHS = [480, 750, 1080, 1400] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export const PICTURE_WIDTH_PARAM = 'w';

/** The banner carousel's slide: the page's width up to the desktop container's 1200 px. */
export const BANNER_SIZES = '(max-width: 1200px) 100vw, 1200px';

/** A content picture of this site: under /assets/ in a folder of its own (the build's files sit at its top). */
const CONTENT_PICTURE = /^\/assets\/[\w-]+\/[\w./-]+\.(?:webp|png|jpe?g)$/i;

export function isContentPicture(path: string): boolean {
  return CONTENT_PICTURE.test(path) && !path.includes('..');
}

export function isPictureWidth(width: number): width is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(width);
}

/** The picture's address at one of the widths. */
export function pictureAt(url: string, width: PictureWidth): string {
  return `${url}?${PICTURE_WIDTH_PARAM}=${width}`;
}

/**
 * The `srcset` of a content picture of this site: every width it is served at. Undefined for a picture of another
 * host or with a query of its own, which is shown as it is.
 */
export function pictureSrcSet(url: string): string | undefined {
  if (!isContentPicture(url)) return undefined;
  return PICTURE_WIDTHS.map((width) => `${pictureAt(url, width)} ${width}w`).join(', ');
}
