import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { pgliteForDrizzle } from './pgliteForDrizzle';
import { type EmbeddedClient, PgliteThread } from './pgliteThread';
import { PostgresThreadPool } from './postgresThread';
import { CONNECTION_WAIT_MS, PreparingClient, UnnamedClient } from './preparedStatements';
import * as schema from './schema';

export type Schema = typeof schema;

/** What `execute` returns on both drivers: PGlite's Results and node-postgres' QueryResult both carry rows. */
export interface DbQueryResult<TRow> {
  rows: TRow[];
}
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The database as services see it: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;
export type DbTransaction = PgTransaction<DbQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database itself or an open transaction. */
export type DbExecutor = Db | DbTransaction;

export const MEMORY_DATA_DIR = 'memory://';

export type DatabaseHandle =
  | {
      kind: 'pglite';
      db: Db;
      native: PgliteDatabase<Schema>;
      client: EmbeddedClient;
      close(): Promise<void>;
    }
  | {
      kind: 'postgres';
      db: Db;
      native: NodePgDatabase<Schema>;
      client: PostgresPool;
      close(): Promise<void>;
    };

/** What the app and its tools use of a PostgreSQL pool: node-postgres' own, or the one on its own thread. */
export interface PostgresPool {
  readonly options: { connectionString?: string | undefined };
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>;
  connect(): Promise<PostgresPoolConnection>;
  end(): Promise<void>;
}
export interface PostgresPoolConnection {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[]; rowCount: number | null }>;
  release(error?: Error | boolean): void;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /** Connections per process on PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL: name parameterised queries so each connection plans them once (default true). */
  preparedStatements?: boolean;
  /** Errors of idle pooled connections (e.g. the server restarted); without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
  /**
   * PGlite only: start from this dump of a data directory (`PGlite.dumpDataDir`) instead of an empty
   * cluster. Loading a dump takes about a third of the time of creating a cluster and migrating it.
   */
  template?: Blob | File;
  /**
   * Run the database (PGlite) or the pool's connections (PostgreSQL) on a thread of their own
   * (pgliteThread.ts, postgresThread.ts), as the server does, so that queries do not hold up requests. Tests
   * that open a database directly keep it in their thread.
   */
  ownThread?: boolean;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options);
  if (options.ownThread) {
    if (options.template) throw new Error('a database on its own thread starts from its data directory, not a template');
    return openPgliteThread(options.dataDir);
  }
  return openPglite(options.dataDir, options.template);
}

async function openPgliteThread(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  const dir = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) await mkdir(dir, { recursive: true });
  const client = await PgliteThread.open(dir);
  // Drizzle's PGlite driver calls only query and transaction, which the thread's client answers as PGlite does.
  const native = drizzlePglite({ client: client as unknown as PGlite, schema });
  return { kind: 'pglite', db: native, native, client, close: () => client.close() };
}

async function openPglite(dataDir: string, template?: Blob | File): Promise<DatabaseHandle> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  let client: PGlite;
  if (inMemory) {
    client = await PGlite.create({ loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  } else {
    const dir = resolve(dataDir);
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir, { loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  }
  const native = drizzlePglite({ client: pgliteForDrizzle(client), schema });
  return {
    kind: 'pglite',
    db: native,
    native,
    client,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(options: DatabaseOptions): Promise<DatabaseHandle> {
  const connectionString = options.databaseUrl!;
  const max = options.poolSize ?? 10;
  const preparedStatements = options.preparedStatements !== false;
  const onError = options.onPoolError ?? ((error: Error) => console.error('PostgreSQL 连接池错误', error));
  const pool = options.ownThread
    ? await PostgresThreadPool.open({ connectionString, max, preparedStatements }, onError)
    : await openPool(connectionString, max, preparedStatements, onError);
  // Drizzle's driver calls only query and connect (and release), which the thread's pool answers as pg.Pool does.
  const native = drizzleNodePg({ client: pool as unknown as pg.Pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    db: native,
    native,
    client: pool as PostgresPool,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPool(
  connectionString: string,
  max: number,
  preparedStatements: boolean,
  onError: (error: Error) => void,
): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    Client: preparedStatements ? PreparingClient : UnnamedClient,
  });
  pool.on('error', onError);
  // The pool listens for errors only on idle connections. A connection checked out for a transaction that the
  // server terminates (restart, pg_terminate_backend) would emit an unhandled 'error' and end the process; with a
  // listener of its own the query in progress fails instead, and the pool replaces the connection.
  pool.on('connect', (client) => client.on('error', onError));
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return pool;
}
