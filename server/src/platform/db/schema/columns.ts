import { sql, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
};

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Body of a CHECK constraint that keeps a text column inside a fixed list of values. */
export function oneOf(column: string, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql.raw(`"${column}" in (${list})`);
}
