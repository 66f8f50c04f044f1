import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

/**
 * Calls from the HTTP thread to a database's own thread, and their answers: the embedded database
 * (pgliteThread.ts) and the PostgreSQL pool (postgresThread.ts) both run off the HTTP thread and are reached
 * this way. A call is a plain object with an `op`; its answer is whatever structured clone carries back, or a
 * database error as plain data rebuilt on this side. A thread may also send messages of its own between the
 * answers (notifications, a pooled connection's error); they reach `onNotice` in the order they were sent.
 */
export type LinkReply =
  { id: number; result: unknown } | { id: number; error: Record<string, unknown> } | { ready: true } | { notice: unknown };

interface TsxManifest {
  exports: { './esm/api': { import: { default: string } } };
}

/**
 * A worker runs plain Node, and on Node 20 loader hooks (the `--import tsx` the server runs under) do not
 * reach worker threads. So the worker's first script, evaluated from this string, loads the TypeScript
 * source through tsx's own import function.
 */
function workerBoot(file: URL): string {
  // The ES module build of tsx's API, found through its package's own exports (a script evaluated in a worker
  // resolves bare names from the working directory, and the CommonJS build cannot be imported from there).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = (JSON.parse(readFileSync(manifest, 'utf8')) as TsxManifest).exports['./esm/api'].import.default;
  const tsxApi = new URL(exports, pathToFileURL(manifest)).href;
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(import.meta.url)}));`;
}

/** A database error rebuilt on this side, with the fields the services look at (code, constraint…). */
function rebuiltError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? '数据库错误'));
  Object.assign(error, fields);
  return error;
}

/** A database error as plain data: its message and every field PostgreSQL set (code, constraint, detail…). */
export function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    // The query's parameters may hold a password's hash or a phone number: they stay on their thread.
    if (key === 'params' || key === 'values') continue;
    // A connection error may carry the socket or other objects that cannot cross.
    if (value !== null && typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

export class WorkerLink<Request extends { op: string }> {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #closed = false;
  #failure: Error | null = null;

  readonly #together: boolean;

  private constructor(worker: Worker, together: boolean) {
    this.#worker = worker;
    this.#together = together;
  }

  /**
   * Starts `file` (a module that calls `serveLink`) on a thread of its own with `data` as its workerData, and
   * resolves once it says it is ready. `onNotice` gets the messages it sends of its own accord; `together`
   * sends a round's calls in one message (see #outbox).
   */
  static async start<Request extends { op: string }>(
    file: URL,
    data: unknown,
    options: { onNotice: (notice: unknown) => void; together: boolean },
  ): Promise<WorkerLink<Request>> {
    const { onNotice, together } = options;
    const worker = new Worker(workerBoot(file), { eval: true, workerData: data });
    const link = new WorkerLink<Request>(worker, together);
    await new Promise<void>((ready, failed) => {
      const onStartError = (error: Error) => failed(error);
      const onEarlyExit = (code: number) => failed(new Error(`数据库线程启动失败（退出码 ${code}）`));
      worker.once('error', onStartError);
      worker.once('exit', onEarlyExit);
      worker.on('message', function first(reply: LinkReply) {
        if (!('ready' in reply)) return;
        worker.off('message', first);
        worker.off('error', onStartError);
        worker.off('exit', onEarlyExit);
        ready();
      });
    });
    worker.on('message', (reply: LinkReply) => {
      if ('notice' in reply) onNotice(reply.notice);
      else link.#receive(reply);
    });
    // A thread that dies takes the database with it: every call waiting and every later one fails with the cause.
    worker.on('error', (error) => link.#fail(error));
    worker.on('exit', (code) => link.#fail(new Error(`数据库线程已退出（退出码 ${code}）`)));
    return link;
  }

  get closed(): boolean {
    return this.#closed;
  }

  call(request: Request): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('数据库已关闭'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (!this.#together) {
        this.#post([{ ...request, id }]);
        return;
      }
      if (this.#outbox.length === 0) setImmediate(this.#flush);
      this.#outbox.push({ ...request, id });
    });
  }

  /**
   * With `together`, the calls made while the HTTP thread handles one round of events leave together, once the
   * round is over. A message to a thread asleep wakes it (an eventfd write, and on a virtual machine an
   * interrupt to the other CPU, about 15 µs here against 2 µs to a thread at work). The PostgreSQL pool's
   * thread sleeps while PostgreSQL works: posted one by one, its calls took 14 % of the HTTP thread under the
   * mixed load, batched 10 %. A call then waits for the rest of the round it was made in, which the embedded
   * database's thread, at work most of the time and cheap to reach, does not gain from: order creation in the
   * mix, ten calls in a row, went from 86 to 130 ms at p99 there.
   */
  readonly #outbox: (Request & { id: number })[] = [];
  readonly #flush = () => this.#post(this.#outbox.splice(0));

  #post(batch: (Request & { id: number })[]): void {
    try {
      this.#worker.postMessage(batch);
    } catch {
      // A value that cannot be cloned (a function, say) fails its own call, not the others sent with it.
      for (const request of batch) {
        try {
          this.#worker.postMessage([request]);
        } catch (error) {
          const waiting = this.#pending.get(request.id);
          this.#pending.delete(request.id);
          waiting?.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    }
  }

  /** Sends the last call (which closes the database there) and ends the thread. */
  async close(last: Request): Promise<void> {
    if (this.#closed) return;
    try {
      await this.call(last);
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #receive(reply: LinkReply): void {
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

/**
 * The thread's side: answers each call with `answer` (in parallel; the database keeps its own order), and
 * returns how to send a notice. Says it is ready once called, so call it after the database is open.
 */
export function serveLink<Request extends { op: string }>(
  answer: (request: Request) => Promise<unknown>,
): (notice: unknown) => void {
  const port = parentPort;
  if (!port) throw new Error('this module runs only as a worker thread');
  const send = (reply: LinkReply) => port.postMessage(reply);
  port.on('message', (batch: (Request & { id: number })[]) => {
    for (const request of batch) {
      answer(request).then(
        (result) => send({ id: request.id, result }),
        (error: unknown) => send({ id: request.id, error: plainError(error) }),
      );
    }
  });
  send({ ready: true });
  return (notice) => send({ notice });
}
