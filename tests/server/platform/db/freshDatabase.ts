import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle, MEMORY_DATA_DIR } from '../../../../server/src/platform/db/client';
import { runMigrations } from '../../../../server/src/platform/db/migrate';
import { seedIfEmpty } from '../../../../server/src/platform/db/seed';
import { databaseUrl, type PostgresTemplates } from './postgresTemplates';

export interface FreshDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  cleanup(): Promise<void>;
}

export interface FreshDatabaseOptions {
  /** Apply the migrations before returning (default true). */
  migrate?: boolean;
  /** Load the demo content too (after the migrations). */
  seed?: boolean;
}

/**
 * An empty database of its own for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL, dropped again by cleanup().
 */
export async function freshDatabase(options: FreshDatabaseOptions = {}): Promise<FreshDatabase> {
  const migrate = options.migrate ?? true;
  const seed = migrate && (options.seed ?? false);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && migrate) return createPgliteDatabase(await pgliteTemplate(seed));
  const templates = serverUrl ? postgresTemplates() : null;
  if (serverUrl && templates && migrate) return createPostgresDatabase(serverUrl, seed ? templates.seeded : templates.migrated);
  const fresh = serverUrl ? await createPostgresDatabase(serverUrl) : await createPgliteDatabase();
  try {
    if (migrate) await runMigrations(fresh.handle);
    if (seed) await seedIfEmpty(fresh.handle.db);
  } catch (error) {
    await fresh.cleanup();
    throw error;
  }
  return fresh;
}

async function createPgliteDatabase(template?: Blob | File): Promise<FreshDatabase> {
  const handle = await createDatabase({ dataDir: MEMORY_DATA_DIR, template });
  return { handle, cleanup: () => handle.close() };
}

/*
 * Creating an embedded cluster and migrating it takes about 3.5 s and the demo content 1.2 s more; loading
 * a dump of the result takes 1.2 s. Each worker builds the two dumps (migrated, and migrated + seeded) once,
 * when first asked, and every later file of the worker starts from a copy. The dumps are built by the same
 * migration and seed code the tests would run, so a file sees the same database either way.
 */
const pgliteTemplates = new Map<'migrated' | 'seeded', Promise<Blob | File>>();

function pgliteTemplate(seeded: boolean): Promise<Blob | File> {
  const key = seeded ? 'seeded' : 'migrated';
  let template = pgliteTemplates.get(key);
  if (!template) {
    template = (async () => {
      const fresh = await createPgliteDatabase(seeded ? await pgliteTemplate(false) : undefined);
      try {
        if (seeded) await seedIfEmpty(fresh.handle.db);
        else await runMigrations(fresh.handle);
        if (fresh.handle.kind !== 'pglite') throw new Error('an embedded database was expected');
        return await fresh.handle.client.dumpDataDir('none');
      } finally {
        await fresh.cleanup();
      }
    })();
    // A failed build is not remembered: the next file tries again and reports its own error.
    template.catch(() => pgliteTemplates.delete(key));
    pgliteTemplates.set(key, template);
  }
  return template;
}

/** The suites' template databases on PostgreSQL (see postgresTemplates.ts); none outside a test run. */
function postgresTemplates(): PostgresTemplates | null {
  try {
    return inject('postgresTemplates') ?? null;
  } catch {
    return null;
  }
}

async function createPostgresDatabase(serverUrl: string, template?: string): Promise<FreshDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  // On a thread of its own, as the server opens it, so every suite on PostgreSQL goes through that thread.
  const handle = await createDatabase({
    databaseUrl: databaseUrl(serverUrl, name),
    dataDir: MEMORY_DATA_DIR,
    poolSize: 4,
    ownThread: true,
  });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
