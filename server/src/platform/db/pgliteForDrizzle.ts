import type { PGlite, Transaction } from '@electric-sql/pglite';
import { preparedQueries } from './pglitePrepared';

type Queryable = Pick<PGlite, 'query'>;
type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Parsers = NonNullable<QueryOptions['parsers']>;

/** Lets timers and network events run before the next query: see pgliteForDrizzle. */
const nextTurn = () => new Promise<void>((resume) => setImmediate(resume));

/**
 * The PGlite client as Drizzle should use it, for two reasons.
 *
 * Turns: PGlite runs PostgreSQL on this process's event loop and hands its queue from one query to the
 * next without giving the loop a turn, so while queries were queued no request could be read and no
 * answer written. Under load a cached read that needs no database waited for every queued query, and
 * requests were served far from the order they came in (order creation's p99 was 7.6 s where its mean
 * was 1.3 s). Each query now waits for the loop's next turn first.
 *
 * Parsers: Drizzle passes the same few parsers with every query (dates and intervals kept as text, which
 * Drizzle maps itself). PGlite merges a query's parsers into a copy of its whole table, about 300 entries
 * with the array types, on every query: on a signed-in request of five queries that copying was near a
 * millisecond. The same parsers set once on the instance give the same results.
 *
 * Prepared statements: a query with parameters runs as a named statement in one call (pglitePrepared.ts), as
 * on the server's database thread.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  const table = (client as unknown as { parsers: Parsers }).parsers;
  let installed = false;
  const lift = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    // Drizzle builds the same parsers for every query, so the first query's set stands for all of them.
    if (!installed) {
      Object.assign(table, options.parsers);
      installed = true;
    }
    const { parsers: _moved, ...rest } = options;
    return rest;
  };
  const prepared = preparedQueries(client);
  const wrap = <T extends Queryable>(target: T, inTransaction: boolean): T =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'query') {
          return async (text: string, params?: unknown[], options?: QueryOptions) => {
            await nextTurn();
            const lifted = lift(options);
            if (params?.length && prepared.accepts(text)) return prepared.query(text, params, lifted?.rowMode, inTransaction);
            return object.query(text, params, lifted);
          };
        }
        if (key === 'transaction' && 'transaction' in object) {
          const begin = (object as unknown as PGlite).transaction.bind(object);
          return <R>(work: (tx: Transaction) => Promise<R>) => begin((tx) => work(wrap(tx, true)));
        }
        // PGlite keeps its state in private fields, which only the object itself may reach.
        const value: unknown = Reflect.get(object, key, object);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return wrap(client, false);
}
