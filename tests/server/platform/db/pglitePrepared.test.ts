import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQueries, type PreparedQueries } from '../../../../server/src/platform/db/pglitePrepared';

describe('PGlite queries as named prepared statements', () => {
  let database: PGlite;
  let prepared: PreparedQueries;

  beforeAll(async () => {
    database = await PGlite.create();
    await database.exec(`
      create table notes (id serial primary key, body text not null, tags text[] not null default '{}',
        meta jsonb, data bytea, at timestamptz, big bigint);
      insert into notes (body, tags, meta, at, big) values ('一', '{a,b}', '{"n":1}', '2026-11-30T01:02:03Z', 9007199254740993);`);
    prepared = preparedQueries(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const statementsKept = async () =>
    (await database.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

  it('answers what query answers: rows, fields, affected rows and both row modes', async () => {
    const text = 'select id, body, tags, meta, at, big from notes where body = $1';
    const expected = await database.query(text, ['一']);
    const objects = await prepared.query(text, ['一'], undefined, false);
    expect(objects.rows).toEqual(expected.rows);
    expect(objects.fields).toEqual(expected.fields);
    const arrays = await prepared.query(text, ['一'], 'array', false);
    expect(arrays.rows).toEqual((await database.query(text, ['一'], { rowMode: 'array' })).rows);

    const inserted = await prepared.query<{ id: number }>(
      'insert into notes (body, tags, meta, data, at, big) values ($1, $2, $3, $4, $5, $6) returning id, meta, data, at, big',
      ['二', ['x', 'y'], { deep: [1, '二'] }, new Uint8Array([0, 255]), new Date('2026-01-02T03:04:05Z'), 12n],
      undefined,
      false,
    );
    expect(inserted.affectedRows).toBe(1);
    expect(inserted.rows[0]).toMatchObject({
      meta: { deep: [1, '二'] },
      data: new Uint8Array([0, 255]),
      at: new Date('2026-01-02T03:04:05Z'),
      big: 12,
    });
  });

  it('parses a text once and then only binds it, whatever its values', async () => {
    const before = await statementsKept();
    const text = 'select body from notes where id = $1';
    const first = await prepared.query<{ body: string }>(text, [1], undefined, false);
    const second = await prepared.query<{ body: string }>(text, [2], undefined, false);
    expect([first.rows[0]?.body, second.rows[0]?.body]).toEqual(['一', '二']);
    expect(await statementsKept()).toBe(before + 1);
  });

  it("passes a statement's database error on, remembers nothing of it and stays ready", async () => {
    const before = await statementsKept();
    await expect(prepared.query('select body frm notes where id = $1', [1], undefined, false)).rejects.toMatchObject({
      code: '42601',
    });
    expect(await statementsKept()).toBe(before);
    // A value the parameter's type refuses fails at bind time; the sync in the same call ends the error.
    await expect(
      prepared.query('select body from notes where id = $1', ['not a number'], undefined, false),
    ).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await prepared.query('select body from notes where id = $1', [1], undefined, false)).rows).toEqual([{ body: '一' }]);
  });

  it('keeps a statement prepared in a transaction that was rolled back', async () => {
    const text = 'select count(*)::int as n from notes where body = $1';
    await database
      .transaction(async () => {
        expect((await prepared.query<{ n: number }>(text, ['一'], undefined, true)).rows[0]?.n).toBe(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await prepared.query<{ n: number }>(text, ['二'], undefined, false)).rows[0]?.n).toBe(1);
  });

  it('waits for an open transaction before a query outside it, and then sees what it committed', async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const begun = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('三')");
      inserted();
      await held;
    });
    await begun;
    const outside = prepared.query<{ n: number }>(
      'select count(*)::int as n from notes where body = $1',
      ['三'],
      undefined,
      false,
    );
    let answered = false;
    void outside.then(() => (answered = true));
    try {
      await new Promise((wait) => setTimeout(wait, 50));
      expect(answered).toBe(false);
    } finally {
      commit();
    }
    await transaction;
    expect((await outside).rows[0]?.n).toBe(1);
  });
});
