/**
 * npm run bench: a mixed workload against the API in three topologies, printed as markdown tables.
 *
 * Kinds: cached public reads, login (image captcha + RSA-encrypted password, as the browser sends them),
 * authenticated reads, progress writes (playPassageRecord) and order creation paid through the sandbox.
 * Each kind runs alone for BENCH_SECONDS (default 10, after BENCH_WARMUP_SECONDS, default 3, of unmeasured
 * calls) at BENCH_CONNECTIONS (default 50) right after the bare route, then all of them at once sharing the
 * connections. The kinds that miss their latency target also run paced at half the rate they reached alone
 * (see PACED_SHARE). Topologies: one instance on PGlite; one on PostgreSQL + Redis (DATABASE_URL, REDIS_URL;
 * a throwaway database is created and dropped); two instances behind Debian's nginx with deploy/nginx.conf.
 * A topology whose service is missing is skipped with a line.
 *
 * Exits non-zero when any call failed (non-2xx or an envelope whose status is not 1); a few failed calls and
 * every error the instances logged are listed under the topology's table. Latency and throughput
 * targets are reported beside the figures but do not fail the run. BENCH_WEB=1 also runs `npm run size`
 * and `npm run bench:web` (both need `npm run build`).
 *
 * To look at one thing while changing it: BENCH_KINDS=orders (comma-separated kinds) measures only those
 * kinds (the mix is then of them alone), BENCH_TOPOLOGIES=embedded,postgres,nginx only those topologies.
 */
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { type Instance, NGINX, type Proxy, scratchDatabase, startInstance, startNginx } from '../tests/server/deploy/cluster';
import type { Fixtures } from './bench/instance';
import { type Kind, type LoadResult, type LoadSpec, ORG, PUBLIC_READS } from './bench/load';
import { markdownTable, percent } from './bench/shared';

const run = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Unmeasured calls before each kind's window. The first order flows after start ran at a p99 of 440–490 ms
 * where the same kind run again had 95–130 ms (code compiled, statements prepared on every pooled
 * connection, the database's caches filled): one second was not enough to reach that at four flows a second.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/**
 * Fifty connections sending back to back keep the server saturated, and a saturated server's p99 is mostly
 * the queue: by Little's law the mean wait alone is connections ÷ throughput. So each kind that misses its
 * latency target that way runs once more at this share of the rate it reached, which shows the latency of
 * the calls themselves under load. The targets are judged on both, and reported apart. (A kind that meets
 * its target saturated needs no second look; and at ten thousand calls a second the generator's timers,
 * on the same two cores, could not keep an even pace anyway.)
 */
const PACED_SHARE = 0.5;
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * Page views in the mix, a second: a visitor's page view is one document, after which the app asks the API itself,
 * so pages sent as fast as they are answered would be a workload of documents, not the site's. 100 kept pages and
 * 20 drawn afresh (an address no visitor asked for in the last half minute) a second are some ten million page views
 * a day, many times this site's; the API's kinds in the mix show what they cost the API's calls.
 * BENCH_MIXED_PAGES=kept,drawn sets others (0,0 leaves pages out of the mix).
 */
const PAGE_VIEWS_PER_SECOND = (() => {
  const [kept = 100, drawn = 20] = (process.env.BENCH_MIXED_PAGES ?? '').split(',').filter(Boolean).map(Number);
  return { kept, drawn };
})();

/** The kinds of the workload, in the order they are measured and shown. */
const ALL_KINDS: {
  kind: Exclude<Kind, 'bare'>;
  label: string;
  p99TargetMs?: number;
  ratioTarget?: number;
  /** In the mix, the rate this kind arrives at instead of as fast as it is answered. */
  mixedPerSecond?: number;
}[] = [
  { kind: 'public', label: 'public reads (cached)', p99TargetMs: 20, ratioTarget: 0.8 },
  { kind: 'page', label: 'course page, drawn and kept', p99TargetMs: 20, mixedPerSecond: PAGE_VIEWS_PER_SECOND.kept },
  { kind: 'pageDrawn', label: 'course page, drawn each visit', mixedPerSecond: PAGE_VIEWS_PER_SECOND.drawn },
  { kind: 'reads', label: 'authenticated reads', p99TargetMs: 20 },
  { kind: 'progress', label: 'progress writes' },
  { kind: 'login', label: 'login (captcha + RSA)' },
  { kind: 'orders', label: 'order creation (+ sandbox pay)', p99TargetMs: 100 },
];
const chosen = (variable: string) =>
  process.env[variable]
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);
const WORKLOAD = ALL_KINDS.filter(({ kind }) => chosen('BENCH_KINDS')?.includes(kind) ?? true);

