import { type AnyPgColumn, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from './columns';

export const PROVINCE_KINDS = ['municipality', 'province', 'autonomous-region', 'special-administrative-region'] as const;
export type ProvinceKind = (typeof PROVINCE_KINDS)[number];
export const ZONE_LEVELS = ['city', 'district'] as const;
export type ZoneLevel = (typeof ZONE_LEVELS)[number];

export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    /** GB/T 2260 administrative code, e.g. 110000 for 北京市. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    kind: text('kind').$type<ProvinceKind>().notNull().default('province'),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  () => [check('provinces_kind_values', oneOf('kind', PROVINCE_KINDS))],
);

/** Cities and districts below a province; districts point at their city through parentId. */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => zones.id, { onDelete: 'cascade' }),
    level: text('level').$type<ZoneLevel>().notNull(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('zones_province_id_idx').on(t.provinceId),
    index('zones_parent_id_idx').on(t.parentId),
    check('zones_level_values', oneOf('level', ZONE_LEVELS)),
  ],
);

export type Province = typeof provinces.$inferSelect;
export type NewProvince = typeof provinces.$inferInsert;
export type Zone = typeof zones.$inferSelect;
export type NewZone = typeof zones.$inferInsert;
