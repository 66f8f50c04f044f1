import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPictureWidths } from '../../../../server/src/platform/plugins/pictureWidths';
import { pictureSrcSet } from '../../../../contract/page/pictureWidths';

const assets = mkdtempSync(join(tmpdir(), 'picture-widths-'));
const app = Fastify();
// What the static files would answer: the picture as it is.
app.get('/assets/*', async (_request, reply) => reply.type('text/plain').send('as it is'));

beforeAll(async () => {
  mkdirSync(join(assets, 'banners'));
  const banner = await sharp({ create: { width: 1400, height: 400, channels: 3, background: '#2f6bff' } })
    .webp()
    .toBuffer();
  writeFileSync(join(assets, 'banners', 'banner-01.webp'), banner);
  writeFileSync(join(assets, 'banners', 'broken.webp'), 'not a picture');
  registerPictureWidths(app, assets);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('content pictures at the width they are shown', () => {
  it('are made at the width asked, as WebP, cached like the picture', async () => {
    const response = await get('/assets/banners/banner-01.webp?w=750');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=86400/);
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect([width, height]).toEqual([750, 214]);
  });

  it('are never made wider than the picture itself', async () => {
    const response = await get('/assets/banners/banner-01.webp?w=1400');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1400);
  });

  it('are the same bytes when asked again (kept, not made anew)', async () => {
    const first = await get('/assets/banners/banner-01.webp?w=480');
    const second = await get('/assets/banners/banner-01.webp?w=480');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('leave other widths, other addresses and unreadable files to the static files', async () => {
    for (const url of [
      '/assets/banners/banner-01.webp?w=751',
      '/assets/banners/banner-01.webp',
      '/assets/banners/missing.webp?w=750',
      '/assets/banners/broken.webp?w=750',
      '/assets/index-abc123.js?w=750',
      '/assets/banners/..%2F..%2Fetc%2Fpasswd.webp?w=750',
    ]) {
      expect((await get(url)).body, url).toBe('as it is');
    }
  });

  it('are offered by the pages for a content picture only, at every width served', () => {
    expect(pictureSrcSet('/assets/banners/banner-01.webp')).toBe(
      '/assets/banners/banner-01.webp?w=480 480w, /assets/banners/banner-01.webp?w=750 750w, /assets/banners/banner-01.webp?w=1080 1080w, /assets/banners/banner-01.webp?w=1400 1400w',
    );
    expect(pictureSrcSet('https://cdn.example.com/banner.webp')).toBeUndefined();
    expect(pictureSrcSet('/assets/index-abc123.js')).toBeUndefined();
  });
});
