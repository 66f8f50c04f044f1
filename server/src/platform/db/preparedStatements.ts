import pg from 'pg';

/**
 * How many distinct query texts get a name. The app's queries are a fixed set (a few hundred shapes, counting
 * the lengths of `in (…)` lists); past the cap a text goes unnamed, so a query built with varying text can
 * never make each connection keep an unbounded number of statements.
 */
const MAX_NAMED_TEXTS = 2000;

const names = new Map<string, string>();

/**
 * How long a request waits for a connection (a free one from the pool, or a new one being opened) before it
 * fails. node-postgres waits forever by default, so a connection attempt that PostgreSQL drops during a restart
 * could hold its request, and the connection slot, for good; failing lets the caller retry or report.
 */
export const CONNECTION_WAIT_MS = 10_000;

/** The statement name of a query text: the same on every connection, unique per text. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_TEXTS) return known;
  const name = `q${names.size + 1}`;
  names.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * A node-postgres client that names every query with parameters by its text, so each connection has
 * PostgreSQL parse and plan it once and then only binds and executes it. For the order flow's joins, planning
 * was most of the work: a course-for-sale read ran at about 8 500 a second unnamed and 26 000 named on the
 * same pool. Queries without parameters keep the simple protocol (a migration's several statements in one
 * text need it). A pool in front of PostgreSQL that hands one session to many clients (PgBouncer in
 * transaction mode) cannot keep named statements; DATABASE_PREPARED_STATEMENTS=off turns this off there.
 */
export class PreparingClient extends pg.Client {
  // node-postgres' overloads cannot be restated generically; the arguments are passed on unchanged but for the name.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    const passedValues = Array.isArray(values) ? values : undefined;
    if (typeof config === 'string' && passedValues && passedValues.length > 0) {
      // query(text, values[, callback]) as a config with the values in it, so it can carry a name.
      const name = statementName(config);
      if (name) args.splice(0, 2, { text: config, values: passedValues, name });
    } else if (config && typeof config === 'object') {
      const query = config as QueryConfigLike;
      const parameterised = (Array.isArray(query.values) ? query.values : (passedValues ?? [])).length > 0;
      if (typeof query.text === 'string' && query.name === undefined && typeof query.submit !== 'function' && parameterised) {
        const name = statementName(query.text);
        if (name) args[0] = { ...query, name };
      }
    }
    return (super.query as (...passed: unknown[]) => never)(...args);
  }
}

/**
 * With DATABASE_PREPARED_STATEMENTS=off: a client that names no statement at all, also not the queries the
 * app prepares through Drizzle by name (db/prepared.ts), since a pool that hands one PostgreSQL session to
 * many clients cannot keep them. Those queries are still built once; only PostgreSQL parses them each time.
 */
export class UnnamedClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && (config as QueryConfigLike).name !== undefined) {
      const { name: _, ...unnamed } = config as QueryConfigLike & Record<string, unknown>;
      args[0] = unnamed;
    }
    return (super.query as (...passed: unknown[]) => never)(...args);
  }
}
