import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../../../server/src/platform/db/client';
import { prepared } from '../../../../server/src/platform/db/prepared';

const handle = () => ({}) as unknown as DbExecutor;

describe('prepared queries', () => {
  it('builds a query once per database handle, and once more for each other handle (a transaction)', () => {
    const built: DbExecutor[] = [];
    const build = (db: DbExecutor) => {
      built.push(db);
      return { query: built.length };
    };
    const db = handle();
    const transaction = handle();
    expect(prepared(db, build)).toEqual({ query: 1 });
    expect(prepared(db, build)).toEqual({ query: 1 });
    expect(prepared(transaction, build)).toEqual({ query: 2 });
    expect(prepared(db, build)).toEqual({ query: 1 });
    expect(built).toEqual([db, transaction]);
  });

  it('keeps the queries of different builders apart on one handle', () => {
    const db = handle();
    const first = () => 'first';
    const second = () => 'second';
    expect([prepared(db, first), prepared(db, second), prepared(db, first)]).toEqual(['first', 'second', 'first']);
  });
});
