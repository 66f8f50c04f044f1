import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../client';

/** Rows per INSERT: far below PostgreSQL's 65,535 bind-parameter limit even for wide tables. */
const CHUNK_SIZE = 400;

/**
 * Inserts many rows in a few statements. The returned rows follow the input order (PostgreSQL returns
 * INSERT … VALUES … RETURNING rows in VALUES order), though callers match on natural keys where they exist.
 */
export async function insertMany<TTable extends PgTable>(
  db: DbExecutor,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<TTable['$inferSelect'][]> {
  const inserted: TTable['$inferSelect'][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    const chunk = rows.slice(start, start + CHUNK_SIZE);
    const result = (await db.insert(table).values(chunk).returning()) as TTable['$inferSelect'][];
    inserted.push(...result);
  }
  return inserted;
}

/** Looks a key up in a map built during the seed; an unknown key is a data error, not a silent null. */
export function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`种子数据引用了不存在的${what}：${String(key)}`);
  return value;
}

export function yuanToCents(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Builds key → value, refusing duplicate keys so two records can never be confused. */
export function indexBy<T, K, V>(items: readonly T[], key: (item: T) => K, value: (item: T) => V, what: string): Map<K, V> {
  const map = new Map<K, V>();
  for (const item of items) {
    const k = key(item);
    if (map.has(k)) throw new Error(`种子数据中的${what}重复：${String(k)}`);
    map.set(k, value(item));
  }
  return map;
}
