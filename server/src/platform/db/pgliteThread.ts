import type { QueryOptions, Results } from '@electric-sql/pglite';
import { WorkerLink } from './workerLink';

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

export type ThreadRequest =
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; transaction?: number }
  | { op: 'exec'; text: string; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };
/** What the thread sends of its own accord: a notification on a channel listened to. */
export interface ThreadNotice {
  channel: string;
  payload: string;
}

const WORKER_FILE = new URL('./pgliteWorker.ts', import.meta.url);

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
  readonly #link: WorkerLink<ThreadRequest>;
  readonly #listeners: Map<string, Set<(payload: string) => void>>;

  private constructor(link: WorkerLink<ThreadRequest>, listeners: Map<string, Set<(payload: string) => void>>) {
    this.#link = link;
    this.#listeners = listeners;
  }

  /** Starts the thread and opens (creating if new) the data directory, or `memory://`. */
  static async open(dataDir: string): Promise<PgliteThread> {
    const listeners = new Map<string, Set<(payload: string) => void>>();
    const link = await WorkerLink.start<ThreadRequest>(WORKER_FILE, { dataDir } satisfies WorkerOptions, {
      onNotice: (notice) => {
        const { channel, payload } = notice as ThreadNotice;
        for (const callback of listeners.get(channel) ?? []) callback(payload);
      },
      together: false,
    });
    return new PgliteThread(link, listeners);
  }

  get closed(): boolean {
    return this.#link.closed;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#queryIn(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#link.call({ op: 'exec', text }) as Promise<Results[]>;
  }

  async transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#link.call({ op: 'begin' })) as number;
    let open = true;
    const tx: EmbeddedTransaction = {
      query: (text, params, options) => this.#queryIn(id, text, params, options),
      exec: (text) => this.#link.call({ op: 'exec', text, transaction: id }) as Promise<Results[]>,
      get closed() {
        return !open;
      },
    };
    let outcome: T;
    try {
      outcome = await work(tx);
    } catch (error) {
      open = false;
      await this.#link.call({ op: 'end', transaction: id, commit: false });
      throw error;
    }
    open = false;
    await this.#link.call({ op: 'end', transaction: id, commit: true });
    return outcome;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#link.call({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#listeners.get(channel) !== callbacks) return;
      this.#listeners.delete(channel);
      if (!this.closed) await this.#link.call({ op: 'unlisten', channel });
    };
  }

  dumpDataDir(): Promise<Blob> {
    return this.#link.call({ op: 'dump' }) as Promise<Blob>;
  }

  close(): Promise<void> {
    return this.#link.close({ op: 'close' });
  }

  #queryIn<T>(transaction: number | undefined, text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#link.call({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypesOf(options),
      transaction,
    }) as Promise<Results<T>>;
  }
}
