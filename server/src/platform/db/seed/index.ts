import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbExecutor } from '../client';
import * as schema from '../schema';
import { seedLiveClasses } from './campaign';
import { seedCatalog } from './catalog';
import { seedClips } from './clips';
import { demoContent, type SeedContent } from './content';
import { seedEvaluation } from './evaluation';
import { seedPeople } from './people';
import { seedSite } from './site';
import { seedStaff } from './staff';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff';
export { demoContent, type SeedContent } from './content';

/** Shared by every instance: concurrent start-ups seed once, the others wait and find data. */
const SEED_LOCK_KEY = 72_041_227;

/** Writes all demo content in one transaction: either everything is there afterwards or nothing is. */
export async function seed(db: Db, content: SeedContent = demoContent): Promise<void> {
  await db.transaction(async (tx) => {
    await writeDemoContent(tx, content);
  });
}

/** Seeds only a database without content (judged by its courses: the grades come with the schema). Returns whether it seeded. */
export async function seedIfEmpty(db: Db, content: SeedContent = demoContent): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.$count(schema.courses)) > 0) return false;
    await writeDemoContent(tx, content);
    return true;
  });
}

async function writeDemoContent(tx: DbExecutor, content: SeedContent): Promise<void> {
  const seededAt = new Date();
  const catalog = await seedCatalog(tx, content);
  await seedClips(tx, content, catalog);
  const site = await seedSite(tx, content, catalog);
  const evaluation = await seedEvaluation(tx, content, catalog);
  await seedPeople(tx, content, catalog, site, evaluation, seededAt);
  await seedLiveClasses(tx, seededAt);
  await seedStaff(tx);
}

/** Row count of every table, keyed by table name. */
export async function countRows(db: DbExecutor): Promise<Record<string, number>> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const counts: Record<string, number> = {};
  for (const table of tables.sort((a, b) => getTableName(a).localeCompare(getTableName(b)))) {
    counts[getTableName(table)] = await db.$count(table);
  }
  return counts;
}
