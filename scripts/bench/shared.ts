/**
 * Parts shared by the API benchmarks (bench-api.ts and bench.ts): the bare route every figure is compared
 * with, the autocannon runner (its own process, so it does not share the server's event loop), medians and
 * a markdown table printer.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';

const run = promisify(execFile);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Path of the bare route; ?bytes=N answers N bytes of JSON. */
export const BARE_PATH = '/bench/bare';

/**
 * No hooks of its own, no validation, no database: the framework's ceiling. ?bytes=N answers with N bytes of
 * the usual envelope, so a read can also be compared with a bare answer of its own size.
 */
export function addBareRoute(app: FastifyInstance): void {
  const bareAnswers = new Map<number, Buffer>();
  app.post(BARE_PATH, { schema: { hide: true } }, (request, reply) => {
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
}

export interface Target {
  name: string;
  path: string;
  body: string;
}

export interface Measurement {
  name: string;
  bytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

export interface MeasureOptions {
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}

/** One autocannon run against one POST route, after a short warm-up, in a process of its own. */
export async function measure(baseUrl: string, target: Target, options: MeasureOptions): Promise<Measurement> {
  // A short warm-up first, so JIT compilation and the first cache fill are not part of the sample.
  const args = [
    AUTOCANNON,
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
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
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
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

/** The middle item by `key` (the upper middle of an even count). */
export function median<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const percent = (value: number): string => `${Math.round(value * 100)} %`;

/** A markdown table whose columns line up in a terminal too; the first column is left-aligned, the rest right. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, index) => Math.max(cell.length, 3, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, index) => (index === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
