import { parse, type PGlite, protocol, type Results } from '@electric-sql/pglite';

/**
 * Parameterised queries on PGlite as named prepared statements, each run in one call into PostgreSQL.
 *
 * PGlite's `query` sends an unnamed statement through the extended protocol in six separate calls into the
 * WebAssembly module (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans the
 * text afresh every time. The app's queries are a fixed set of texts, so here each text is parsed and
 * described once (its parameter types are what PGlite serialises the values by), and every later run is one
 * buffer of bind, describe, execute and sync. The course-for-sale join took 0.64 ms through `query` and
 * 0.12 ms this way; on the embedded database the order flow's dozen queries are most of its time.
 *
 * The results are those of `query`: the same serialisers for the values, the same parsers and row modes for
 * the rows, the same database errors (an error ends at the sync in the same buffer, so the session is ready
 * for the next statement), notifications delivered by PGlite as before. Named statements outlive a rolled
 * back transaction (PostgreSQL keeps them to the session's end), and a statement is remembered only once
 * its parse succeeded. Queries without parameters keep `query` (migrations send several statements in one
 * text, which a prepared statement cannot hold).
 */

/** How many texts get a name: the app has a few hundred shapes; past the cap a text goes through `query`. */
const MAX_NAMED_TEXTS = 2000;

interface Statement {
  name: string;
  paramTypes: number[];
}

type Serializer = (value: unknown) => string;
type Parser = (value: string, typeId?: number) => unknown;

/** PGlite's type tables and locks, public on the instance though not in its declared interface. */
interface PgliteInternals {
  serializers: Record<number, Serializer>;
  parsers: Record<number, Parser>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export interface PreparedQueries {
  /** Whether this text runs here: it has a name already, or there is room for one. */
  accepts(text: string): boolean;
  /**
   * Runs a parameterised query. `inTransaction`: the caller holds PGlite's transaction (a query of an open
   * transaction); otherwise the query waits for any transaction to end, as `query` does.
   */
  query<T>(text: string, params: unknown[], rowMode: 'array' | 'object' | undefined, inTransaction: boolean): Promise<Results<T>>;
}

export function preparedQueries(database: PGlite): PreparedQueries {
  const internals = database as unknown as PgliteInternals;
  const statements = new Map<string, Statement>();

  async function prepared(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) return known;
    const name = `p${statements.size + 1}`;
    const described = await database.execProtocol(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    return statement;
  }

  /** Each value as PGlite's `query` sends it: by the parameter's type, else its text. */
  function values(statement: Statement, params: unknown[]): (string | null)[] {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = internals.serializers[statement.paramTypes[index]!];
      return serializer ? serializer(param) : String(param);
    });
  }

  async function run<T>(text: string, params: unknown[], rowMode: 'array' | 'object' | undefined, inTransaction: boolean) {
    const statement = await prepared(text);
    const result = await database.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values: values(statement, params) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return parse.parseResults(result.messages, internals.parsers, rowMode ? { rowMode } : {})[0] as Results<T>;
  }

  return {
    accepts: (text) => statements.has(text) || statements.size < MAX_NAMED_TEXTS,
    query<T>(text: string, params: unknown[], rowMode: 'array' | 'object' | undefined, inTransaction: boolean) {
      const exclusive = () => internals._runExclusiveQuery(() => run<T>(text, params, rowMode, inTransaction));
      return inTransaction ? exclusive() : internals._runExclusiveTransaction(exclusive);
    },
  };
}
