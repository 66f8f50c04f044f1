/** Parts shared by the benchmarks that seed a database of their own (bench-orders.ts, bench-console.ts). */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The value below which p percent of the values lie (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, named after the benchmark, and its removal. */
export async function freshPostgres(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
