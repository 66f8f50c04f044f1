import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type Store } from '../../../../server/src/platform/store';

function storeContract(name: string, open: () => Promise<{ store: Store; advance(ms: number): Promise<void> }>) {
  describe(name, () => {
    let store: Store;
    let advance: (ms: number) => Promise<void>;

    beforeAll(async () => {
      ({ store, advance } = await open());
    });
    afterAll(async () => {
      await store?.close();
    });

    it('returns what was set until the TTL runs out', async () => {
      await store.set('greeting', '你好', 1);
      expect(await store.get('greeting')).toBe('你好');
      await advance(1100);
      expect(await store.get('greeting')).toBeNull();
    });

    it('forgets a deleted key', async () => {
      await store.set('gone', 'x', 60);
      await store.del('gone');
      expect(await store.get('gone')).toBeNull();
    });

    it('counts up and starts the TTL with the first increment only', async () => {
      expect(await store.incr('counter', 1)).toBe(1);
      await advance(600);
      expect(await store.incr('counter', 1)).toBe(2);
      expect(await store.incr('counter', 1)).toBe(3);
      await advance(600);
      expect(await store.incr('counter', 1)).toBe(1);
    });

    it('lets one of two concurrent claims hold a key, until the claim is as old as asked by the caller’s clock', async () => {
      const claims = await Promise.all([store.claimSince('claim', 10_000, 60_000), store.claimSince('claim', 10_001, 60_000)]);
      expect(claims).toEqual([null, 10_000]);
      expect(await store.claimSince('claim', 69_999, 60_000)).toBe(10_000);
      // 60 seconds on by the caller's clock the claim is over, whatever the store's own clock says.
      expect(await store.claimSince('claim', 70_000, 60_000)).toBeNull();
      expect(await store.claimSince('claim', 70_001, 60_000)).toBe(70_000);
      await store.del('claim');
      expect(await store.claimSince('claim', 70_002, 60_000)).toBeNull();
    });

    it('ends a claim with its TTL, the hold asked for', async () => {
      expect(await store.claimSince('brief', 10_000, 1_000)).toBeNull();
      await advance(1100);
      expect(await store.claimSince('brief', 10_000, 1_000)).toBeNull();
    });

    it('hands a value out once with take', async () => {
      await store.set('once', 'answer', 60);
      const [first, second] = await Promise.all([store.take('once'), store.take('once')]);
      expect([first, second].sort()).toEqual(['answer', null].sort());
      expect(await store.get('once')).toBeNull();
    });

    it('judges concurrent guesses at a code one after another, as one atomic step each', async () => {
      await store.set('code', JSON.stringify({ hash: 'right', sentAt: 1_000, tries: 0 }), 60);
      const guess = (hash: string) =>
        store.guessCode('code', { hash, now: 2_000, lifetimeMs: 60_000, maxTries: 5, consume: true });
      const results = await Promise.all([...Array.from({ length: 5 }, () => guess('wrong')), guess('right')]);
      expect(results).toEqual([
        ...[4, 3, 2, 1].map((triesLeft) => ({ outcome: 'wrong', triesLeft })),
        { outcome: 'dead' },
        { outcome: 'missing' },
      ]);
      expect(await store.get('code')).toBeNull();
    });

    it('uses a right code up once, keeps it without consume, and drops it once too old', async () => {
      await store.set('kept', JSON.stringify({ hash: 'h', sentAt: 1_000, tries: 0 }), 60);
      const guess = (consume: boolean, now = 2_000) =>
        store.guessCode('kept', { hash: 'h', now, lifetimeMs: 60_000, maxTries: 5, consume });
      expect(await guess(false)).toEqual({ outcome: 'right' });
      expect(await Promise.all([guess(true), guess(true)])).toEqual([{ outcome: 'right' }, { outcome: 'missing' }]);
      await store.set('kept', JSON.stringify({ hash: 'h', sentAt: 1_000, tries: 0 }), 60);
      expect(await guess(false, 61_000)).toEqual({ outcome: 'missing' });
      expect(await store.get('kept')).toBeNull();
    });

    it('keeps a code record’s other fields through a wrong guess', async () => {
      await store.set('owned', JSON.stringify({ hash: 'h', sentAt: 1_000, tries: 0, phone: '13800138000' }), 60);
      const guess = { now: 2_000, lifetimeMs: 60_000, maxTries: 5, consume: true };
      expect(await store.guessCode('owned', { ...guess, hash: 'x' })).toEqual({ outcome: 'wrong', triesLeft: 4 });
      expect(JSON.parse((await store.get('owned'))!)).toEqual({ hash: 'h', sentAt: 1_000, tries: 1, phone: '13800138000' });
      expect(await store.guessCode('owned', { ...guess, hash: 'h' })).toEqual({ outcome: 'right' });
    });

    it('answers null for a key that never existed', async () => {
      expect(await store.take('never')).toBeNull();
      expect(await store.get('never')).toBeNull();
    });
  });
}

storeContract('memory store', async () => {
  let now = Date.now();
  return {
    store: createMemoryStore(() => now),
    advance: async (ms) => {
      now += ms;
    },
  };
});

describe.skipIf(!process.env.REDIS_URL)('redis store (REDIS_URL)', () => {
  storeContract('on redis', async () => ({
    store: await createRedisStore({ url: process.env.REDIS_URL!, prefix: `xueban-test:${randomBytes(6).toString('hex')}:` }),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('lets two connections see the same values, as two server processes do', async () => {
    const prefix = `xueban-test:${randomBytes(6).toString('hex')}:`;
    const one = await createRedisStore({ url: process.env.REDIS_URL!, prefix });
    const two = await createRedisStore({ url: process.env.REDIS_URL!, prefix });
    try {
      await one.set('shared', 'v', 60);
      expect(await two.take('shared')).toBe('v');
      expect(await one.get('shared')).toBeNull();
    } finally {
      await one.close();
      await two.close();
    }
  });
});
