import { createHash } from 'node:crypto';
import { createKeptInMemory } from '../platform/cache/keptInMemory';
import type { RenderedPage } from './renderThread';

/** What a drawn page depends on: nothing else goes into the render of an anonymous visitor's page. */
export interface RenderKey {
  /** Path and query, as requested. */
  url: string;
  /** The public origin the page's links and tags are written for. */
  origin: string;
  /** Phones and tablets get the phone's frame: the render differs by device kind, never by the full user agent. */
  device: 'mobile' | 'desktop';
  /** The language the page is drawn in. */
  language: string;
  /** The answers to the page's opening calls, which the page is drawn from. */
  answers: Readonly<Record<string, unknown>>;
}

export interface RenderCache {
  /** The page drawn for `key`: kept from an earlier render, or drawn now (once, however many ask at the same time). */
  render(key: RenderKey, draw: () => Promise<RenderedPage | null>): Promise<RenderedPage | null>;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
}

/**
 * Drawn pages of anonymous visitors, kept a short while: drawing a page is work on the server's one thread,
 * repeated for every visitor of a popular course otherwise.
 *
 * A page is kept under a fingerprint of the answers it was drawn from, so it is never older than its data: an
 * edit drops the read cache's answers on every instance at once (platform/cache/sharedInvalidation.ts), the
 * next visit's answers differ, and the page is drawn anew. The time limit bounds what a render reads beside its
 * answers (today's date). Signed-in visitors never reach it: their pages are not drawn (serverRender.ts).
 * Least recently used pages go first when the count or the size runs over.
 */
export function createRenderCache(options: {
  ttlSeconds: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}): RenderCache {
  const kept = createKeptInMemory<RenderedPage>({
    sizeOf: (page) => Buffer.byteLength(page.html),
    maxEntries: options.maxEntries ?? 500,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
    ttlMs: options.ttlSeconds * 1000,
    now: options.now,
  });
  return {
    // A page the render could not draw (null) is not kept: the next visit tries again.
    render: (key, draw) => (options.ttlSeconds <= 0 ? draw() : kept.get(keyOf(key), draw)),
    stats: () => kept.stats(),
  };
}

function keyOf(key: RenderKey): string {
  const answers = createHash('sha256').update(JSON.stringify(key.answers)).digest('base64url');
  return `${key.language} ${key.device} ${key.origin}${key.url} ${answers}`;
}
