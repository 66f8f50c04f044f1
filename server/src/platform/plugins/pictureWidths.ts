import type { FastifyInstance } from 'fastify';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import sharp from 'sharp';
import { isContentPicture, isPictureWidth, PICTURE_WIDTH_PARAM } from '../../../../contract/page/pictureWidths';
import { createKeptInMemory } from '../cache/keptInMemory';
import { CONTENT_ASSETS } from './staticFiles';

/** WebP at this quality is indistinguishable from the source at the size it is shown. */
const QUALITY = 78;
/** Pictures made are kept in memory up to this size, the least recently used dropped first. */
const KEPT_BYTES = 24 * 1024 * 1024;

/**
 * Content pictures at the width they are shown (`/assets/banners/banner-01.webp?w=750`, widths from
 * contract/page/pictureWidths.ts): made from the file with sharp (never wider than it), kept in memory per file,
 * width and modification time, and answered like the file. Any other width or address falls through to the static
 * files, which answer the picture as it is.
 */
export function registerPictureWidths(app: FastifyInstance, assetsDir: string | null): void {
  if (!assetsDir) return;
  const root = resolve(assetsDir);
  const kept = createKeptInMemory<Buffer>({ sizeOf: (picture) => picture.byteLength, maxBytes: KEPT_BYTES });
  const pictureOf = (file: string, width: number, key: string) =>
    kept.get(key, () => sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer());

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path = '', query] = request.url.split('?', 2);
    if (!query || !path.startsWith('/assets/')) return;
    const width = Number(new URLSearchParams(query).get(PICTURE_WIDTH_PARAM));
    if (!isPictureWidth(width) || !isContentPicture(path)) return;
    const file = resolve(root, decodeURIComponent(path.slice('/assets/'.length)));
    if (!file.startsWith(root + sep)) return;
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return;
    try {
      const picture = await pictureOf(file, width, `${file} ${width} ${found.mtimeMs}`);
      if (!picture) return undefined;
      return await reply.header('cache-control', CONTENT_ASSETS).type('image/webp').send(picture);
    } catch (error) {
      // A file sharp cannot read is answered as it is, by the static files.
      request.log.warn({ err: error, url: request.url }, 'a picture could not be made at the width asked');
      return undefined;
    }
  });
}
