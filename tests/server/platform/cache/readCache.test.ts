import { describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '../../../../server/src/platform/cache/cacheTags';
import { createReadCache } from '../../../../server/src/platform/cache/readCache';

describe('read cache', () => {
  it('serves the stored answer until it expires', async () => {
    let now = 0;
    const cache = createReadCache({ ttlSeconds: 10, now: () => now });
    let loads = 0;
    const load = async () => `answer-${++loads}`;
    expect(await cache.remember('k', ['news'], load)).toBe('answer-1');
    now = 9_000;
    expect(await cache.remember('k', ['news'], load)).toBe('answer-1');
    now = 10_001;
    expect(await cache.remember('k', ['news'], load)).toBe('answer-2');
  });

  it('loads once for concurrent misses of the same key', async () => {
    const cache = createReadCache({ ttlSeconds: 10 });
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`answer-${++loads}`), 10));
    const answers = await Promise.all([
      cache.remember('k', [], load),
      cache.remember('k', [], load),
      cache.remember('k', [], load),
    ]);
    expect(answers).toEqual(['answer-1', 'answer-1', 'answer-1']);
  });

  it('drops entries of an invalidated tag and keeps the others', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    let loads = 0;
    const load = async () => `answer-${++loads}`;
    await cache.remember('news-list', ['news'], load);
    await cache.remember('course-list', ['catalog'], load);
    cache.invalidate('news');
    expect(await cache.remember('news-list', ['news'], load)).toBe('answer-3');
    expect(await cache.remember('course-list', ['catalog'], load)).toBe('answer-2');
  });

  it('drops an entry made of several reads on any write, whatever its tag', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    let loads = 0;
    const load = async () => `answer-${++loads}`;
    await cache.remember('opening-answers:/course/chapter?courseId=3', [CACHE_TAGS.everyWrite], load);
    await cache.remember('news-list', ['news'], load);
    cache.invalidate(CACHE_TAGS.catalog);
    expect(await cache.remember('opening-answers:/course/chapter?courseId=3', [CACHE_TAGS.everyWrite], load)).toBe('answer-3');
    expect(await cache.remember('news-list', ['news'], load)).toBe('answer-2');
  });

  it('does not keep an answer loaded while a write invalidated the cache', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    let release: (value: string) => void = () => {};
    const slow = cache.remember('k', ['news'], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('news');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.remember('k', ['news'], async () => 'fresh')).toBe('fresh');
  });

  it('does not hand a read made after a write the answer of a load that began before it', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    let release: (value: string) => void = () => {};
    const before = cache.remember('k', ['faq'], () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('faq');
    const after = cache.remember('k', ['faq'], async () => 'fresh');
    release('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.remember('k', ['faq'], async () => 'again')).toBe('fresh');
  });

  it('keeps nothing when its lifetime is zero', async () => {
    const cache = createReadCache({ ttlSeconds: 0 });
    let loads = 0;
    await cache.remember('k', [], async () => `${++loads}`);
    expect(await cache.remember('k', [], async () => `${++loads}`)).toBe('2');
  });

  it('does not keep failures', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    await expect(cache.remember('k', [], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.remember('k', [], async () => 'ok')).toBe('ok');
  });
});
