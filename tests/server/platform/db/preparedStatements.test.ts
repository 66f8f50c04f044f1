import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../../server/src/platform/db/client';
import { PreparingClient, statementName } from '../../../../server/src/platform/db/preparedStatements';

const databaseUrl = process.env.DATABASE_URL;
/** A catalogue table every database has, for a query Drizzle prepares. */
const namespaces = pgTable('pg_namespace', { nspname: text('nspname').notNull() });

describe('statement names', () => {
  it('gives one text the same name every time and another text another name', () => {
    const first = statementName('select $1::int as one');
    expect(first).toMatch(/^q\d+$/);
    expect(statementName('select $1::int as one')).toBe(first);
    expect(statementName('select $1::int as two')).not.toBe(first);
  });
});

describe.skipIf(!databaseUrl)('queries on PostgreSQL through the preparing client', () => {
  // One connection, so the session's prepared statements can be read back.
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: PreparingClient });
  });
  afterAll(async () => {
    await pool.end();
  });

  const prepared = async () =>
    (await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map(
      (row) => row.statement,
    );

  it('prepares a query with parameters once on a connection and then only runs it', async () => {
    const text = 'select $1::int + 1 as next';
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(0);
    expect((await pool.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await pool.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
    expect((await pool.query(text, [99])).rows).toEqual([{ next: 100 }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('keeps a text without parameters on the simple protocol, so several statements in one still run', async () => {
    const result = (await pool.query('select 1 as a; select 2 as b')) as unknown as pg.QueryResult[];
    expect(result.map((part) => part.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('leaves a query that failed to parse unnamed on the connection, so the next try parses it again', async () => {
    const broken = 'select $1::int from a_table_that_is_not_there';
    await expect(pool.query(broken, [1])).rejects.toThrow(/a_table_that_is_not_there/);
    await expect(pool.query(broken, [1])).rejects.toThrow(/a_table_that_is_not_there/);
  });

  it('is what the app opens PostgreSQL with, unless DATABASE_PREPARED_STATEMENTS is off, which names no statement at all', async () => {
    const named = await createDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 1 });
    const unnamed = await createDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 1, preparedStatements: false });
    try {
      const text = 'select $1::text as said';
      for (const handle of [named, unnamed]) {
        if (handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
        await handle.client.query(text, ['你好']);
      }
      const sessionStatements = async (handle: typeof named) =>
        handle.kind === 'postgres'
          ? (
              await handle.client.query<{ n: number }>(
                'select count(*)::int as n from pg_prepared_statements where statement = $1',
                [text],
              )
            ).rows[0]!.n
          : -1;
      expect(await sessionStatements(named)).toBe(1);
      expect(await sessionStatements(unnamed)).toBe(0);
      // Nor, when it is off, the queries the app prepares through Drizzle under a name (db/prepared.ts).
      const byName = async (handle: typeof named) => {
        const [found] = await handle.db
          .select({ name: namespaces.nspname })
          .from(namespaces)
          .where(eq(namespaces.nspname, sql.placeholder('name')))
          .prepare('namespace_by_name')
          .execute({ name: 'public' });
        expect(found).toEqual({ name: 'public' });
        return handle.kind === 'postgres'
          ? (
              await handle.client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where name = $1', [
                'namespace_by_name',
              ])
            ).rows[0]!.n
          : -1;
      };
      expect(await byName(named)).toBe(1);
      expect(await byName(unnamed)).toBe(0);
    } finally {
      await named.close();
      await unnamed.close();
    }
  });
});
