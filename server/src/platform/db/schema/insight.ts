import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { SITE_CHANNELS, type SiteChannel } from '../../../../../contract/vocabulary/insight';
import { oneOf } from './columns';

export { SITE_CHANNELS, type SiteChannel };

/**
 * Page visits of the public site, counted per Shanghai day and channel. Nothing about the visitor is kept
 * (no address, cookie or account): the dashboard only needs how many pages each channel served.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').$type<SiteChannel>().notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel] }), check('site_visits_channel_values', oneOf('channel', SITE_CHANNELS))],
);

export type SiteVisit = typeof siteVisits.$inferSelect;
