import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, MEMORY_DATA_DIR } from '../../../../server/src/platform/db/client';
import { PgliteThread } from '../../../../server/src/platform/db/pgliteThread';
import { CREATE_NOTES, expectDuplicateNoteRefused, expectTransactionsKeptAndUndone, notes } from './threadNotes';

// The embedded database as the server opens it: on a thread of its own, reached through Drizzle.
describe('the embedded database on its own thread', () => {
  let handle: Extract<DatabaseHandle, { kind: 'pglite' }>;
  beforeAll(async () => {
    const opened = await createDatabase({ dataDir: MEMORY_DATA_DIR, ownThread: true });
    if (opened.kind !== 'pglite') throw new Error('an embedded database was expected');
    handle = opened;
    await handle.client.exec(`
      ${CREATE_NOTES};
      create table thread_kinds (n bigint, flags boolean[], doc jsonb, raw bytea, price numeric(10, 2));
    `);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('answers Drizzle with the rows and types PostgreSQL has, dates mapped as Drizzle maps them', async () => {
    const writtenAt = new Date('2026-09-01T08:30:00.000Z');
    await handle.db.insert(notes).values({ id: 1, body: '开学第一课', writtenAt });
    const [note] = await handle.db.select().from(notes);
    expect(note).toEqual({ id: 1, body: '开学第一课', writtenAt });

    await handle.client.query(
      `insert into thread_kinds values (9007199254740993, '{true,false}', '{"grade":"七年级"}', '\\x0102ff', 19.90)`,
    );
    const { rows } = await handle.client.query<Record<string, unknown>>('select * from thread_kinds');
    expect(rows).toEqual([
      { n: 9007199254740993n, flags: [true, false], doc: { grade: '七年级' }, raw: new Uint8Array([1, 2, 255]), price: '19.90' },
    ]);
  });

  it('keeps a transaction that finishes, undoes one that throws and rolls back to a savepoint', async () => {
    await expectTransactionsKeptAndUndone(handle.db, 10);
  });

  it("hands on a database error's code and constraint, which the services read", async () => {
    await expectDuplicateNoteRefused(handle.db, 30);
  });

  it('runs one transaction at a time: a query from outside waits until the open one ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 40, body: '事务中', writtenAt: new Date() });
      await held;
      order.push('commit');
    });
    await new Promise((wait) => setTimeout(wait, 20));
    const outside = handle.db
      .execute<{ n: number }>(sql`select count(*)::int as n from thread_notes where id = 40`)
      .then((result) => {
        order.push('outside');
        return result.rows[0]?.n;
      });
    await new Promise((wait) => setTimeout(wait, 50));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['commit', 'outside']);
  });

  it('hands on a notification before the answer of the write that raised it, and none after unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await handle.client.listen('thread_news', (payload) => heard.push(payload));
    await handle.client.query(`select pg_notify('thread_news', '第一条')`);
    expect(heard).toEqual(['第一条']);
    await unlisten();
    await handle.client.query(`select pg_notify('thread_news', '第二条')`);
    expect(heard).toEqual(['第一条']);
  });

  it('leaves this thread free while the database works', async () => {
    // A query that keeps PostgreSQL busy for a while; in one thread no timer could fire until it ended.
    const slow = handle.client.query(`select count(*) from generate_series(1, 3000000)`);
    const started = performance.now();
    let timerAt = 0;
    await new Promise<void>((fired) =>
      setTimeout(() => {
        timerAt = performance.now() - started;
        fired();
      }, 5),
    );
    let queryAt = 0;
    await slow.then(() => (queryAt = performance.now() - started));
    // The timer fired while the query was still running, not after it.
    expect(timerAt).toBeLessThan(queryAt / 2);
  });

  it('gives a dump of its data that another database starts from', async () => {
    const dump = await handle.client.dumpDataDir('none');
    const copy = await createDatabase({ dataDir: MEMORY_DATA_DIR, template: dump });
    try {
      expect(
        (
          await copy.db
            .select({ body: notes.body })
            .from(notes)
            .where(sql`id = 1`)
        )[0],
      ).toEqual({ body: '开学第一课' });
    } finally {
      await copy.close();
    }
  });
});

describe('a database thread that has ended', () => {
  it('refuses queries after close instead of leaving them waiting', async () => {
    const thread = await PgliteThread.open(MEMORY_DATA_DIR);
    expect((await thread.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await thread.close();
    expect(thread.closed).toBe(true);
    await expect(thread.query('select 1')).rejects.toThrow('数据库已关闭');
  });
});
