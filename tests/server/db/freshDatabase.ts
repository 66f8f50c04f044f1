import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, MEMORY_DATA_DIR } from '../../../server/src/db/client';
import { runMigrations } from '../../../server/src/db/migrate';

export interface FreshDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  cleanup(): Promise<void>;
}

export interface FreshDatabaseOptions {
  /** Apply the migrations before returning (default true). */
  migrate?: boolean;
}

/**
 * An empty database of its own for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL, dropped again by cleanup().
 */
export async function freshDatabase(options: FreshDatabaseOptions = {}): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const handle = serverUrl ? await createPostgresDatabase(serverUrl) : await createPgliteDatabase();
  if (options.migrate ?? true) {
    try {
      await runMigrations(handle.handle);
    } catch (error) {
      await handle.cleanup();
      throw error;
    }
  }
  return handle;
}

async function createPgliteDatabase(): Promise<FreshDatabase> {
  const handle = await createDatabase({ dataDir: MEMORY_DATA_DIR });
  return { handle, cleanup: () => handle.close() };
}

async function createPostgresDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), dataDir: MEMORY_DATA_DIR, poolSize: 4 });
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