interface Topology {
  /** What BENCH_TOPOLOGIES calls it. */
  key: 'embedded' | 'postgres' | 'nginx';
  name: string;
  /** Why it cannot run here, if it cannot. */
  missing(): string | null;
  start(env: Record<string, string>): Promise<Running>;
}

interface Running {
  base: string;
  /** The instances behind base, whose logs explain any failed call. */
  instances: Instance[];
  stop(): Promise<void>;
}

/** The error lines the instances logged (pino level 50 and above), shortened to what explains them. */
function loggedErrors(instances: Instance[]): string[] {
  const found: string[] = [];
  for (const line of instances.flatMap((instance) => instance.output.join('').split('\n'))) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        url?: string;
        err?: { type?: string; message?: string; code?: string };
      };
      if ((entry.level ?? 0) < 50) continue;
      const cause = entry.err
        ? `${entry.err.type ?? 'Error'}${entry.err.code ? ` ${entry.err.code}` : ''}: ${entry.err.message ?? ''}`
        : '';
      found.push(`server logged: ${entry.msg ?? ''}${entry.url ? ` (${entry.url})` : ''}${cause ? ` — ${cause}` : ''}`);
    } catch {
      // a line that is not a log entry
    }
  }
  return found;
}

const INSTANCE_ENTRY = 'scripts/bench/instance.ts';

/** PostgreSQL + Redis for one topology: a scratch database and a key prefix of its own, both removed after. */
async function sharedServices() {
  const database = await scratchDatabase(databaseUrl!);
  const prefix = `bench-${randomBytes(4).toString('hex')}:`;
  return {
    env: { DATABASE_URL: database.url, REDIS_URL: redisUrl!, REDIS_PREFIX: prefix },
    async remove() {
      await database.drop();
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: null });
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      redis.disconnect();
    },
  };
}

