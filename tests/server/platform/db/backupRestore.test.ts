import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as learning from '../../../../contract/api/schemas/user/learning';
import { createDatabase, type DatabaseHandle } from '../../../../server/src/platform/db/client';
import { runMigrations } from '../../../../server/src/platform/db/migrate';
import { chapterClasses, chapters } from '../../../../server/src/platform/db/schema';
import { seedIfEmpty } from '../../../../server/src/platform/db/seed';
import {
  type CommerceApp,
  createCommerceApp,
  payInSandbox,
  placeOrder,
  startSandboxPayment,
} from '../../modules/commerce/harness';
import { scratchDatabase } from '../../deploy/cluster';

/*
 * deploy/backup: the nightly dump, its retention and the restore, run as cron runs them (the shell scripts
 * themselves, with pg_dump and pg_restore of this machine).
 */

const BACKUP_SCRIPTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../deploy/backup');
const serverUrl = process.env.DATABASE_URL;

function script(name: string, args: string[], env: Record<string, string>) {
  const run = spawnSync(join(BACKUP_SCRIPTS, name), args, { encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A dump's file name for a moment (UTC), as backup.sh names it. */
function dumpName(at: Date): string {
  return `xueban-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.dump`;
}

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

describe('backup retention (prune.sh)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xueban-backups-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the last days and the newest dump of each recent week, as of the given moment', async () => {
    await rm(dir, { recursive: true, force: true });
    dir = await mkdtemp(join(tmpdir(), 'xueban-backups-'));
    // One dump a night at 03:15 from 1 September to Wednesday 2 December 2026.
    for (let day = Date.UTC(2026, 8, 1, 3, 15); day <= Date.UTC(2026, 11, 2, 3, 15); day += 86_400_000) {
      await writeFile(join(dir, dumpName(new Date(day))), 'dump');
    }
    await writeFile(join(dir, 'notes.txt'), 'not a dump');
    await writeFile(join(dir, 'xueban-latest.dump'), 'not named by backup.sh');
    // Left by a run killed two days ago, and by one that may still be writing.
    await writeFile(join(dir, '.xueban-20261130T031500Z.dump.partial'), 'half');
    await writeFile(join(dir, '.xueban-20261202T031500Z.dump.partial'), 'half');

    const now = Date.UTC(2026, 11, 2, 4, 0) / 1000;
    const run = script('prune.sh', [], {
      BACKUP_DIR: dir,
      BACKUP_KEEP_DAYS: '7',
      BACKUP_KEEP_WEEKS: '4',
      BACKUP_NOW: String(now),
    });
    expect(run.status, run.output).toBe(0);
    expect(await filesIn(dir)).toEqual([
      '.xueban-20261202T031500Z.dump.partial',
      'notes.txt',
      // The newest of the weeks starting 9 and 16 November (their Sundays).
      'xueban-20261115T031500Z.dump',
      'xueban-20261122T031500Z.dump',
      // Under seven days old; the week of 23 November has its newest among them.
      'xueban-20261126T031500Z.dump',
      'xueban-20261127T031500Z.dump',
      'xueban-20261128T031500Z.dump',
      'xueban-20261129T031500Z.dump',
      'xueban-20261130T031500Z.dump',
      'xueban-20261201T031500Z.dump',
      'xueban-20261202T031500Z.dump',
      'xueban-latest.dump',
    ]);
  });

  it('never deletes the newest dump, however old it is', async () => {
    await rm(dir, { recursive: true, force: true });
    dir = await mkdtemp(join(tmpdir(), 'xueban-backups-'));
    await writeFile(join(dir, 'xueban-20250101T031500Z.dump'), 'old');
    await writeFile(join(dir, 'xueban-20250301T031500Z.dump'), 'newest, still old');
    const run = script('prune.sh', [], { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '7', BACKUP_KEEP_WEEKS: '4' });
    expect(run.status, run.output).toBe(0);
    expect(await filesIn(dir)).toEqual(['xueban-20250301T031500Z.dump']);
  });

  it('refuses a retention that is not a whole number, deleting nothing', async () => {
    const before = await filesIn(dir);
    const run = script('prune.sh', [], { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 'seven' });
    expect(run.status).toBe(2);
    expect(run.output).toContain('BACKUP_KEEP_DAYS');
    expect(await filesIn(dir)).toEqual(before);
  });
});

interface TableContents {
  rows: number;
  digest: string;
}

/** Every table of every schema but the system's (the migrations' own table too): its row count and a digest of its rows. */
async function contentsOf(url: string): Promise<{ tables: Record<string, TableContents>; sequences: Record<string, string> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    );
    const tables: Record<string, TableContents> = {};
    for (const { schema, name } of names.rows) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      // A row's text form holds every column; sorted, so the physical order the restore chose does not matter.
      const result = await client.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as digest from ${table} t`,
      );
      tables[`${schema}.${name}`] = result.rows[0]!;
    }
    // The next id each table hands out: a restored database must not reuse one.
    const sequences = await client.query<{ name: string; last: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences order by 1`,
    );
    return {
      tables,
      sequences: Object.fromEntries(sequences.rows.map((row) => [row.name, row.last ?? 'unused'])),
    };
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('backup.sh and restore.sh on PostgreSQL', () => {
  let source: Awaited<ReturnType<typeof scratchDatabase>>;
  let sourceHandle: DatabaseHandle;
  let t: CommerceApp;
  let dir: string;
  const restoredUrl = (() => {
    const url = new URL(serverUrl ?? 'postgres://localhost/postgres');
    url.pathname = `/restored_${Date.now()}_${process.pid}`;
    return url.toString();
  })();
  const paidOrders: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xueban-backups-'));
    source = await scratchDatabase(serverUrl!);
    // As the server starts on an empty database: migrate, then write the demo content.
    sourceHandle = await createDatabase({ databaseUrl: source.url, dataDir: '' });
    await runMigrations(sourceHandle);
    await seedIfEmpty(sourceHandle.db);
    t = await createCommerceApp({ db: sourceHandle.db });

    // Families buy courses through the API, pay in the sandbox cashier and watch lessons.
    for (let family = 0; family < 3; family += 1) {
      const buyer = await t.buyer();
      const course = await t.course({ userId: buyer.id });
      const order = await placeOrder(t, buyer, course.id);
      const { tradeNo } = await startSandboxPayment(t, buyer, { orderNo: order.orderNo });
      await payInSandbox(t, tradeNo);
      paidOrders.push(order.orderNo);
      const lessons = await t.db
        .select({ id: chapterClasses.id })
        .from(chapterClasses)
        .innerJoin(chapters, eq(chapters.id, chapterClasses.chapterId))
        .where(and(eq(chapters.courseId, course.id)))
        .orderBy(asc(chapters.sort), asc(chapterClasses.sort))
        .limit(2);
      for (const [index, lesson] of lessons.entries()) {
        await t.ok(learning.viewRecord, { classId: lesson.id }, { token: buyer.token });
        await t.ok(
          learning.playPassageRecord,
          { classId: lesson.id, positionSec: 20 + index, playedSec: 15 },
          { token: buyer.token },
        );
      }
      // One more unpaid order, so an order of each state is in the dump.
      const other = await t.course({ userId: buyer.id, skip: 1 });
      await placeOrder(t, buyer, other.id);
    }
    // Nothing writes while the copies are compared.
    await t.close();
  }, 240_000);

  afterAll(async () => {
    await sourceHandle?.close();
    await source?.drop();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${new URL(restoredUrl).pathname.slice(1)}" with (force)`);
    await admin.end();
    await rm(dir, { recursive: true, force: true });
  });

  it('exits non-zero when the dump fails, leaving no dump and pruning nothing', async () => {
    const old = ['xueban-20200101T031500Z.dump', 'xueban-20200102T031500Z.dump'];
    for (const name of old) await writeFile(join(dir, name), 'an old dump');
    const unreachable = new URL(source.url);
    unreachable.pathname = '/no_such_database_for_backup';
    const run = script('backup.sh', [], { DATABASE_URL: unreachable.toString(), BACKUP_DIR: dir });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('no_such_database_for_backup');
    expect(await filesIn(dir)).toEqual(old);
  });

  it('dumps the database; the restore into a new database holds every row of every table', async () => {
    const started = Date.now();
    const backup = script('backup.sh', [], { DATABASE_URL: source.url, BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '7' });
    expect(backup.status, backup.output).toBe(0);
    // The new dump, and the retention run after it: the two old dumps were outside the window.
    const dumps = await filesIn(dir);
    expect(dumps).toHaveLength(1);
    expect(dumps[0]).toMatch(/^xueban-\d{8}T\d{6}Z\.dump$/);
    const backupSeconds = (Date.now() - started) / 1000;

    const restore = script('restore.sh', [join(dir, dumps[0]!), restoredUrl], {});
    expect(restore.status, restore.output).toBe(0);

    const original = await contentsOf(source.url);
    const restored = await contentsOf(restoredUrl);
    // Not an empty comparison: the orders, payments and lesson records of the families above are there.
    for (const table of ['public.orders', 'public.payments', 'public.learning_records', 'drizzle.__drizzle_migrations']) {
      expect(original.tables[table]?.rows, table).toBeGreaterThan(0);
    }
    expect(Object.keys(original.tables).length).toBeGreaterThan(40);
    expect(restored).toEqual(original);

    const client = new pg.Client({ connectionString: restoredUrl });
    await client.connect();
    const orders = await client.query<{ status: string }>('select status from orders where order_no = any($1)', [paidOrders]);
    await client.end();
    expect(orders.rows.map((row) => row.status)).toEqual(['paid', 'paid', 'paid']);
    expect(backupSeconds).toBeLessThan(60);
  });

  it('gives a database the server starts on: its migrations are found applied', async () => {
    const before = await contentsOf(restoredUrl);
    const handle = await createDatabase({ databaseUrl: restoredUrl, dataDir: '' });
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    expect(await contentsOf(restoredUrl)).toEqual(before);
  });

  it('refuses to restore over a database that holds tables, unless forced', async () => {
    const [dump] = await filesIn(dir);
    const before = await contentsOf(restoredUrl);
    const refused = script('restore.sh', [join(dir, dump!), restoredUrl], {});
    expect(refused.status).toBe(3);
    expect(refused.output).toContain('--force');
    expect(await contentsOf(restoredUrl)).toEqual(before);

    const forced = script('restore.sh', ['--force', join(dir, dump!), restoredUrl], {});
    expect(forced.status, forced.output).toBe(0);
    expect(await contentsOf(restoredUrl)).toEqual(before);
  });
});
