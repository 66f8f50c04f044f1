/**
 * Throughput of cached public reads compared with a bare Fastify route, on a seeded PGlite database, and of
 * one authenticated write: the lesson progress a playing video saves (ordersCourse/playPassageRecord).
 * Run: npx tsx scripts/bench-api.ts   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS to adjust)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/platform/config';
import { createDatabase } from '../server/src/platform/db/client';
import { runMigrations } from '../server/src/platform/db/migrate';
import { seedIfEmpty } from '../server/src/platform/db/seed';
import { createMemoryStore } from '../server/src/platform/store';
import { demoStudentLessons } from './bench/demoStudent';
import {
  addBareRoute,
  BARE_PATH,
  type Measurement,
  measure as measureOnce,
  median as middle,
  percent,
  type Target,
} from './bench/shared';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.7;

const measure = (baseUrl: string, target: Target, headers: Record<string, string>): Promise<Measurement> =>
  measureOnce(baseUrl, target, { seconds: SECONDS, connections: CONNECTIONS, headers });

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'xueban-bench-'));
  // The embedded database as the server runs it: on its own thread.
  const database = await createDatabase({ dataDir, ownThread: true });
  const store = createMemoryStore();
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db);
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
    const app = await buildApp({ config, db: database.db, store, distDir: null, assetsDir: null });
    addBareRoute(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded', authorization: `Org ${config.orgNumber}` };

    const targets: Target[] = [
      { name: 'common/getbasicdata', path: '/api/web/v1/common/getbasicdata', body: '' },
      { name: 'course/findByCategoryId', path: '/api/web/v1/course/findByCategoryId', body: 'categoryId=2&page=1&size=10' },
      { name: 'information/find', path: '/api/web/v1/information/find', body: 'page=1&size=10' },
    ];
    // The write: the demo student saving the position of a lesson of a course the student owns, as the
    // player does every 10 s; signed in with a session of its own.
    const { studentId, lessonIds } = await demoStudentLessons(database.db);
    const { token } = await app.deps.sessions.issueSession(studentId, 'bench-api-writer');
    const writeHeaders = { ...headers, authorization: `Bearer ${token}` };
    const write: Target = {
      name: 'playPassageRecord (write)',
      path: '/api/v1/ordersCourse/playPassageRecord',
      body: `classId=${lessonIds[0]}&positionSec=120&playedSec=10`,
    };
    {
      const response = await fetch(`${baseUrl}${write.path}`, { method: 'POST', headers: writeHeaders, body: write.body });
      const text = await response.text();
      if ((JSON.parse(text) as { status: number }).status !== 1) throw new Error(`${write.name} 返回 ${text}`);
    }

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
      path: `${BARE_PATH}?bytes=${bytes}`,
      body: 'page=1&size=10',
    });
    // The machine is shared and noisy: every read is measured right after a bare route answering the same
    // number of bytes, in several rounds, and each row reports its median round.
    const rounds: { tiny: Measurement; rows: { read: Measurement; sameSize: Measurement }[]; write: Measurement }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const tiny = await measure(baseUrl, bare(0), headers);
      const rows: { read: Measurement; sameSize: Measurement }[] = [];
      for (const target of targets) {
        const sameSize = await measure(baseUrl, bare(answerBytes.get(target.name) ?? 0), headers);
        rows.push({ read: await measure(baseUrl, target, headers), sameSize });
      }
      rounds.push({ tiny, rows, write: await measure(baseUrl, write, writeHeaders) });
    }
    await app.close();

    const median = (items: Measurement[]) => middle(items, (item) => item.requestsPerSecond);
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
    // Written to the database on every request (no cache): compared with the tiny bare route, not held to
    // the cached reads' target.
    show(median(rounds.map((r) => r.write)));
    for (const row of rounds.flatMap((r) => [r.tiny, r.write, ...r.rows.flatMap((x) => [x.read, x.sameSize])])) {
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
