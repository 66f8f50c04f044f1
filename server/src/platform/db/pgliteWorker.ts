/**
 * The embedded database's own thread: PGlite opened here, answering the requests `pgliteThread.ts` posts.
 * See that file for why the database runs off the HTTP thread and for the messages.
 */
import { workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { preparedQueries } from './pglitePrepared';
import type { ThreadNotice, ThreadRequest, WorkerOptions } from './pgliteThread';
import { serveLink } from './workerLink';

const options = workerData as WorkerOptions;
const database = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
const prepared = preparedQueries(database);

/*
 * Drizzle asks for a few types (dates, intervals and their arrays) as text, with parsers that return their
 * input. Parsers are functions and cannot cross threads, so the other side sends the types' ids and the
 * same identity parsers are set here, once, on the instance (see pgliteForDrizzle.ts).
 */
const table = (database as unknown as { parsers: Record<number, (value: string) => unknown> }).parsers;
const keepAsText = (value: string) => value;
const textTypesSet = new Set<number>();
function keepTypesAsText(types: readonly number[] | undefined): void {
  for (const type of types ?? []) {
    if (textTypesSet.has(type)) continue;
    table[type] = keepAsText;
    textTypesSet.add(type);
  }
}

/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** Every transaction begun and not yet ended: settles once PGlite has committed or rolled it back. */
const ended = new Map<number, Promise<void>>();
let nextTransaction = 1;
/** Channels listened to, and how to stop. */
const listening = new Map<string, () => Promise<void>>();

/** Thrown into a transaction's callback to make PGlite roll it back; never reaches the other side. */
const ROLL_BACK = Symbol('roll back');

function on(transaction: number | undefined) {
  if (transaction === undefined) return database;
  const open = transactions.get(transaction);
  if (!open) throw new Error(`事务 ${transaction} 已结束`);
  return open.tx;
}

async function begin(): Promise<number> {
  const id = nextTransaction++;
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const finished = database
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          transactions.set(id, { tx, end: (commit) => (commit ? resolve() : reject(ROLL_BACK)) });
          begun();
        }),
    )
    .finally(() => transactions.delete(id));
  ended.set(id, finished);
  // A transaction waits for the one before it: the id is answered once this one holds the database.
  try {
    await Promise.race([started, finished]);
  } catch (error) {
    // It never began (the database closed, say): nothing will end it.
    ended.delete(id);
    throw error;
  }
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  const finished = ended.get(id);
  ended.delete(id);
  open?.end(commit);
  try {
    await finished;
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      keepTypesAsText(request.textTypes);
      const target = on(request.transaction);
      if (request.params?.length && prepared.accepts(request.text)) {
        return prepared.query(request.text, request.params, request.rowMode, request.transaction !== undefined);
      }
      const queryOptions: QueryOptions = request.rowMode ? { rowMode: request.rowMode } : {};
      return target.query(request.text, request.params, queryOptions);
    }
    case 'exec':
      return on(request.transaction).exec(request.text);
    case 'begin':
      return begin();
    case 'end':
      return end(request.transaction, request.commit);
    case 'listen': {
      if (!listening.has(request.channel)) {
        const stop = await database.listen(request.channel, (payload) =>
          notify({ channel: request.channel, payload } satisfies ThreadNotice),
        );
        listening.set(request.channel, stop);
      }
      return undefined;
    }
    case 'unlisten': {
      const stop = listening.get(request.channel);
      listening.delete(request.channel);
      if (stop && !database.closed) await stop();
      return undefined;
    }
    case 'dump':
      return database.dumpDataDir('none');
    case 'close':
      if (!database.closed) await database.close();
      return undefined;
  }
}

const notify = serveLink(answer);
