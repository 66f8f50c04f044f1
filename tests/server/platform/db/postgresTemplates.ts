/**
 * Global set-up of the server suites on PostgreSQL: two template databases made once per run (migrated,
 * and migrated with the demo content), from which each test file's database is copied. Migrating and
 * seeding a database took 1.5 s per file; a copy of a template takes a tenth of that. Dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../../../server/src/platform/db/client';
import { runMigrations } from '../../../../server/src/platform/db/migrate';
import { usePasswordHashCost } from '../../../../server/src/platform/db/password';
import { seedIfEmpty } from '../../../../server/src/platform/db/seed';
import { TEST_PASSWORD_HASH_COST } from '../../../setup/passwordHashing';

export interface PostgresTemplates {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplates: PostgresTemplates | null;
  }
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function makeTemplate(serverUrl: string, name: string, seed: boolean): Promise<void> {
  await admin(serverUrl, (client) => client.query(`create database "${name}"`));
  // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await createDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
  try {
    await runMigrations(handle);
    if (seed) await seedIfEmpty(handle.db);
  } finally {
    await handle.close();
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplates', null);
    return undefined;
  }
  // The demo accounts' hashes, at the suites' cost.
  usePasswordHashCost(TEST_PASSWORD_HASH_COST);
  const id = randomBytes(4).toString('hex');
  const templates: PostgresTemplates = { migrated: `test_template_${id}_migrated`, seeded: `test_template_${id}_seeded` };
  const drop = () =>
    admin(serverUrl, async (client) => {
      for (const name of Object.values(templates)) await client.query(`drop database if exists "${name}" with (force)`);
    });
  try {
    await makeTemplate(serverUrl, templates.migrated, false);
    await makeTemplate(serverUrl, templates.seeded, true);
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplates', templates);
  return drop;
}
