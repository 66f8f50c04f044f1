import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, getTableColumns, getTableName, is, ne, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../../server/src/platform/db/migrate';
import { courses, orderItems } from '../../../../server/src/platform/db/schema';
import { CONTRACTIONS } from './contractions';
import { type FreshDatabase, freshDatabase } from './freshDatabase';
import previousRelease from './previousRelease/release.json';
import * as previousSchema from './previousRelease/schema';

/*
 * Migrations are forward-only and applied while the previous release still serves (instances are replaced one at
 * a time), so they may only add to what that release reads and writes. Statically: no migration takes a table or
 * column away unless contractions.ts names the older release that stopped using it. Against a real database:
 * the previous release's schema (tests/server/platform/db/previousRelease, copied from its commit) selects every column it
 * declares and writes rows of its own shape on a database migrated to the newest migration.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../../../..');

interface JournalEntry {
  idx: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const file = join(MIGRATIONS_FOLDER, 'meta/_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The SQL statements of a migration, comments removed and whitespace collapsed, without their semicolons. */
export function statementsOf(migration: string): string[] {
  const withoutComments = migration
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n');
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  // Semicolons split statements except inside a dollar-quoted function body.
  for (const part of withoutComments.split(/(\$\$|;)/)) {
    if (part === '$$') inBody = !inBody;
    if (part === ';' && !inBody) {
      statements.push(current);
      current = '';
    } else {
      current += part;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const TAKES_AWAY: [RegExp, string][] = [
  [/\bDROP\s+TABLE\b/i, 'drops a table'],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\b/i, 'renames'],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes a column NOT NULL'],
  [/\bDROP\s+DEFAULT\b/i, "drops a column's default"],
];

/** What a statement takes away from the previous release, or null when it only adds. */
export function takesAway(statement: string): string | null {
  if (/^\s*(CREATE|DROP)\s+(OR\s+REPLACE\s+)?FUNCTION\b/i.test(statement)) return null;
  return TAKES_AWAY.find(([pattern]) => pattern.test(statement))?.[1] ?? null;
}

describe('the check of migration statements', () => {
  it('finds what a statement takes away, and lets additions through', () => {
    expect(takesAway('ALTER TABLE "a" DROP COLUMN "b"')).toBe('drops a column');
    expect(takesAway('DROP TABLE "a" CASCADE')).toBe('drops a table');
    expect(takesAway('ALTER TABLE "a" RENAME COLUMN "b" TO "c"')).toBe('renames');
    expect(takesAway('ALTER TABLE "a" RENAME TO "c"')).toBe('renames');
    expect(takesAway('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE bigint')).toBe("changes a column's type");
    expect(takesAway('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL')).toBe('makes a column NOT NULL');
    expect(takesAway('ALTER TABLE "a" ALTER COLUMN "b" DROP DEFAULT')).toBe("drops a column's default");
    for (const adds of [
      'ALTER TABLE "a" ADD COLUMN "b" integer',
      'ALTER TABLE "a" ALTER COLUMN "b" DROP NOT NULL',
      'ALTER TABLE "a" DROP CONSTRAINT "a_b_values"',
      'DROP INDEX "a_b_idx"',
      'DROP TRIGGER a_rows ON a',
      'CREATE TABLE "a" ("id" serial PRIMARY KEY NOT NULL)',
    ]) {
      expect(takesAway(adds), adds).toBeNull();
    }
  });

  it('splits statements at semicolons outside function bodies and drops comments', () => {
    expect(
      statementsOf(`-- drops nothing
ALTER TABLE "a" ADD COLUMN "b" integer;--> statement-breakpoint
CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN
  PERFORM 1; RETURN NEW;
END $$ LANGUAGE plpgsql;
DROP INDEX "x"`),
    ).toEqual([
      'ALTER TABLE "a" ADD COLUMN "b" integer',
      'CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN PERFORM 1; RETURN NEW; END $$ LANGUAGE plpgsql',
      'DROP INDEX "x"',
    ]);
  });
});

describe('every migration', () => {
  const entries = journal();

  it('is in the journal, and the journal names only files that exist', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(entries.map((entry) => `${entry.tag}.sql`).sort());
  });

  it('takes away nothing unless contractions.ts names the older release that stopped using it', () => {
    const found: { migration: string; statement: string; what: string }[] = [];
    for (const { tag } of entries) {
      for (const statement of statementsOf(readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8'))) {
        const what = takesAway(statement);
        if (what) found.push({ migration: tag, statement, what });
      }
    }
    const listed = (migration: string, statement: string) =>
      CONTRACTIONS.some((entry) => entry.migration === migration && entry.statement === statement);
    // "expand then contract": see contractions.ts and the README's "Backups and migrations".
    expect(found.filter((item) => !listed(item.migration, item.statement))).toEqual([]);
    // An entry whose statement is no longer in its migration hides nothing and goes.
    expect(
      CONTRACTIONS.filter(
        (entry) => !found.some((item) => item.migration === entry.migration && item.statement === entry.statement),
      ),
    ).toEqual([]);
    for (const entry of CONTRACTIONS) expect(entry.stoppedUsingIn.trim(), entry.statement).not.toBe('');
  });
});

const previousTables = (Object.values(previousSchema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));

function isShallowClone(): boolean | null {
  const run = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() === 'true' : null;
}

function hasCommit(commit: string): boolean {
  return spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: REPO_ROOT }).status === 0;
}

