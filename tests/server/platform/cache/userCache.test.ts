import { describe, expect, it } from 'vitest';
import type { RowChangeFeed, RowChangeListener } from '../../../../server/src/platform/db/rowChanges';
import { createUserCache } from '../../../../server/src/platform/cache/userCache';

/** A change feed the test drives by hand: what the database's notices would do. */
function handFeed() {
  let listener: RowChangeListener | undefined;
  const feed: RowChangeFeed = {
    async watch(next) {
      listener = next;
      next.live();
      return async () => {
        listener = undefined;
      };
    },
    caughtUp: async () => undefined,
  };
  return {
    feed,
    change: (payload: string) => listener?.change(payload),
    gap: () => listener?.gap(),
    live: () => listener?.live(),
  };
}

async function followed(ttlSeconds = 60, now?: () => number) {
  const hand = handFeed();
  const cache = createUserCache({ ttlSeconds, ...(now ? { now } : {}) });
  await cache.follow(hand.feed);
  return { cache, ...hand };
}

function counter() {
  let loads = 0;
  return { load: async () => `answer-${++loads}`, count: () => loads };
}

describe('copies of signed-in users’ reads', () => {
  it('answers a kept copy without loading again, until it expires', async () => {
    let now = 0;
    const { cache } = await followed(10, () => now);
    const { load, count } = counter();
    expect(await cache.remember(7, 'myCourses', load)).toBe('answer-1');
    expect(cache.peek(7, 'myCourses')).toBe('answer-1');
    now = 9_000;
    expect(await cache.remember(7, 'myCourses', load)).toBe('answer-1');
    now = 10_001;
    expect(cache.peek(7, 'myCourses')).toBeUndefined();
    expect(await cache.remember(7, 'myCourses', load)).toBe('answer-2');
    expect(count()).toBe(2);
  });

  it('keeps one user’s copy apart from another’s', async () => {
    const { cache } = await followed();
    await cache.remember(7, 'profile', async () => 'seven');
    await cache.remember(8, 'profile', async () => 'eight');
    expect(cache.peek(7, 'profile')).toBe('seven');
    expect(cache.peek(8, 'profile')).toBe('eight');
  });

  it('keeps nothing without a change feed, since changes made elsewhere would go unheard', async () => {
    const cache = createUserCache({ ttlSeconds: 60 });
    const { load, count } = counter();
    await cache.remember(7, 'profile', load);
    await cache.remember(7, 'profile', load);
    expect(count()).toBe(2);
    expect(cache.active).toBe(false);
  });

  /** User 7's answer and session, and user 8's answer, as copied before the database sends `payload`. */
  async function afterChange(payload: string) {
    const { cache, change } = await followed();
    await cache.remember(7, 'myCourses', async () => 'old list');
    await cache.rememberFound(
      'token-hash',
      () => 7,
      async () => 'session of 7',
    );
    await cache.remember(8, 'myCourses', async () => 'list of 8');
    change(payload);
    return {
      answer: cache.peek(7, 'myCourses'),
      session: await cache.rememberFound(
        'token-hash',
        () => 7,
        async () => 'reloaded',
      ),
      otherUser: cache.peek(8, 'myCourses'),
    };
  }

  it('drops a user’s copies, session included, when the database says their session or account changed', async () => {
    expect(await afterChange('7')).toEqual({ answer: undefined, session: 'reloaded', otherUser: 'list of 8' });
  });

  it('drops a user’s answers but keeps their session when the database says their other rows changed', async () => {
    expect(await afterChange('answers:7')).toEqual({ answer: undefined, session: 'session of 7', otherUser: 'list of 8' });
  });

  it('drops every answer but keeps sessions when shared catalogue rows change', async () => {
    expect(await afterChange('*')).toEqual({ answer: undefined, session: 'session of 7', otherUser: undefined });
  });

  it('keeps a session found while only the user’s answers were being forgotten, and no answer read meanwhile', async () => {
    const { cache, change } = await followed();
    let finishSession: (value: string) => void = () => undefined;
    let finishAnswer: (value: string) => void = () => undefined;
    const session = cache.rememberFound(
      'token-hash',
      () => 7,
      () => new Promise<string>((resolve) => (finishSession = resolve)),
    );
    const answer = cache.remember(7, 'myOrders', () => new Promise<string>((resolve) => (finishAnswer = resolve)));
    change('answers:7');
    finishSession('session of 7');
    finishAnswer('orders before the change');
    await Promise.all([session, answer]);
    const { load, count } = counter();
    await cache.rememberFound('token-hash', () => 7, load);
    expect(count()).toBe(0);
    expect(cache.peek(7, 'myOrders')).toBeUndefined();
  });

  it('drops only a user’s answers when told so, without waiting for the database', async () => {
    const { cache } = await followed();
    await cache.remember(7, 'myOrders', async () => 'no orders');
    await cache.rememberFound(
      'token-hash',
      () => 7,
      async () => 'session of 7',
    );
    cache.forgetAnswers(7);
    expect(cache.peek(7, 'myOrders')).toBeUndefined();
    expect(
      await cache.rememberFound(
        'token-hash',
        () => 7,
        async () => 'reloaded',
      ),
    ).toBe('session of 7');
  });

  it('does not keep what a load read when the user’s rows changed while it ran', async () => {
    const { cache, change } = await followed();
    let finish: (value: string) => void = () => undefined;
    const slow = cache.remember(7, 'profile', () => new Promise<string>((resolve) => (finish = resolve)));
    change('7');
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    expect(cache.peek(7, 'profile')).toBeUndefined();
  });

  it('does not keep a session found while its user was being forgotten', async () => {
    const { cache } = await followed();
    let finish: (value: string) => void = () => undefined;
    const slow = cache.rememberFound(
      'token-hash',
      () => 7,
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    cache.forgetUser(7);
    finish('session read before the logout');
    await slow;
    expect(
      await cache.rememberFound(
        'token-hash',
        () => 7,
        async () => 'read again',
      ),
    ).toBe('read again');
  });

  it('keeps no session that names no user (unknown or revoked tokens)', async () => {
    const { cache } = await followed();
    const { load, count } = counter();
    await cache.rememberFound('bad-token', () => null, load);
    await cache.rememberFound('bad-token', () => null, load);
    expect(count()).toBe(2);
  });

  it('forgets a user at once when told, without waiting for the database', async () => {
    const { cache } = await followed();
    await cache.remember(7, 'notifications', async () => 'no messages');
    cache.forgetUser(7);
    expect(cache.peek(7, 'notifications')).toBeUndefined();
  });

  it('keeps nothing while the feed is cut and starts afresh when it is back', async () => {
    const { cache, gap, live } = await followed();
    await cache.remember(7, 'profile', async () => 'before the cut');
    gap();
    expect(cache.active).toBe(false);
    expect(cache.peek(7, 'profile')).toBeUndefined();
    const { load, count } = counter();
    await cache.remember(7, 'profile', load);
    await cache.remember(7, 'profile', load);
    expect(count()).toBe(2);
    live();
    expect(cache.active).toBe(true);
    expect(cache.peek(7, 'profile')).toBeUndefined();
    await cache.remember(7, 'profile', load);
    expect(cache.peek(7, 'profile')).toBe('answer-3');
  });

  it('makes room by dropping the oldest copies when its memory bound is reached', async () => {
    const hand = handFeed();
    const cache = createUserCache({ ttlSeconds: 60, maxBytes: 2_500 });
    await cache.follow(hand.feed);
    const answer = (text: string) => Buffer.from(text.padEnd(1_000, '.'));
    await cache.remember(7, 'profile', async () => answer('seven'));
    await cache.remember(8, 'profile', async () => answer('eight'));
    await cache.remember(9, 'profile', async () => answer('nine'));
    expect(cache.peek(7, 'profile')).toBeUndefined();
    expect(cache.peek<Buffer>(8, 'profile')?.toString()).toMatch(/^eight/);
    expect(cache.peek<Buffer>(9, 'profile')?.toString()).toMatch(/^nine/);
    expect(cache.counts()).toMatchObject({ entries: 2, bytes: 2_000 });
  });

  it('keeps nothing when its time to live is zero', async () => {
    const { cache } = await followed(0);
    const { load, count } = counter();
    await cache.remember(7, 'profile', load);
    await cache.remember(7, 'profile', load);
    expect(count()).toBe(2);
  });
});
