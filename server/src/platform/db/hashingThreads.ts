import type { ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/*
 * Password hashes are derived on threads of their own that give way to everything else.
 *
 * A hash is made slow on purpose (about half a second of one core at OWASP's scrypt cost, see password.ts). In Node's own thread pool it competed for the CPU
 * on equal terms with the HTTP thread, the database and the other processes of a small machine: in
 * `npm run bench`'s mix on two cores, logins' hashing took 40 % of a core while cached reads beside them
 * waited. These threads lower their own scheduling priority (nice 10; Linux sets it per thread), so the
 * kernel runs them when nothing more urgent wants the core: a read beside a burst of logins is answered as
 * if the logins were not there, and logins still use every idle moment. At most one thread per core but one
 * (and at most four) derive at once, so a burst cannot take every core even when the rest are idle.
 */
export const HASHING_NICENESS = 10;

const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

/** Plain JavaScript, so it needs no loader: lower this thread's priority, then derive keys one at a time. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const os = require('node:os');
try { os.setPriority(Math.min(19, os.getPriority() + ${HASHING_NICENESS})); } catch {}
parentPort.on('message', (job) => {
  if (job.priority) return parentPort.postMessage({ priority: os.getPriority() });
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, job.options);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Job =
  { password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions; priority?: undefined } | { priority: true };
type Answer = { key: Uint8Array } | { error: string } | { priority: number };

interface Waiting {
  job: Job;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

const idle: Worker[] = [];
let started = 0;
const queue: Waiting[] = [];
/** What each busy thread is working on, to fail it if the thread dies. */
const working = new Map<Worker, Waiting>();

function startThread(): Worker {
  started += 1;
  // Without the process's own flags: the source is CommonJS whatever --input-type or loaders the process runs with.
  const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
  worker.on('message', (answer: Answer) => {
    const current = working.get(worker);
    working.delete(worker);
    current?.resolve(answer);
    next(worker);
  });
  worker.on('error', (error) => {
    const current = working.get(worker);
    working.delete(worker);
    started -= 1;
    current?.reject(error);
    if (queue.length > 0) next(startThread());
  });
  return worker;
}

/** Gives the thread the next job, or lets it wait. */
function next(worker: Worker): void {
  const waiting = queue.shift();
  if (!waiting) {
    // An idle thread does not keep a finished process (a command-line tool, a test) alive; a busy one does.
    worker.unref();
    idle.push(worker);
    return;
  }
  worker.ref();
  working.set(worker, waiting);
  worker.postMessage(waiting.job);
}

function run(job: Job): Promise<Answer> {
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    const worker = idle.pop() ?? (started < THREADS ? startThread() : undefined);
    if (worker) next(worker);
  });
}

/** scrypt on a hashing thread; the password is normalised (NFC) by the caller. */
export async function deriveKeyOnHashingThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  const answer = await run({ password, salt: new Uint8Array(salt), keyLength, options });
  if ('error' in answer) throw new Error(answer.error);
  if (!('key' in answer)) throw new Error('哈希线程的回答不完整');
  return Buffer.from(answer.key);
}

/** The scheduling priority (nice value) a hashing thread runs at, as the kernel reports it. */
export async function hashingThreadPriority(): Promise<number> {
  const answer = await run({ priority: true });
  if (!('priority' in answer)) throw new Error('哈希线程的回答不完整');
  return answer.priority;
}
