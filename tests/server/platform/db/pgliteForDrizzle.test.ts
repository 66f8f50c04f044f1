import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, MEMORY_DATA_DIR } from '../../../../server/src/platform/db/client';

// The embedded database only: on PostgreSQL queries wait on the network and the loop turns anyway.
describe('queries on the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ dataDir: MEMORY_DATA_DIR });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('lets the event loop run between queries, so requests that need no database are not held up', async () => {
    // One request's queries one after another, as a handler runs them, and a network event due meanwhile.
    const events: string[] = [];
    const handler = async () => {
      for (let index = 0; index < 30; index += 1) {
        await handle.db.execute(sql`select ${index}::int as n`);
        events.push('query');
      }
    };
    const running = handler();
    setImmediate(() => events.push('loop turn'));
    await running;
    expect(events.indexOf('loop turn')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('loop turn')).toBeLessThan(3);
  });

  it('still answers dates as dates and numbers as numbers, inside and outside transactions', async () => {
    const select = sql`select timestamptz '2026-11-28 12:00:00+00' as at, 7::int as n, array[1, 2]::int[] as list`;
    const [outside] = (await handle.db.execute(select)).rows;
    const [inside] = await handle.db.transaction(async (tx) => (await tx.execute(select)).rows);
    for (const row of [outside, inside]) expect(row).toMatchObject({ n: 7, list: [1, 2] });
    // Drizzle's raw execute keeps timestamps as PostgreSQL's text (its own parsers), on both paths alike.
    expect(outside!.at).toBe('2026-11-28 12:00:00+00');
    expect(inside!.at).toBe(outside!.at);
  });
});
