/**
 * The load generator of `npm run bench` decides every figure of the benchmark table: what counts as an
 * operation, as an error, and when the window closes. These run it against a small stand-in server.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LoadResult, type LoadSpec, runLoad } from '../../../scripts/bench/load';

const run = promisify(execFile);

/** How the stand-in answers a call; `held` calls are never answered. */
type Answer = 'success' | 'refused' | 'unavailable' | 'held';

let server: http.Server;
let base = '';
let folder = '';
let fixtures = '';
let answer: (count: number) => Answer = () => 'success';
let answered = 0;
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'xueban-load-'));
  fixtures = join(folder, 'fixtures.json');
  await writeFile(
    fixtures,
    JSON.stringify({ learners: ['token'], classIds: [1], buyers: [], courseIds: [], login: { phone: '', password: '' } }),
  );
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const how = answer(answered);
      if (how === 'held') {
        held.push(response);
        return;
      }
      answered += 1;
      if (how === 'unavailable') {
        response.writeHead(503).end('busy');
        return;
      }
      const envelope = how === 'success' ? { status: 1, message: 'ok', appData: null } : { status: 0, message: '参数错误' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(envelope));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  answer = () => 'success';
  answered = 0;
  for (const response of held.splice(0)) response.destroy();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const spec = (overrides: Partial<LoadSpec>): LoadSpec => ({
  base,
  kind: 'bare',
  connections: 2,
  seconds: 0.6,
  warmupSeconds: 0.3,
  fixtures,
  offset: 0,
  bareBytes: 100,
  buyers: [0, 0],
  ...overrides,
});

describe('the benchmark load generator', () => {
  it('counts the operations that finish inside the window, not those of the warm-up', async () => {
    // A warm-up long enough for dozens of calls even on a busy machine.
    const result = await runLoad(spec({ warmupSeconds: 1 }));
    expect(result.errors).toBe(0);
    expect(result.operations).toBeGreaterThan(0);
    // The warm-up's calls reached the server but are not among the operations (beyond the two in flight at
    // the window's close, which finish uncounted).
    expect(answered - result.operations).toBeGreaterThan(10);
    expect(result.perSecond).toBeCloseTo(result.operations / 0.6, 5);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });

  it('counts an envelope whose status is not 1 and an answer that is not 2xx as errors, with samples', async () => {
    answer = (count) => (count % 2 === 0 ? 'refused' : 'unavailable');
    const result = await runLoad(spec({ connections: 1 }));
    expect(result.operations).toBe(0);
    expect(result.errors).toBeGreaterThan(1);
    expect(result.samples.some((sample) => sample.includes('status 0 参数错误'))).toBe(true);
    expect(result.samples.some((sample) => sample.includes('HTTP 503'))).toBe(true);
  });

  it('lets calls in flight finish after the window uncounted, and cuts off those past the drain limit', async () => {
    const started = performance.now();
    // Calls are answered during the warm-up and the window, then held for good.
    answer = () => (performance.now() - started > 800 ? 'held' : 'success');
    const result = await runLoad(spec({ drainLimitSeconds: 0.4 }));
    const took = performance.now() - started;
    expect(held.length).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
    expect(took).toBeGreaterThan(900 + 400 - 50);
    expect(took).toBeLessThan(5000);
  });

  it('runs several specs at once as a command and prints their results in order', async () => {
    const specs = [spec({ kind: 'public' }), spec({ kind: 'bare', connections: 1 })];
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/load.ts', JSON.stringify(specs)]);
    const results = JSON.parse(stdout.trim()) as LoadResult[];
    expect(results.map((result) => result.kind)).toEqual(['public', 'bare']);
    for (const result of results) {
      expect(result.errors).toBe(0);
      expect(result.operations).toBeGreaterThan(0);
    }
  });
});