const TOPOLOGIES: Topology[] = [
  {
    key: 'embedded',
    name: 'One instance, embedded database (PGlite)',
    missing: () => null,
    async start(env) {
      const dataDir = await mkdtemp(join(tmpdir(), 'xueban-bench-data-'));
      // Without the services the other topologies are given: the server would choose them over DATA_DIR.
      const embedded = { ...env, DATA_DIR: dataDir, DATABASE_URL: undefined, REDIS_URL: undefined };
      const instance = await startInstance(embedded, undefined, INSTANCE_ENTRY);
      return {
        base: instance.url,
        instances: [instance],
        async stop() {
          await instance.stop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    key: 'postgres',
    name: 'One instance, PostgreSQL + Redis',
    missing: () => (databaseUrl && redisUrl ? null : 'DATABASE_URL and REDIS_URL are not both set'),
    async start(env) {
      const services = await sharedServices();
      const instance = await startInstance({ ...env, ...services.env }, undefined, INSTANCE_ENTRY).catch(async (error) => {
        await services.remove();
        throw error;
      });
      return {
        base: instance.url,
        instances: [instance],
        async stop() {
          await instance.stop();
          await services.remove();
        },
      };
    },
  },
  {
    key: 'nginx',
    name: 'Two instances behind nginx, PostgreSQL + Redis',
    missing: () =>
      !databaseUrl || !redisUrl
        ? 'DATABASE_URL and REDIS_URL are not both set'
        : NGINX
          ? null
          : 'nginx is not installed (apt-get install nginx-light)',
    async start(env) {
      const services = await sharedServices();
      const started: Instance[] = [];
      let proxy: Proxy | undefined;
      const stop = async () => {
        await proxy?.stop();
        await Promise.all(started.map((instance) => instance.stop()));
        await services.remove();
      };
      try {
        // The first start migrates, seeds and writes the accounts; the second finds them ready.
        started.push(await startInstance({ ...env, ...services.env }, undefined, INSTANCE_ENTRY));
        const { BENCH_FIXTURES: _, ...second } = env;
        started.push(await startInstance({ ...second, ...services.env }, undefined, INSTANCE_ENTRY));
        proxy = await startNginx(started.map((instance) => instance.port));
      } catch (error) {
        await stop();
        throw error;
      }
      return { base: proxy.url, instances: started, stop };
    },
  },
];

/**
 * Runs the specs at once in one load process and answers their results in the same order. One process, not
 * one per kind: on two cores shared with the server, five generators' event loops, each woken for a few
 * calls at a time, took two thirds of a core in the mix, and that time was taken from the server.
 */
async function load(specs: LoadSpec[]): Promise<LoadResult[]> {
  const longest = Math.max(...specs.map((spec) => spec.seconds + spec.warmupSeconds));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/load.ts', JSON.stringify(specs)], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (longest + 120) * 1000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult[];
}

interface TopologyResult {
  bare: LoadResult;
  alone: Map<Kind, LoadResult>;
  /** The kinds that missed their latency target alone, again paced at PACED_SHARE of the rate they reached. */
  paced: Map<Kind, LoadResult>;
  mixed: Map<Kind, LoadResult>;
}

async function measureTopology(base: string, fixturesFile: string): Promise<TopologyResult> {
  const fixtures = JSON.parse(await readFile(fixturesFile, 'utf8')) as Fixtures;
  // The bare route answers as many bytes as a public read does on average, so the ratio is about the work.
  let bytes = 0;
  for (const read of PUBLIC_READS) {
    const response = await fetch(`${base}${read.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: ORG },
      body: new URLSearchParams(read.form).toString(),
    });
    bytes += Buffer.byteLength(await response.text());
  }
  // Every buyer buys each course once: the runs that buy take a third of the buyers each.
  const third = Math.floor(fixtures.buyers.length / 3);
  const spec = (kind: Kind, connections: number, offset: number, buyers: [number, number]): LoadSpec => ({
    base,
    kind,
    connections,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    fixtures: fixturesFile,
    offset,
    bareBytes: Math.round(bytes / PUBLIC_READS.length),
    buyers,
  });
  const [bare] = await load([spec('bare', CONNECTIONS, 0, [0, 0])]);
  const alone = new Map<Kind, LoadResult>();
  for (const { kind, label } of WORKLOAD) {
    process.stderr.write(`  ${label} …\n`);
    const [result] = await load([spec(kind, CONNECTIONS, 0, [0, third])]);
    alone.set(kind, result!);
  }
  const paced = new Map<Kind, LoadResult>();
  for (const { kind, label, p99TargetMs } of WORKLOAD) {
    const { perSecond: reached, p99Ms } = alone.get(kind)!;
    if (p99TargetMs === undefined || reached === 0 || p99Ms <= p99TargetMs) continue;
    process.stderr.write(`  ${label} at ${percent(PACED_SHARE)} of its rate …\n`);
    const [result] = await load([{ ...spec(kind, CONNECTIONS, 0, [third, 2 * third]), ratePerSecond: reached * PACED_SHARE }]);
    paced.set(kind, result!);
  }
  // All kinds at once, the connections shared out evenly (the first kinds take the remainder).
  process.stderr.write('  all kinds at once …\n');
  let offset = 0;
  const mixed = WORKLOAD.filter(({ mixedPerSecond }) => mixedPerSecond !== 0);
  const mixedSpecs = mixed.map(({ kind, mixedPerSecond }, index) => {
    const connections = Math.floor(CONNECTIONS / mixed.length) + (index < CONNECTIONS % mixed.length ? 1 : 0) || 1;
    const made = spec(kind, connections, offset, [2 * third, fixtures.buyers.length]);
    offset += connections;
    return mixedPerSecond === undefined ? made : { ...made, ratePerSecond: mixedPerSecond };
  });
  const mixedResults = await load(mixedSpecs);
  return { bare: bare!, alone, paced, mixed: new Map(mixedResults.map((result) => [result.kind, result])) };
}

const mark = (ok: boolean) => (ok ? '✅' : '❌');

/** The table of one topology, and whether any call failed. */
function report({ bare, alone, paced, mixed }: TopologyResult): { table: string; errors: number; notes: string[] } {
  // No operation finished inside the window (a very slow kind in a very short run): nothing to show.
  const rate = (result: LoadResult) => (result.operations > 0 ? result.perSecond.toFixed(result.perSecond < 10 ? 1 : 0) : '–');
  const ms = (result: LoadResult) => (result.operations > 0 ? result.p99Ms.toFixed(1) : '–');
  const share = (ratio: number) => (ratio === 0 ? '–' : ratio < 0.1 ? `${(ratio * 100).toFixed(1)} %` : percent(ratio));
  const notes: string[] = [];
  let errors = bare.errors;
  const rows: string[][] = [
    ['bare route', rate(bare), ms(bare), '100 %', '', '', '', String(bare.errors), `0 errors ${mark(bare.errors === 0)}`],
  ];
  for (const { kind, label, p99TargetMs, ratioTarget } of WORKLOAD) {
    const one = alone.get(kind)!;
    // A kind left out of the mix (BENCH_MIXED_PAGES=0,0) shows no mixed figures.
    const all = mixed.get(kind) ?? { ...one, operations: 0, errors: 0 };
    const steady = paced.get(kind);
    const failed = one.errors + all.errors + (steady?.errors ?? 0);
    errors += failed;
    const ratio = one.perSecond / Math.max(1, bare.perSecond);
    const targets: string[] = [];
    if (ratioTarget !== undefined) targets.push(`≥ ${percent(ratioTarget)} of bare ${mark(ratio >= ratioTarget)}`);
    if (p99TargetMs !== undefined) {
      // Alone and within the mix, whichever is worse.
      const worst = Math.max(one.p99Ms, all.p99Ms);
      const sampled = one.operations > 0 && all.operations > 0;
      targets.push(`p99 ≤ ${p99TargetMs} ms ${sampled ? mark(worst <= p99TargetMs) : '(no sample)'}`);
      if (steady && steady.operations > 0) targets.push(`at ${percent(PACED_SHARE)} rate ${mark(steady.p99Ms <= p99TargetMs)}`);
    }
    targets.push(`0 errors ${mark(failed === 0)}`);
    const pacedCell = steady ? `${ms(steady)} @ ${rate(steady)}/s` : '';
    rows.push([label, rate(one), ms(one), share(ratio), pacedCell, rate(all), ms(all), String(failed), targets.join(' · ')]);
    for (const result of steady ? [one, steady, all] : [one, all]) {
      for (const sample of result.samples) notes.push(`${label}: ${sample}`);
      if (result.exhausted > 0) notes.push(`${label}: ${result.exhausted} connections ran out of courses to buy`);
    }
  }
  const mixedTotal = [...mixed.values()].reduce((sum, result) => sum + result.perSecond, 0);
  rows.push(['all kinds at once', '', '', '', '', mixedTotal.toFixed(0), '', '', '']);
  const table = markdownTable(
    [
      'kind',
      'req/s',
      'p99 ms',
      'vs bare',
      `p99 ms at ${percent(PACED_SHARE)} rate`,
      'mixed req/s',
      'mixed p99 ms',
      'errors',
      'targets',
    ],
    rows,
  );
  return { table, errors, notes };
}

async function main(): Promise<void> {
  const lines: string[] = [
    `## API benchmark`,
    '',
    `${SECONDS} s per kind after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections; "mixed" runs all kinds at once ` +
      `sharing the connections, pages at ${PAGE_VIEWS_PER_SECOND.kept} kept and ${PAGE_VIEWS_PER_SECOND.drawn} drawn afresh a second. Node ${process.version}, ${cpus().length} CPUs, ${new Date().toISOString().slice(0, 16)} UTC.`,
  ];
  let failed = false;
  for (const topology of TOPOLOGIES.filter(({ key }) => chosen('BENCH_TOPOLOGIES')?.includes(key) ?? true)) {
    lines.push('', `### ${topology.name}`, '');
    const missing = topology.missing();
    if (missing) {
      lines.push(`Skipped: ${missing}.`);
      process.stderr.write(`${topology.name}: skipped (${missing})\n`);
      continue;
    }
    process.stderr.write(`${topology.name}: starting …\n`);
    const dir = await mkdtemp(join(tmpdir(), 'xueban-bench-'));
    const fixturesFile = join(dir, 'fixtures.json');
    const env = {
      RATE_LIMITS: 'off',
      BENCH_FIXTURES: fixturesFile,
      BENCH_ACCOUNTS: String(CONNECTIONS),
    };
    let running: Running | undefined;
    try {
      running = await topology.start(env);
      const result = report(await measureTopology(running.base, fixturesFile));
      lines.push(result.table);
      const notes = [...new Set([...result.notes, ...loggedErrors(running.instances)])];
      if (notes.length > 0) lines.push('', ...notes.map((note) => `- ${note}`));
      if (result.errors > 0) failed = true;
    } catch (error) {
      failed = true;
      lines.push(`Failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      console.error(error);
    } finally {
      await running?.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(lines.join('\n'));

  if (process.env.BENCH_WEB === '1') {
    for (const script of ['size', 'bench:web']) {
      console.log(`\n$ npm run ${script}`);
      const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
      if (result.status !== 0) failed = true;
    }
  }
  if (failed) {
    console.error('\nFAILED: some calls answered an error (see the errors column and the notes).');
    process.exitCode = 1;
  }
}

await main();
