import type pg from 'pg';
import { WorkerLink } from './workerLink';

/**
 * The PostgreSQL pool on a thread of its own, as the embedded database is (pgliteThread.ts).
 *
 * node-postgres does on the calling thread everything but the database's own work: it writes each query to
 * its socket, reads the answer and parses every row. Under the benchmark's mixed load on PostgreSQL + Redis
 * that was a large part of the HTTP thread (40 % of its time was the `writev` system call, two thirds of that
 * writing queries to PostgreSQL), and a cached read that needs no database waited behind it (p99 23–30 ms,
 * against 17–18 ms on the embedded database, whose work is on a thread of its own). The server therefore keeps
 * the pool in a worker (postgresWorker.ts): this side sends a query's text, name, values and row mode, and
 * gets its rows back by structured clone.
 *
 * Drizzle's node-postgres driver sees a pool: `query(config, values)`, and `connect()` for a transaction's
 * connection, which this side names by a number the worker keeps until `release`. Drizzle asks for some
 * types (dates, intervals and their arrays) as the text PostgreSQL sent through a `getTypeParser` of its own;
 * functions cannot cross threads, so the ids of the types it keeps as text do, and the worker keeps the same
 * ones as text; every other type gets node-postgres' own parser there, which is what Drizzle's falls back to.
 */
export interface PostgresThreadOptions {
  connectionString: string;
  max: number;
  preparedStatements: boolean;
}

export type PostgresRequest =
  | { op: 'query'; text: string; name?: string; values?: unknown[]; rowMode?: 'array'; textTypes?: number[]; connection?: number }
  | { op: 'connect' }
  | { op: 'release'; connection: number; destroy: boolean }
  | { op: 'end' };

/** What the worker sends of its own accord: an idle (or checked-out) connection's error. */
export interface PostgresNotice {
  connectionError: Record<string, unknown>;
}

/** The types Drizzle keeps as text (drizzle-orm/node-postgres/session.js): timestamps, dates, intervals, their arrays. */
const TEXT_TYPE_CANDIDATES = [1184, 1114, 1082, 1186, 1185, 1115, 1182, 1187, 1231];
const SAMPLE = '2000-01-01';

interface TypesLike {
  getTypeParser(type: number, format?: string): (value: string) => unknown;
}

const textTypesByTypes = new WeakMap<object, number[]>();
function textTypesOf(types: TypesLike | undefined): number[] | undefined {
  if (!types) return undefined;
  let kept = textTypesByTypes.get(types);
  if (!kept) {
    kept = TEXT_TYPE_CANDIDATES.filter((type) => types.getTypeParser(type, 'text')(SAMPLE) === SAMPLE);
    textTypesByTypes.set(types, kept);
  }
  return kept;
}

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
  rowMode?: string;
  types?: TypesLike;
}

const WORKER_FILE = new URL('./postgresWorker.ts', import.meta.url);

export type PostgresQueryResult<Row> = Pick<pg.QueryResult, 'command' | 'rowCount'> & { rows: Row[] };

/** A transaction's connection, kept in the worker until released. */
export interface PostgresThreadConnection {
  query<Row = Record<string, unknown>>(config: string | QueryConfigLike, values?: unknown[]): Promise<PostgresQueryResult<Row>>;
  release(error?: Error | boolean): void;
}

export class PostgresThreadPool {
  readonly #link: WorkerLink<PostgresRequest>;
  /** What rowChanges.ts reads to open its listening connection. */
  readonly options: { connectionString: string };

  private constructor(link: WorkerLink<PostgresRequest>, connectionString: string) {
    this.#link = link;
    this.options = { connectionString };
  }

  /** Starts the thread and its pool; resolves once a first connection has succeeded. */
  static async open(options: PostgresThreadOptions, onConnectionError: (error: Error) => void): Promise<PostgresThreadPool> {
    const link = await WorkerLink.start<PostgresRequest>(WORKER_FILE, options, {
      onNotice: (notice) => {
        const fields = (notice as PostgresNotice).connectionError;
        onConnectionError(Object.assign(new Error(String(fields.message ?? '数据库连接错误')), fields));
      },
      together: true,
    });
    const pool = new PostgresThreadPool(link, options.connectionString);
    // Fail at start-up, not on the first request, when the server is unreachable.
    try {
      const probe = await pool.connect();
      probe.release();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return pool;
  }

  query<Row = Record<string, unknown>>(config: string | QueryConfigLike, values?: unknown[]): Promise<PostgresQueryResult<Row>> {
    return this.#queryOn(undefined, config, values);
  }

  async connect(): Promise<PostgresThreadConnection> {
    const connection = (await this.#link.call({ op: 'connect' })) as number;
    let released = false;
    return {
      query: (config, values) => this.#queryOn(connection, config, values),
      release: (error) => {
        if (released) return;
        released = true;
        // Nothing waits for a release; a thread that has ended has released everything.
        this.#link.call({ op: 'release', connection, destroy: Boolean(error) }).catch(() => undefined);
      },
    };
  }

  end(): Promise<void> {
    return this.#link.close({ op: 'end' });
  }

  #queryOn<Row>(
    connection: number | undefined,
    config: string | QueryConfigLike,
    values?: unknown[],
  ): Promise<PostgresQueryResult<Row>> {
    const query = typeof config === 'string' ? { text: config } : config;
    if (query.rowMode !== undefined && query.rowMode !== 'array') throw new Error(`不支持的行格式：${query.rowMode}`);
    return this.#link.call({
      op: 'query',
      text: query.text,
      name: query.name,
      values: values ?? query.values,
      rowMode: query.rowMode,
      textTypes: textTypesOf(query.types),
      connection,
    }) as Promise<PostgresQueryResult<Row>>;
  }
}
