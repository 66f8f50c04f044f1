import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/** What the render (src/app/ssr/renderPage.tsx, built into dist/ssr) gives back for a page. */
export interface RenderedPage {
  html: string;
  notFound: boolean;
}

/** What the render of a page is given (src/app/ssr/renderPage.tsx's PageRequest). */
export interface PageRequest {
  url: string;
  userAgent: string;
  origin: string;
  answers: Readonly<Record<string, unknown>>;
}

export interface RenderThread {
  renderPage(request: PageRequest): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

/*
 * The thread's own code: plain JavaScript (the built render is), whatever runs the server's sources. It loads the
 * render once and answers each request by its number.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.url);
parentPort.on('message', async ({ id, request }) => {
  try {
    const { renderPage } = await loaded;
    parentPort.postMessage({ id, page: await renderPage(request) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack || error.message) : String(error) });
  }
});
`;

type Answer = { id: number; page: RenderedPage | null } | { id: number; error: string };

/**
 * The server's render of pages (dist/ssr/renderPage.js) on a thread of its own: drawing a page is a few tens of
 * milliseconds of work that, on the server's main thread, every API call arriving meanwhile would wait behind.
 * A render that does not answer within `timeoutMs` fails (the page goes to the browser) and the thread is
 * replaced; a thread that dies fails what it was drawing and is replaced on the next page. The thread never keeps
 * the process alive.
 */
export function renderThread(file: string, options: { timeoutMs: number }): RenderThread {
  let current: Thread | null = null;
  let nextId = 1;

  return {
    renderPage(request) {
      current ??= startThread(file, (gone) => {
        if (current === gone) current = null;
      });
      const thread = current;
      const id = nextId++;
      return new Promise<RenderedPage | null>((resolve, reject) => {
        const timer = setTimeout(() => {
          // A render stuck that long holds up every render after it: a fresh thread takes over.
          if (current === thread) current = null;
          thread.fail(new Error(`the page was not drawn within ${options.timeoutMs} ms`));
          void thread.worker.terminate();
        }, options.timeoutMs);
        thread.pending.set(id, { resolve, reject, timer });
        thread.worker.postMessage({ id, request });
      });
    },
    async close() {
      const thread = current;
      current = null;
      if (thread) await thread.worker.terminate();
    },
  };
}

interface Waiting {
  resolve(page: RenderedPage | null): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  /** The renders sent to this thread and not answered yet. */
  pending: Map<number, Waiting>;
  fail(error: Error): void;
}

function startThread(file: string, onGone: (thread: Thread) => void): Thread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { url: pathToFileURL(file).href } });
  worker.unref();
  const pending = new Map<number, Waiting>();
  const fail = (error: Error) => {
    for (const waiting of pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    pending.clear();
  };
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    clearTimeout(waiting.timer);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.page);
  });
  const thread: Thread = { worker, pending, fail };
  const gone = (error: Error) => {
    onGone(thread);
    fail(error);
  };
  worker.on('error', gone);
  worker.on('exit', (code) => gone(new Error(`the render thread stopped (exit code ${code})`)));
  return thread;
}
