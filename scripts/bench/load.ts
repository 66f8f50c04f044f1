/**
 * The load generator of `npm run bench`, run as a process of its own so it does not share the server's event
 * loop. Each spec is `connections` keep-alive connections, each repeating one kind of operation back to back
 * for a fixed time after a short warm-up; the specs given run at once, in this one event loop. Only the
 * operation's own call is timed (the captcha image before a login, the payment after an order are made and
 * checked but not timed). Every answer must be 2xx and, for the JSON API, an envelope with status 1; anything
 * else counts as an error. Prints one JSON line: the specs' LoadResults in order.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Client } from 'undici';
import { hmacSign } from '../../server/src/providers/payment/signing';
import { CAPTCHA, encryptPassword } from '../../tests/server/deploy/cluster';
import type { Fixtures } from './instance';
import { BARE_PATH } from './shared';

export const KINDS = ['bare', 'public', 'page', 'pageDrawn', 'login', 'reads', 'progress', 'orders'] as const;
export type Kind = (typeof KINDS)[number];

export interface LoadSpec {
  base: string;
  kind: Kind;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  fixtures: string;
  /** Where this process's connections start among the accounts (several processes run at once when mixed). */
  offset: number;
  /** Size of the bare route's answer. */
  bareBytes: number;
  /** The buyers this process may use, [from, to) among the fixtures' buyers: each buys a course once only. */
  buyers: [number, number];
  /**
   * Paced rather than back to back: the connections together start this many operations a second, each
   * connection on a fixed schedule of its own. An operation that starts late (the one before took longer
   * than its turn) counts the wait in its latency, as a user arriving on time would have waited; so the p99
   * says how long calls take at this load, not only how long the ones that got through took.
   */
  ratePerSecond?: number;
  /** How long operations in flight may take to finish after the window before they are cut off (default 30). */
  drainLimitSeconds?: number;
}

export interface LoadResult {
  kind: Kind;
  operations: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** A few of the errors, for the log. */
  samples: string[];
  /** Connections that stopped early because they had nothing left to do (buyers who own every course). */
  exhausted: number;
}

/** Organisation header of anonymous calls (the default ORG_NUMBER). */
export const ORG = 'Org 20260001';
/** The sandbox's development credentials (PAYMENT_SANDBOX_APP_ID and PAYMENT_SANDBOX_SECRET defaults). */
const SANDBOX_APP_ID = 'sandbox-app-2026';
const SANDBOX_SECRET = 'xueban-sandbox-development-secret';

/** The cached public reads of the catalogue and home page, as scripts/bench-api.ts measures them. */
export const PUBLIC_READS: { path: string; form: Record<string, string> }[] = [
  { path: '/api/web/v1/common/getbasicdata', form: {} },
  { path: '/api/web/v1/course/findByCategoryId', form: { categoryId: '2', page: '1', size: '10' } },
  { path: '/api/web/v1/information/find', form: { page: '1', size: '10' } },
  { path: '/api/web/v1/homePage/findBanner', form: {} },
];

const AUTHENTICATED_READS: { path: string; form: Record<string, string> }[] = [
  { path: '/api/v1/myCourse/myCourseCategory', form: {} },
  { path: '/api/v1/notification/findByUserInfoId', form: { kind: 'all', page: '1', size: '10' } },
  { path: '/api/v1/findUserinfo', form: {} },
];

/** The course pages the drawn-page kinds visit, and how the server marks a page it drew. */
const COURSE_PAGES = 5;
const DRAWN = Buffer.from('<div id="root" data-server-drawn="">');
/** What Chromium sends for a page. */
const PAGE_ENCODINGS = 'gzip, deflate, br, zstd';

/** An answer's body as sent before compression. */
function decoded(answer: Answer): Buffer {
  if (answer.encoding === 'gzip') return gunzipSync(answer.body);
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body);
  if (answer.encoding === 'deflate') return inflateSync(answer.body);
  return answer.body;
}
const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

class CallError extends Error {}

/** How long operations in flight may take to finish once the window has closed, unless the spec says. */
const DRAIN_LIMIT_SECONDS = 30;

interface Answer {
  status: number;
  body: Buffer;
  /** The Content-Encoding the body was sent in. */
  encoding?: string | string[];
}

async function request(client: Client, method: 'GET' | 'POST', path: string, body: string, headers: Record<string, string>) {
  const answer = await client.request({ method, path, body, headers });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  return { status: answer.statusCode, body: bytes, encoding: answer.headers['content-encoding'] } satisfies Answer;
}

/**
 * The start of a successful envelope as the server writes it (status first). Calls whose data the workload
 * does not use are checked by this alone: the generator shares the machine with the server, and decoding
 * and parsing every answer in full (Chinese text, nested lists) cost it more than the bare route's plain
 * padding, which counted against the reads that answer real content.
 */
const SUCCESS_START = Buffer.from('{"status":1,');
const STATUS_ONLY = { data: false };

