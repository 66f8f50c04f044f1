/** What the tests of the database threads (PGlite's and PostgreSQL's) write and check through Drizzle. */
import { and, gte, lt } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../../../../server/src/platform/db/client';

export const notes = pgTable('thread_notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const CREATE_NOTES =
  'create table thread_notes (id integer primary key, body text not null, written_at timestamptz not null)';

/** Writes a note twice: the second write's error must carry the code and constraint the services read. */
export async function expectDuplicateNoteRefused(db: Db, id: number): Promise<void> {
  await db.insert(notes).values({ id, body: '一', writtenAt: new Date() });
  const error = await db
    .insert(notes)
    .values({ id, body: '重复', writtenAt: new Date() })
    .then(
      () => null,
      (thrown: unknown) => thrown as { cause?: { code?: string; constraint?: string; message?: string } },
    );
  expect(error?.cause).toMatchObject({ code: '23505', constraint: 'thread_notes_pkey' });
  expect(error?.cause?.message).toContain('duplicate key');
}

/**
 * Commits a transaction with a savepoint rolled back inside it, and rolls back one that throws (the error
 * passed on), using note ids from `first` to `first + 2`.
 */
export async function expectTransactionsKeptAndUndone(db: Db, first: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(notes).values({ id: first, body: '保留', writtenAt: new Date() });
    await expect(
      tx.transaction(async (inner) => {
        await inner.insert(notes).values({ id: first + 1, body: '内层', writtenAt: new Date() });
        throw new Error('内层放弃');
      }),
    ).rejects.toThrow('内层放弃');
  });
  const failure = new Error('在事务中途放弃');
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(notes).values({ id: first + 2, body: '撤销', writtenAt: new Date() });
      throw failure;
    }),
  ).rejects.toBe(failure);
  const kept = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(gte(notes.id, first), lt(notes.id, first + 3)));
  expect(kept).toEqual([{ id: first }]);
}
