import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  gzippedWithNonce,
  keptNoncedPages,
  NONCE_SLOT,
  type NoncedPage,
  noncedPage,
  pageWithNonce,
} from '../../../server/src/seo/noncedPage';
import { PAINT_WHEN_DRAWN_END_IS_PARSED } from '../../../server/src/platform/plugins/staticFiles';
import { createTestApp, type TestApp } from '../support/testApp';
import { fakeDist } from './helpers';

describe('a page kept with a slot for its nonce', () => {
  const html = `<head><style nonce="${NONCE_SLOT}">.a{}</style><meta name="csp-nonce" content="${NONCE_SLOT}"></head><p>${'一年级语文 '.repeat(3000)}</p>${NONCE_SLOT}`;
  const expected = (nonce: string) => html.split(NONCE_SLOT).join(nonce);

  it('puts the nonce into every slot', () => {
    expect(pageWithNonce(noncedPage(html), 'n1').toString()).toBe(expected('n1'));
  });

  /** The page compressed with this nonce, once its parts are deflated (from the second time it is asked for). */
  const gzippedOnceReady = (page: NoncedPage, nonce: string) =>
    vi.waitFor(() => {
      const gzipped = gzippedWithNonce(page, nonce);
      if (!gzipped) throw new Error('not deflated yet');
      return gzipped;
    });

  it('compresses to gzip any browser reads, with each answer’s own nonce and checksum', async () => {
    const page = noncedPage(html);
    for (const nonce of ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210']) {
      const gzipped = await gzippedOnceReady(page, nonce);
      expect(gunzipSync(gzipped).toString()).toBe(expected(nonce));
      // Deflated once: the whole page is far smaller than its text.
      expect(gzipped.length).toBeLessThan(Buffer.byteLength(html) / 10);
    }
  });

  it('is not compressed for the first answer: a page asked for once is left to be compressed with it', async () => {
    const page = noncedPage(html);
    expect(gzippedWithNonce(page, 'n')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gzippedWithNonce(page, 'n')).toBeNull();
    expect(gunzipSync(await gzippedOnceReady(page, 'n')).toString()).toBe(expected('n'));
  });

  it('compresses a page without any slot, and one that is a slot alone', async () => {
    expect(gunzipSync(await gzippedOnceReady(noncedPage('<p>课程</p>'), 'n')).toString()).toBe('<p>课程</p>');
    expect(gunzipSync(await gzippedOnceReady(noncedPage(NONCE_SLOT), 'n2')).toString()).toBe('n2');
  });

  it('is put together once for a drawn page, and again when what it was made from changes', () => {
    const keptPage = keptNoncedPages<object>();
    const drawn = {};
    const assemble = vi.fn(() => `<p>${NONCE_SLOT}</p>`);
    const first = keptPage(drawn, ['head', 'answers'], assemble);
    expect(keptPage(drawn, ['head', 'answers'], assemble)).toBe(first);
    expect(assemble).toHaveBeenCalledTimes(1);
    expect(keptPage(drawn, ['head', 'other answers'], assemble)).not.toBe(first);
    keptPage({}, ['head', 'other answers'], assemble);
    expect(assemble).toHaveBeenCalledTimes(3);
  });
});

describe('a drawn page as the server answers it', () => {
  let t: TestApp;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const dist = await fakeDist();
    cleanup = dist.cleanup;
    await mkdir(join(dist.dir, 'assets'));
    await mkdir(join(dist.dir, 'ssr'));
    await mkdir(join(dist.dir, '.vite'));
    await writeFile(join(dist.dir, 'assets', 'NewsPage-1.css'), '.news{color:#333}');
    await writeFile(
      join(dist.dir, '.vite', 'page-preloads.json'),
      JSON.stringify({ '/news': { scripts: ['assets/NewsPage-2.js'], styles: ['assets/NewsPage-1.css'] } }),
    );
    // The render's place in a build: one page, the same for every visitor.
    await writeFile(
      join(dist.dir, 'ssr', 'renderPage.js'),
      `export async function renderPage() { return { html: '<main class="news"><h1 style="--w:1">学习资讯</h1>${'<p>资讯</p>'.repeat(500)}</main>', notFound: false }; }`,
    );
    t = await createTestApp({ build: { distDir: dist.dir } });
  });
  afterAll(async () => {
    await t?.close();
    await cleanup?.();
  });

  const visit = (acceptEncoding: string) =>
    t.app.inject({
      method: 'GET',
      url: '/news',
      headers: { 'accept-encoding': acceptEncoding, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
  const nonceOf = (page: string) => /<meta name="csp-nonce" content="([0-9a-f]+)"/.exec(page)?.[1];

  /** The page as the browser reads it, and how it came. */
  const decoded = (response: Awaited<ReturnType<typeof visit>>) => {
    const encoding = response.headers['content-encoding'];
    const page =
      encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : response.rawPayload;
    return { encoding, page: page.toString() };
  };

  it('is sent compressed, from the second visit on as the page kept compressed, each visit with its own nonce', async () => {
    const pages: string[] = [];
    const nonces = new Set<string>();
    const encodings: unknown[] = [];
    // The first visits' pages are compressed per answer, until the kept page's own is ready.
    for (let visitNumber = 0; visitNumber < 30 && encodings.at(-1) !== 'gzip'; visitNumber += 1) {
      const response = await visit('gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      const { encoding, page } = decoded(response);
      encodings.push(encoding);
      expect(page).toContain('<div id="root" data-server-drawn=""><main class="news">');
      // Painted whole: the head waits for the element after the page's markup.
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toContain(PAINT_WHEN_DRAWN_END_IS_PARSED);
      expect(page).toContain('</main></div><template id="drawn-end"></template>');
      const nonce = nonceOf(page)!;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      // The inlined style sheet and the lifted inline style carry the same nonce, and no slot is left.
      expect(page.split(`nonce="${nonce}"`)).toHaveLength(3);
      expect(page).not.toContain('nonce-slot-');
      nonces.add(nonce);
      pages.push(page.replaceAll(nonce, 'N'));
      if (encoding === 'gzip') expect(response.headers.vary).toBe('User-Agent, Accept-Encoding');
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(encodings[0]).toBe('br');
    expect(encodings.at(-1)).toBe('gzip');
    expect(nonces.size).toBe(pages.length);
    expect(new Set(pages).size).toBe(1);
  });

  it('is sent as it is to a browser that takes no gzip, the same page but for its nonce', async () => {
    const plain = await visit('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = decoded(await visit('gzip')).page;
    expect(plain.body.replaceAll(nonceOf(plain.body)!, 'N')).toBe(compressed.replaceAll(nonceOf(compressed)!, 'N'));
  });
});
