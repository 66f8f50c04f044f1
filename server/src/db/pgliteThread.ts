import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The embedded database on a thread of its own.
 *
 * PGlite runs PostgreSQL compiled to WebAssembly, synchronously, on whichever thread calls it. On the HTTP
 * thread every query held up every request: under the benchmark's mixed load a cached read that needs no
 * database waited behind the writes' queries (p99 30–43 ms), and order creation, half of whose time was
 * PostgreSQL, could not use the second core. The server therefore opens PGlite in a worker thread
 * (pgliteWorker.ts) and talks to it by messages; the HTTP thread only builds queries and maps rows. Tests that
 * open a database directly keep PGlite in their own thread (client.ts), where a worker would only add start-up.
 *
 * What crosses: a query's text, parameters and row mode; its rows back (structured clone keeps numbers,
 * bigints, byte arrays and JSON values); a database error's message and fields (code, constraint, detail),
 * which is what the services read; notifications of the channels listened to, in the order PGlite raised
 * them and before the answer of the write that raised them, as in one thread.
 */
export interface EmbeddedClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** What a transaction's work gets: Drizzle runs its queries with query (and savepoints through it). */
export interface EmbeddedTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  readonly closed: boolean;
}

export interface WorkerOptions {
  dataDir: string;
}

type Request =
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; transaction?: number }
  | { op: 'exec'; text: string; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };
export type ThreadRequest = Request & { id: number };
export type ThreadReply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notify: string; payload: string }
  | { ready: true };

interface TsxManifest {
  exports: { './esm/api': { import: { default: string } } };
}

const WORKER_FILE = new URL('./pgliteWorker.ts', import.meta.url);

/**
 * A worker runs plain Node, and on Node 20 loader hooks (the `--import tsx` the server runs under) do not
 * reach worker threads. So the worker's first script, evaluated from this string, loads the TypeScript
 * source through tsx's own import function.
 */
function workerBoot(): string {
  // The ES module build of tsx's API, found through its package's own exports (a script evaluated in a worker
  // resolves bare names from the working directory, and the CommonJS build cannot be imported from there).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as TsxManifest).exports['./esm/api'].import.default;
  const tsxApi = new URL(exports, pathToFileURL(manifest)).href;
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_FILE.href)}, ${JSON.stringify(import.meta.url)}));`;
}

/** A database error rebuilt on this side, with the fields the services look at (code, constraint…). */
function rebuiltError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? '数据库错误'));
  Object.assign(error, fields);
  return error;
}

/**
 * Drizzle passes parsers that keep some types (dates, intervals) as the text PostgreSQL sent. Only their type
 * ids cross to the worker, which sets the same identity parsers there; anything else would be lost silently.
 */
const textTypesByParsers = new WeakMap<object, number[]>();
function textTypesOf(options: QueryOptions | undefined): number[] | undefined {
  const parsers = options?.parsers;
  if (!parsers) return undefined;
  let types = textTypesByParsers.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse('2000-01-01', Number(type)) !== '2000-01-01') throw new Error(`类型 ${type} 的解析函数不能交给数据库线程`);
      return Number(type);
    });
    textTypesByParsers.set(parsers, types);
  }
  return types;
}

export class PgliteThread implements EmbeddedClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and opens (creating if new) the data directory, or `memory://`. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(workerBoot(), { eval: true, workerData: { dataDir } satisfies WorkerOptions });
    const thread = new PgliteThread(worker);
    await new Promise<void>((ready, failed) => {
      const onStartError = (error: Error) => failed(error);
      const onEarlyExit = (code: number) => failed(new Error(`数据库线程启动失败（退出码 ${code}）`));
      worker.once('error', onStartError);
      worker.once('exit', onEarlyExit);
      worker.on('message', function first(reply: ThreadReply) {
        if (!('ready' in reply)) return;
        worker.off('message', first);
        worker.off('error', onStartError);
        worker.off('exit', onEarlyExit);
        ready();
      });
    });
    worker.on('message', (reply: ThreadReply) => thread.#receive(reply));
    // A thread that dies takes the database with it: every call waiting and every later one fails with the cause.
    worker.on('error', (error) => thread.#fail(error));
    worker.on('exit', (code) => thread.#fail(new Error(`数据库线程已退出（退出码 ${code}）`)));
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#queryIn(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: 'exec', text }) as Promise<Results[]>;
  }

  async transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let open = true;
    const tx: EmbeddedTransaction = {
      query: (text, params, options) => this.#queryIn(id, text, params, options),
      exec: (text) => this.#call({ op: 'exec', text, transaction: id }) as Promise<Results[]>,
      get closed() {
        return !open;
      },
    };
    let outcome: T;
    try {
      outcome = await work(tx);
    } catch (error) {
      open = false;
      await this.#call({ op: 'end', transaction: id, commit: false });
      throw error;
    }
    open = false;
    await this.#call({ op: 'end', transaction: id, commit: true });
    return outcome;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#call({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#listeners.get(channel) !== callbacks) return;
      this.#listeners.delete(channel);
      if (!this.#closed) await this.#call({ op: 'unlisten', channel });
    };
  }

  dumpDataDir(): Promise<Blob> {
    return this.#call({ op: 'dump' }) as Promise<Blob>;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #queryIn<T>(transaction: number | undefined, text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypesOf(options),
      transaction,
    }) as Promise<Results<T>>;
  }

  #call(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('数据库已关闭'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  #receive(reply: ThreadReply): void {
    if ('notify' in reply) {
      for (const callback of this.#listeners.get(reply.notify) ?? []) callback(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if ('error' in reply) waiting.reject(rebuiltError(reply.error));
    else waiting.resolve(reply.result);
  }

  #fail(error: Error): void {
    if (this.#closed) return;
    this.#failure ??= error;
    for (const waiting of this.#pending.values()) waiting.reject(this.#failure);
    this.#pending.clear();
  }
}
