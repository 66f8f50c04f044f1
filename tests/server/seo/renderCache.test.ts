import { describe, expect, it, vi } from 'vitest';
import { createRenderCache, type RenderKey } from '../../../server/src/seo/renderCache';

const key = (change: Partial<RenderKey> = {}): RenderKey => ({
  url: '/course/chapter?courseId=16',
  origin: 'https://xueban.test',
  device: 'desktop',
  language: 'zh-CN',
  answers: { 'course:16': { id: 16, price: 599 } },
  ...change,
});
const page = (html: string) => ({ html, notFound: false });

describe('the cache of drawn pages', () => {
  it('serves a page drawn for the same address, device, language and answers without drawing it again', async () => {
    const cache = createRenderCache({ ttlSeconds: 30 });
    const draw = vi.fn(async () => page('<h1>五年级数学</h1>'));
    await cache.render(key(), draw);
    await expect(cache.render(key(), draw)).resolves.toEqual(page('<h1>五年级数学</h1>'));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('draws the page anew once its answers change (an edit, on any instance)', async () => {
    const cache = createRenderCache({ ttlSeconds: 30 });
    await cache.render(key(), async () => page('¥599'));
    const edited = await cache.render(key({ answers: { 'course:16': { id: 16, price: 499 } } }), async () => page('¥499'));
    expect(edited?.html).toBe('¥499');
  });

  it('keeps a page per device kind, language, origin and query', async () => {
    const cache = createRenderCache({ ttlSeconds: 30 });
    const draw = vi.fn(async () => page('x'));
    for (const change of [
      {},
      { device: 'mobile' as const },
      { language: 'en' },
      { origin: 'http://other.test' },
      { url: '/course/chapter?courseId=17' },
    ]) {
      await cache.render(key(change), draw);
    }
    expect(draw).toHaveBeenCalledTimes(5);
  });

  it('draws a page that has outlived its time again', async () => {
    let clock = 0;
    const cache = createRenderCache({ ttlSeconds: 30, now: () => clock });
    const draw = vi.fn(async () => page('x'));
    await cache.render(key(), draw);
    clock = 29_999;
    await cache.render(key(), draw);
    clock = 30_000;
    await cache.render(key(), draw);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws a page once for visitors asking at the same time', async () => {
    const cache = createRenderCache({ ttlSeconds: 30 });
    let finish: (value: { html: string; notFound: boolean }) => void = () => undefined;
    const draw = vi.fn(() => new Promise<{ html: string; notFound: boolean }>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.render(key(), draw), cache.render(key(), draw)]);
    finish(page('x'));
    expect(await both).toEqual([page('x'), page('x')]);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('keeps no page the render could not draw', async () => {
    const cache = createRenderCache({ ttlSeconds: 30 });
    const draw = vi.fn(async () => null);
    await cache.render(key(), draw);
    await cache.render(key(), draw);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('lets the least recently used page go when the count or the size runs over', async () => {
    const cache = createRenderCache({ ttlSeconds: 30, maxEntries: 2, maxBytes: 10 });
    const at = (n: number) => key({ url: `/news/detail?id=${n}` });
    await cache.render(at(1), async () => page('aaaa'));
    await cache.render(at(2), async () => page('bbbb'));
    await cache.render(at(1), async () => page('never'));
    await cache.render(at(3), async () => page('cccc'));
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 8 });
    const redraw = vi.fn(async () => page('bbbb'));
    await cache.render(at(2), redraw);
    expect(redraw).toHaveBeenCalledTimes(1);
    await cache.render(at(3), async () => page('cccc'));
    await cache.render(at(9), async () => page('a page larger than the whole cache'));
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
  });

  it('keeps nothing when the time limit is zero', async () => {
    const cache = createRenderCache({ ttlSeconds: 0 });
    const draw = vi.fn(async () => page('x'));
    await cache.render(key(), draw);
    await cache.render(key(), draw);
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
