/**
 * The PostgreSQL pool's own thread: node-postgres opened here, answering the calls `postgresThread.ts` sends.
 * See that file for why the pool runs off the HTTP thread and for the calls.
 */
import { workerData } from 'node:worker_threads';
import pg from 'pg';
import type { PostgresNotice, PostgresRequest, PostgresThreadOptions } from './postgresThread';
import { CONNECTION_WAIT_MS, PreparingClient, UnnamedClient } from './preparedStatements';
import { plainError, serveLink } from './workerLink';

const options = workerData as PostgresThreadOptions;
const pool = new pg.Pool({
  connectionString: options.connectionString,
  max: options.max,
  connectionTimeoutMillis: CONNECTION_WAIT_MS,
  Client: options.preparedStatements ? PreparingClient : UnnamedClient,
});

const reportError = (error: Error) => notify({ connectionError: plainError(error) } satisfies PostgresNotice);
// The pool listens for errors only on idle connections. A connection checked out for a transaction that the
// server terminates (restart, pg_terminate_backend) would emit an unhandled 'error' and end the thread; with a
// listener of its own the query in progress fails instead, and the pool replaces the connection.
pool.on('error', reportError);
pool.on('connect', (client) => client.on('error', reportError));

/** The parsers of a query that keeps these types as text, one per set of types. */
const typesByKey = new Map<string, pg.CustomTypesConfig>();
const keepAsText = (value: string) => value;
function typesKeeping(textTypes: readonly number[] | undefined): pg.CustomTypesConfig | undefined {
  if (!textTypes) return undefined;
  const key = textTypes.join(',');
  let types = typesByKey.get(key);
  if (!types) {
    const kept = new Set(textTypes);
    types = {
      getTypeParser: ((type: number, format?: string) =>
        kept.has(type) ? keepAsText : pg.types.getTypeParser(type, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
    };
    typesByKey.set(key, types);
  }
  return types;
}

/** Only what Drizzle and the services read: the field descriptions and the parsers stay here. */
function sendable(result: pg.QueryResult): Pick<pg.QueryResult, 'command' | 'rowCount' | 'rows'> {
  return { command: result.command, rowCount: result.rowCount, rows: result.rows };
}

/** Connections checked out for a transaction, by the number the other side knows them by. */
const connections = new Map<number, pg.PoolClient>();
let nextConnection = 1;

function on(connection: number | undefined): pg.Pool | pg.PoolClient {
  if (connection === undefined) return pool;
  const client = connections.get(connection);
  if (!client) throw new Error(`连接 ${connection} 已归还`);
  return client;
}

async function answer(request: PostgresRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const config = {
        text: request.text,
        name: request.name,
        // A Buffer arrives as a Uint8Array, which node-postgres sends as bytes too.
        values: request.values,
        rowMode: request.rowMode,
        types: typesKeeping(request.textTypes),
      };
      const result = (await on(request.connection).query(config as pg.QueryConfig)) as pg.QueryResult | pg.QueryResult[];
      // A text of several statements without parameters answers with one result each.
      return Array.isArray(result) ? result.map(sendable) : sendable(result);
    }
    case 'connect': {
      const client = await pool.connect();
      const id = nextConnection++;
      connections.set(id, client);
      return id;
    }
    case 'release': {
      const client = connections.get(request.connection);
      connections.delete(request.connection);
      // A connection whose user saw it fail is closed rather than handed to the next caller.
      client?.release(request.destroy);
      return undefined;
    }
    case 'end':
      for (const client of connections.values()) client.release(true);
      connections.clear();
      await pool.end();
      return undefined;
  }
}

const notify = serveLink(answer);
