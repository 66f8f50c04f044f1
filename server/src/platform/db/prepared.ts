import { sql } from 'drizzle-orm';
import type { DbExecutor } from './client';

/**
 * Drizzle works out a query's SQL text from its builder objects on every run: for a join of four tables
 * about 0.1 ms of the main thread here, and with the query sent and its rows read, a run cost 0.47 ms built
 * against 0.32 ms prepared. Under the order and lesson-progress load that building was a fifth of the
 * main thread. The hot queries are therefore built once per database handle with `sql.placeholder` for
 * their values (`.prepare(name)`), and only bound and run on each call. A transaction is a handle of its
 * own, so a query prepared for it lives as long as the transaction. On PostgreSQL the name is also the
 * statement's name on each connection (see preparedStatements.ts): it must be unique per query text.
 */
const preparedByHandle = new WeakMap<DbExecutor, Map<(db: DbExecutor) => unknown, unknown>>();

/** The query `build` makes for this handle, built on first use. `build` must be a function defined once. */
export function prepared<Query>(db: DbExecutor, build: (db: DbExecutor) => Query): Query {
  let queries = preparedByHandle.get(db);
  if (!queries) preparedByHandle.set(db, (queries = new Map()));
  let query = queries.get(build) as Query | undefined;
  if (query === undefined) queries.set(build, (query = build(db)));
  return query;
}

/**
 * A value bound when the query runs, where Drizzle's types take no placeholder (the set of an update), or
 * with a cast in SQL (`timestamptz`): a placeholder bound through a timestamp column would map a null as a date.
 */
export const bound = (name: string, cast?: 'timestamptz') =>
  cast ? sql`${sql.placeholder(name)}::timestamptz` : sql`${sql.placeholder(name)}`;
