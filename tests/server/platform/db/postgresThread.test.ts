import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, MEMORY_DATA_DIR } from '../../../../server/src/platform/db/client';
import { runMigrations } from '../../../../server/src/platform/db/migrate';
import { PostgresThreadPool } from '../../../../server/src/platform/db/postgresThread';
import { freshDatabase, type FreshDatabase } from './freshDatabase';
import { CREATE_NOTES, expectDuplicateNoteRefused, expectTransactionsKeptAndUndone, notes } from './threadNotes';

type PostgresHandle = Extract<DatabaseHandle, { kind: 'postgres' }>;

// The PostgreSQL pool as the server opens it: on a thread of its own, reached through Drizzle.
describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool on its own thread', () => {
  let fresh: FreshDatabase;
  let handle: PostgresHandle;
  let connectionString: string;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    fresh = await freshDatabase({ migrate: false });
    if (fresh.handle.kind !== 'postgres') throw new Error('PostgreSQL was expected');
    connectionString = fresh.handle.client.options.connectionString!;
    const opened = await createDatabase({
      databaseUrl: connectionString,
      dataDir: MEMORY_DATA_DIR,
      poolSize: 2,
      ownThread: true,
      onPoolError: (error) => connectionErrors.push(error),
    });
    if (opened.kind !== 'postgres') throw new Error('PostgreSQL was expected');
    handle = opened;
    await handle.client.query(`
      ${CREATE_NOTES};
      create table thread_kinds (n bigint, flags boolean[], doc jsonb, raw bytea, price numeric(10, 2), day date);
    `);
  });
  afterAll(async () => {
    await handle?.close();
    await fresh?.cleanup();
  });

  it('is a pool on a thread of its own, not node-postgres in this thread', () => {
    expect(handle.client).toBeInstanceOf(PostgresThreadPool);
  });

  it('answers Drizzle with the rows and types node-postgres gives, dates mapped as Drizzle maps them', async () => {
    const writtenAt = new Date('2026-09-01T08:30:00.000Z');
    await handle.db.insert(notes).values({ id: 1, body: '开学第一课', writtenAt });
    expect(await handle.db.select().from(notes)).toEqual([{ id: 1, body: '开学第一课', writtenAt }]);

    // A Buffer crosses as bytes, not as JSON.
    await handle.client.query(`insert into thread_kinds values ($1, $2, $3, $4, $5, $6)`, [
      '9007199254740993',
      [true, false],
      { grade: '七年级' },
      Buffer.from([1, 2, 255]),
      '19.90',
      '2026-09-01',
    ]);
    const [row] = (await handle.client.query<Record<string, unknown>>('select * from thread_kinds')).rows;
    expect(row).toMatchObject({ n: '9007199254740993', flags: [true, false], doc: { grade: '七年级' }, price: '19.90' });
    expect([...(row!.raw as Uint8Array)]).toEqual([1, 2, 255]);
    // Outside Drizzle node-postgres' own parsers apply (a date becomes a Date); through Drizzle it stays text.
    expect(row!.day).toBeInstanceOf(Date);
    const [viaDrizzle] = (await handle.db.execute<{ day: unknown }>(sql`select day from thread_kinds`)).rows;
    expect(viaDrizzle!.day).toBe('2026-09-01');
  });

  it('keeps a transaction that finishes, undoes one that throws and rolls back to a savepoint', async () => {
    await expectTransactionsKeptAndUndone(handle.db, 10);
  });

  it('keeps a transaction on one connection while other queries use another', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 40, body: '事务中', writtenAt: new Date() });
      await held;
    });
    await new Promise((wait) => setTimeout(wait, 20));
    // Not committed yet: another connection does not see it, and is not held up by it.
    const outside = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from thread_notes where id = 40`);
    expect(outside.rows[0]?.n).toBe(0);
    release();
    await transaction;
    const after = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from thread_notes where id = 40`);
    expect(after.rows[0]?.n).toBe(1);
  });

  it("hands on a database error's code and constraint, which the services read", async () => {
    await expectDuplicateNoteRefused(handle.db, 30);
  });

  it('names a query with parameters on its connections, so PostgreSQL plans it once', async () => {
    const text = 'select $1::int * 2 as doubled, $2::text as thread';
    for (const n of [1, 2, 3]) {
      expect((await handle.client.query(text, [n, '线程'])).rows).toEqual([{ doubled: n * 2, thread: '线程' }]);
    }
    const connection = await handle.client.connect();
    try {
      await connection.query(text, [4, '同一连接']);
      const { rows } = await connection.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [text],
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      connection.release();
    }
  });

  it('migrates a database under the advisory lock, through a connection of its own', async () => {
    // The test suites' databases on PostgreSQL are opened on a thread too.
    const empty = await freshDatabase({ migrate: false });
    try {
      expect(empty.handle.client).toBeInstanceOf(PostgresThreadPool);
      await runMigrations(empty.handle);
      const { rows } = await empty.handle.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await empty.cleanup();
    }
  });

  it('reports a connection PostgreSQL ended and answers the next query on a new one', async () => {
    const connection = await handle.client.connect();
    const { rows } = await connection.query<{ pid: number }>('select pg_backend_pid() as pid');
    connection.release();
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => connectionErrors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(connectionErrors[0]?.message).toMatch(/terminat/);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await handle.client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    }
  });

  it('refuses queries after close instead of leaving them waiting', async () => {
    const pool = await PostgresThreadPool.open({ connectionString, max: 1, preparedStatements: true }, () => undefined);
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
    await expect(pool.query('select 1')).rejects.toThrow('数据库已关闭');
  });

  it('fails to open, and says why, when PostgreSQL cannot be reached', async () => {
    const unreachable = new URL(connectionString);
    unreachable.port = '1';
    await expect(
      PostgresThreadPool.open({ connectionString: unreachable.href, max: 1, preparedStatements: true }, () => undefined),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