describe("the previous release's schema", () => {
  it('ends with a migration of the journal', () => {
    expect(journal().map((entry) => entry.tag)).toContain(previousRelease.newestMigration);
  });

  // CI may clone without history; the copy is committed, and checked against its commit wherever the history is.
  it.skipIf(isShallowClone() !== false || !hasCommit(previousRelease.commit))('is an exact copy of that release', () => {
    const copied = readdirSync(join(HERE, 'previousRelease/schema')).sort();
    const listed = spawnSync('git', ['ls-tree', '--name-only', previousRelease.commit, 'server/src/db/schema/'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(copied).toEqual(
      listed.stdout
        .trim()
        .split('\n')
        .map((path) => path.split('/').at(-1))
        .sort(),
    );
    for (const name of copied) {
      const original = spawnSync('git', ['show', `${previousRelease.commit}:server/src/db/schema/${name}`], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      });
      expect(readFileSync(join(HERE, 'previousRelease/schema', name), 'utf8'), name).toBe(original.stdout);
    }
  });
});

describe("the previous release's reads and writes on the newest schema", () => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    // Migrated to the newest migration and filled with the demo content, so every table the seed fills has rows.
    fresh = await freshDatabase({ seed: true });
  }, 120_000);
  afterAll(async () => {
    await fresh?.cleanup();
  });

  it('declares the tables it uses', () => {
    expect(previousTables.length).toBeGreaterThan(40);
  });

  it("gives an order item the previous release inserts without a list price the one 0014's backfill gave", async () => {
    const db = fresh.handle.db;
    const previous = previousSchema.orderItems;
    const [sold] = await db.select().from(previous).limit(1);
    const [other] = await db
      .select({ id: courses.id, listPrice: courses.originalPriceCents })
      .from(courses)
      .where(ne(courses.id, sold!.courseId))
      .limit(1);
    const rolledBack = new Error('rolled back');
    const written: { listPrice: number }[] = [];
    await db
      .transaction(async (tx) => {
        // Once at a price below the course's list price, once above it.
        for (const priceCents of [1, other!.listPrice + 100]) {
          await tx.delete(orderItems).where(and(eq(orderItems.orderId, sold!.orderId), eq(orderItems.courseId, other!.id)));
          const [row] = await tx
            .insert(previous)
            .values({ orderId: sold!.orderId, courseId: other!.id, title: '旧版本下单', priceCents })
            .returning({ id: previous.id });
          const [item] = await tx
            .select({ listPrice: orderItems.listPriceCents })
            .from(orderItems)
            .where(eq(orderItems.id, row!.id));
          written.push(item!);
        }
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(written).toEqual([{ listPrice: Math.max(other!.listPrice, 1) }, { listPrice: other!.listPrice + 100 }]);
  });

  it.each(previousTables.map((table) => [getTableName(table), table] as const))(
    'select every column of %s it declares and write a row of its own shape',
    async (_name, table) => {
      const db = fresh.handle.db;
      // Names each declared column: a column dropped or renamed fails here.
      const rows = await db.select().from(table).limit(1);
      const row = rows[0] as Record<string, unknown> | undefined;
      if (!row) {
        // Nothing to write back (the demo content fills no row here): a row the previous release inserts must not
        // need a column it does not know, one that is NOT NULL without a default.
        const declared = Object.values(getTableColumns(table)).map((column) => column.name);
        const required = await db.execute<{ column_name: string }>(
          sql`select column_name from information_schema.columns
              where table_schema = 'public' and table_name = ${getTableName(table)}
                and is_nullable = 'NO' and column_default is null and is_identity = 'NO' and is_generated = 'NEVER'`,
        );
        expect(required.rows.map((column) => column.column_name).filter((name) => !declared.includes(name))).toEqual([]);
        return;
      }
      const compositeKeys = getTableConfig(table).primaryKeys.flatMap((primaryKey) => primaryKey.columns);
      const keys = Object.entries(getTableColumns(table)).filter(
        ([, column]) => column.primary || compositeKeys.includes(column),
      );
      expect(keys.length, 'a primary key').toBeGreaterThan(0);
      const byKey = and(...keys.map(([property, column]) => eq(column, row[property])));
      const rolledBack = new Error('rolled back');
      const outcome = await db
        .transaction(async (tx) => {
          // The row is replaced by itself as the previous release writes it: every column it declares and none it does
          // not know. Foreign keys are off for the delete only (rows elsewhere may point at this one), on again for
          // the insert, with the triggers; the transaction is never committed.
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.delete(table).where(byKey);
          await tx.execute(sql`set local session_replication_role = origin`);
          await tx.insert(table).values(row);
          throw rolledBack;
        })
        .then(
          () => 'committed',
          (error: Error) =>
            error === rolledBack ? 'written' : String((error.cause as Error | undefined)?.message ?? error.message),
        );
      expect(outcome).toBe('written');
    },
  );
});
