import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every instance so only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 72_041_226;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.native, config);
    return;
  }
  // Several API instances may start together against one PostgreSQL; the advisory lock makes the
  // later ones wait and then find the migrations already applied.
  const lockClient = await handle.client.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.native, config);
  } finally {
    try {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    } finally {
      lockClient.release();
    }
  }
}
