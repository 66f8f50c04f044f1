/**
 * Throughput of cached public reads compared with a bare Fastify route, on a seeded PGlite database.
 * Run: npx tsx scripts/bench-api.ts   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS to adjust)
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { seedIfEmpty } from '../server/src/db/seed';
import { createMemoryStore } from '../server/src/store';

const run = promisify(execFile);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.7;

interface Target {
  name: string;
  path: string;
  body: string;
}

interface Measurement {
  name: string;
  bytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** The load generator runs as its own process so it does not share the server's event loop. */
async function measure(baseUrl: string, target: Target, headers: Record<string, string>): Promise<Measurement> {
  // A short warm-up first, so JIT compilation and the first cache fill are not part of the sample.
  const args = [
    AUTOCANNON,
    '--json',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(SECONDS),
    '-m',
    'POST',
    '--warmup',
    '[',
    '-c',
    '2',
    '-d',
    '1',
    ']',
  ];
  if (target.body) args.push('-b', target.body);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(`${baseUrl}${target.path}`);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  // With a warm-up autocannon prints one JSON document per phase; the last one is the measurement.
  const documents = stdout
    .trim()
    .split('\n')
    .filter((text) => text.startsWith('{'));
  const result = JSON.parse(documents[documents.length - 1] ?? '{}') as {
    requests: { average: number; total: number };
    throughput: { total: number };
    latency: { p99: number };
    non2xx: number;
  };
  return {
    name: target.name,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'xueban-bench-'));
  const database = await createDatabase({ dataDir });
  const store = createMemoryStore();
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db);
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
    const app = await buildApp({ config, db: database.db, store, distDir: null, assetsDir: null });
    const bareAnswers = new Map<number, Buffer>();
    // No hooks, no validation, no database: the framework's ceiling. ?bytes=N answers with N bytes of JSON,
    // so a cached read can also be compared with a bare answer of its own size.
    app.post('/bench/bare', (request, reply) => {
      const bytes = Number((request.query as { bytes?: string }).bytes ?? 0);
      let answer = bareAnswers.get(bytes);
      if (!answer) {
        const envelope = JSON.stringify({ status: 1, message: 'ok', appData: null });
        answer = Buffer.from(
          bytes > envelope.length
            ? JSON.stringify({ status: 1, message: 'ok', appData: 'x'.repeat(bytes - envelope.length - 2) })
            : envelope,
        );
        bareAnswers.set(bytes, answer);
      }
      reply.type('application/json; charset=utf-8').send(answer);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded', authorization: `Org ${config.orgNumber}` };

    const targets: Target[] = [
      { name: 'common/getbasicdata', path: '/api/web/v1/common/getbasicdata', body: '' },
      { name: 'course/findByCategoryId', path: '/api/web/v1/course/findByCategoryId', body: 'categoryId=2&page=1&size=10' },
      { name: 'information/find', path: '/api/web/v1/information/find', body: 'page=1&size=10' },
    ];
    const answerBytes = new Map<string, number>();
    for (const target of targets) {
      const response = await fetch(`${baseUrl}${target.path}`, { method: 'POST', headers, body: target.body });
      const text = await response.text();
      const envelope = JSON.parse(text) as { status: number };
      if (envelope.status !== 1) throw new Error(`${target.name} 返回 ${text}`);
      answerBytes.set(target.name, Buffer.byteLength(text));
    }

    const bare = (bytes: number): Target => ({
      name: `bare ${bytes} B`,
      path: `/bench/bare?bytes=${bytes}`,
      body: 'page=1&size=10',
    });
    // The machine is shared and noisy: every read is measured right after a bare route answering the same
    // number of bytes, in several rounds, and each row reports its median round.
    const rounds: { tiny: Measurement; rows: { read: Measurement; sameSize: Measurement }[] }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const tiny = await measure(baseUrl, bare(0), headers);
      const rows: { read: Measurement; sameSize: Measurement }[] = [];
      for (const target of targets) {
        const sameSize = await measure(baseUrl, bare(answerBytes.get(target.name) ?? 0), headers);
        rows.push({ read: await measure(baseUrl, target, headers), sameSize });
      }
      rounds.push({ tiny, rows });
    }
    await app.close();

    const median = (items: Measurement[]): Measurement => {
      const sorted = [...items].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    const tiny = median(rounds.map((r) => r.tiny));
    const rows = targets.map((_, index) => ({
      read: median(rounds.map((r) => r.rows[index]!.read)),
      sameSize: median(rounds.map((r) => r.rows[index]!.sameSize)),
      // Ratio per round, so both sides of it ran under the same load.
      ratio: [...rounds.map((r) => r.rows[index]!.read.requestsPerSecond / r.rows[index]!.sameSize.requestsPerSecond)].sort(
        (a, b) => a - b,
      )[Math.floor(rounds.length / 2)]!,
    }));
    const tinyRate = tiny.requestsPerSecond;
    const percent = (value: number) => `${Math.round(value * 100)} %`;
    const widths = [26, 7, 9, 8, 14, 12];
    const line = (cells: string[]) =>
      `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`;
    console.log(
      `\n${SECONDS} s per route, ${CONNECTIONS} connections, median of ${ROUNDS} rounds, cached reads on seeded PGlite\n`,
    );
    console.log(line(['route', 'bytes', 'req/s', 'p99 ms', 'vs same-size', 'vs tiny']));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    const show = (row: Measurement, ratio?: number) =>
      console.log(
        line([
          row.name,
          String(row.bytes),
          row.requestsPerSecond.toFixed(0),
          row.p99Ms.toFixed(1),
          ratio === undefined ? '' : percent(ratio),
          row.name.startsWith('bare') ? '' : percent(row.requestsPerSecond / tinyRate),
        ]),
      );
    show({ ...tiny, name: 'bare, tiny' });
    for (const { read, sameSize, ratio } of rows) {
      show({ ...sameSize, name: `bare, ${sameSize.bytes} B` });
      show(read, ratio);
    }
    for (const row of rounds.flatMap((r) => [r.tiny, ...r.rows.flatMap((x) => [x.read, x.sameSize])])) {
      if (row.non2xx > 0) console.log(`  ! ${row.name}: ${row.non2xx} answers outside 2xx`);
    }
    const worst = Math.min(...rows.map(({ ratio }) => ratio));
    console.log(
      `\nslowest cached read: ${percent(worst)} of a bare route answering the same bytes (target ${percent(TARGET_RATIO)})`,
    );
    if (worst < TARGET_RATIO) process.exitCode = 1;
  } finally {
    await store.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
