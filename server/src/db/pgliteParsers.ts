import type { PGlite, Transaction } from '@electric-sql/pglite';

type Queryable = Pick<PGlite, 'query'>;
type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Parsers = NonNullable<QueryOptions['parsers']>;

/*
 * Drizzle passes the same few parsers with every PGlite query (dates and intervals kept as text, which
 * Drizzle maps itself). PGlite merges a query's parsers into a copy of its whole table, about 300 entries
 * with the array types, on every query: on a signed-in request of five queries that copying was near a
 * millisecond of the one event loop. The same parsers set once on the instance give the same results.
 */

/** The client with Drizzle's per-query parsers moved onto the instance: pass it to `drizzle()`. */
export function withInstanceParsers(client: PGlite): PGlite {
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
  const lifting = <T extends Queryable>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        if (key === 'query') {
          return (text: string, params?: unknown[], options?: QueryOptions) => object.query(text, params, lift(options));
        }
        if (key === 'transaction' && 'transaction' in object) {
          const begin = (object as unknown as PGlite).transaction.bind(object);
          return <R>(work: (tx: Transaction) => Promise<R>) => begin((tx) => work(lifting(tx)));
        }
        // PGlite keeps its state in private fields, which only the object itself may reach.
        const value: unknown = Reflect.get(object, key, object);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
      },
    });
  return lifting(client);
}