/** Posts a form the way the browser does and answers the envelope's appData; throws CallError otherwise. */
async function call<T = Record<string, unknown>>(
  client: Client,
  path: string,
  form: Record<string, string>,
  token?: string,
  { data = true }: { data?: boolean } = {},
): Promise<T> {
  const answer = await request(client, 'POST', path, new URLSearchParams(form).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: token ? `Bearer ${token}` : ORG,
  });
  const ok = answer.status >= 200 && answer.status <= 299;
  if (!data && ok && answer.body.subarray(0, SUCCESS_START.length).equals(SUCCESS_START)) return undefined as T;
  let envelope: { status: number; message: string; appData: T } | undefined;
  try {
    envelope = JSON.parse(answer.body.toString()) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  const told = envelope ? ` (status ${envelope.status} ${envelope.message})` : '';
  if (answer.status < 200 || answer.status > 299) throw new CallError(`${path}: HTTP ${answer.status}${told}`);
  if (!envelope) throw new CallError(`${path}: not JSON`);
  if (envelope.status !== 1) throw new CallError(`${path}:${told}`);
  return envelope.appData;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One connection's loop: `operation` answers the timed part's duration, or null when there is nothing left. */
type Operation = () => Promise<number | null>;

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const fixtures = JSON.parse(readFileSync(spec.fixtures, 'utf8')) as Fixtures;
  const { base } = spec;
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };

  const makeOperation = (client: Client, connection: number): Operation => {
    const index = spec.offset + connection;
    let turn = index;
    switch (spec.kind) {
      case 'bare':
        return () =>
          timed(() => call(client, `${BARE_PATH}?bytes=${spec.bareBytes}`, { page: '1', size: '10' }, undefined, STATUS_ONLY));
      case 'public':
        return () => {
          const read = PUBLIC_READS[turn++ % PUBLIC_READS.length]!;
          return timed(() => call(client, read.path, read.form, undefined, STATUS_ONLY));
        };
      case 'page':
      case 'pageDrawn': {
        // A handful of courses, asked for again and again (kept once drawn); or each visit an address of its own,
        // which no kept page answers, so every one is drawn.
        let visit = 0;
        return () => {
          const courseId = fixtures.courseIds[turn++ % Math.min(COURSE_PAGES, fixtures.courseIds.length)]!;
          const path =
            spec.kind === 'page'
              ? `/course/chapter?courseId=${courseId}`
              : `/course/chapter?courseId=${courseId}&visit=${index}-${visit++}`;
          return timed(async () => {
            // As a browser asks for a page: compressed, which is what the server's time per page is spent on.
            const answer = await request(client, 'GET', path, '', {
              'user-agent': DESKTOP_AGENT,
              'accept-encoding': PAGE_ENCODINGS,
            });
            if (answer.status !== 200) throw new CallError(`${path}: HTTP ${answer.status}`);
            if (!decoded(answer).includes(DRAWN)) throw new CallError(`${path}: not drawn on the server`);
          });
        };
      }
      case 'reads': {
        const token = fixtures.learners[index % fixtures.learners.length]!;
        return () => {
          const read = AUTHENTICATED_READS[turn++ % AUTHENTICATED_READS.length]!;
          return timed(() => call(client, read.path, read.form, token, STATUS_ONLY));
        };
      }
      case 'progress': {
        const token = fixtures.learners[index % fixtures.learners.length]!;
        let position = 0;
        return () => {
          const classId = fixtures.classIds[turn++ % fixtures.classIds.length]!;
          position += 5;
          return timed(() =>
            call(
              client,
              '/api/v1/ordersCourse/playPassageRecord',
              {
                classId: String(classId),
                positionSec: String(position),
                playedSec: '5',
              },
              token,
              STATUS_ONLY,
            ),
          );
        };
      }
      case 'login':
        return async () => {
          const c = randomBytes(8).toString('hex');
          const image = await request(client, 'GET', `/api/captcha?c=${c}`, '', {});
          if (image.status !== 200) throw new CallError(`/api/captcha: HTTP ${image.status}`);
          const form = {
            loginName: fixtures.login.phone,
            loginPassword: encryptPassword(fixtures.login.password),
            captcha: CAPTCHA,
            c,
            deviceId: `bench-login-${index}`,
          };
          return timed(async () => {
            const answer = await call<{ token?: string }>(client, '/api/v1/userInfo/login/V2', form);
            if (!answer.token) throw new CallError('login: no token (SMS check asked for)');
          });
        };
      case 'orders': {
        // This connection's buyers, each buying every course for sale once.
        const buyers = fixtures.buyers
          .slice(spec.buyers[0], spec.buyers[1])
          .filter((_, position) => position % spec.connections === connection);
        let buyer = 0;
        let course = 0;
        return async () => {
          if (course >= fixtures.courseIds.length) {
            buyer += 1;
            course = 0;
          }
          const token = buyers[buyer];
          if (!token) return null;
          const courseId = fixtures.courseIds[course++]!;
          let orderNo = '';
          const took = await timed(async () => {
            ({ orderNo } = await call<{ orderNo: string }>(
              client,
              '/api/v1/orders/createOrder',
              { courseId: String(courseId), payMethod: 'alipay' },
              token,
            ));
          });
          const payment = await call<{ outTradeNo: string; url: string; amount: string | number }>(
            client,
            '/api/pay/v1/pay/alipay/payOrder',
            { orderNo, device: 'desktop' },
            token,
          );
          const tradeNo = /\/cashier\/([A-Z0-9]+)$/.exec(payment.url)?.[1];
          if (!tradeNo) throw new CallError(`payOrder: no sandbox cashier in ${payment.url}`);
          // The buyer pays at the cashier; its notification is sent here, signed as the sandbox signs it.
          const cashier = await request(client, 'POST', `/api/pay/sandbox/cashier/${tradeNo}`, 'decision=pay&notify=none', {
            'content-type': 'application/x-www-form-urlencoded',
          });
          if (cashier.status >= 400) throw new CallError(`cashier: HTTP ${cashier.status}`);
          const fields: Record<string, string> = {
            notify_time: new Date().toISOString(),
            notify_type: 'trade_status_sync',
            notify_id: randomBytes(12).toString('hex'),
            app_id: SANDBOX_APP_ID,
            out_trade_no: payment.outTradeNo,
            trade_no: tradeNo,
            total_amount: Number(payment.amount).toFixed(2),
            trade_status: 'TRADE_SUCCESS',
            gmt_payment: new Date().toISOString(),
            sign_type: 'HMAC-SHA256',
          };
          const notified = await request(
            client,
            'POST',
            '/api/pay/v1/notify/sandbox',
            new URLSearchParams({ ...fields, sign: hmacSign(fields, SANDBOX_SECRET) }).toString(),
            { 'content-type': 'application/x-www-form-urlencoded' },
          );
          const said = notified.body.toString().trim();
          if (notified.status !== 200 || said !== 'success') {
            throw new CallError(`notify: HTTP ${notified.status} ${said.slice(0, 80)}`);
          }
          return took;
        };
      }
    }
  };

  /*
   * An operation counts when it finishes inside the window, whenever it started (a slow kind such as login
   * may take longer than the warm-up). When the window closes nothing new starts, and the operations in
   * flight are finished, uncounted, before the process ends: cut off, the server would still be working
   * through them (fifty logins are two seconds of password hashing here) while the next kind is measured,
   * which would then not run alone. An order flow is also finished whole, so the books still balance.
   */
  const warmupEnds = performance.now() + spec.warmupSeconds * 1000;
  const ends = warmupEnds + spec.seconds * 1000;
  const latencies: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  let exhausted = 0;
  /** Set when the window closes: no operation starts after it, and those in flight finish. */
  let closing = false;
  /** Set when operations in flight took too long to finish after the window: their calls are cut off. */
  let cut = false;
  /**
   * One keep-alive connection each. undici's client, not node:http's: the generator shares the two cores with
   * the server, and node:http's agent and parser took about twice the CPU a call.
   */
  const clients = new Set<Client>();
  let drainTimer: NodeJS.Timeout | undefined;
  const timer = setTimeout(() => {
    closing = true;
    drainTimer = setTimeout(
      () => {
        cut = true;
        for (const client of clients) void client.destroy();
      },
      (spec.drainLimitSeconds ?? DRAIN_LIMIT_SECONDS) * 1000,
    );
  }, ends - performance.now());
  await Promise.all(
    Array.from({ length: spec.connections }, async (_, connection) => {
      const client = new Client(base, { pipelining: 1 });
      clients.add(client);
      const operation = makeOperation(client, connection);
      const turnMs = spec.ratePerSecond ? (spec.connections * 1000) / spec.ratePerSecond : 0;
      // Paced connections start staggered across one turn, so their calls do not arrive in bursts.
      let turnStarts = performance.now() + (turnMs * connection) / spec.connections;
      while (!closing) {
        let late = 0;
        if (turnMs > 0) {
          const wait = turnStarts - performance.now();
          // Late only by the overrun of the call before; a timer waking a little late is the generator's own.
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          else late = -wait;
          if (closing) break;
          turnStarts += turnMs;
        }
        try {
          const took = await operation();
          if (took === null) {
            exhausted += 1;
            break;
          }
          const done = performance.now();
          if (done >= warmupEnds && done <= ends) latencies.push(took + late);
        } catch (error) {
          const done = performance.now();
          if (!cut && done >= warmupEnds) {
            errors += 1;
            if (samples.length < 5) samples.push(error instanceof Error ? error.message : String(error));
          }
        }
      }
      // A client destroyed by the cut-off has nothing left to close.
      await client.close().catch(() => undefined);
    }),
  );
  clearTimeout(timer);
  clearTimeout(drainTimer);
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    kind: spec.kind,
    operations: latencies.length,
    perSecond: latencies.length / spec.seconds,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    errors,
    samples,
    exhausted,
  };
}

// Run as a command (bench.ts starts it so); imported, it only defines runLoad.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const specs = JSON.parse(process.argv[2] ?? '[]') as LoadSpec[];
  process.stdout.write(`${JSON.stringify(await Promise.all(specs.map(runLoad)))}\n`);
}
