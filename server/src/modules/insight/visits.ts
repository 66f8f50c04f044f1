import { sql } from 'drizzle-orm';
import { INSIGHT_TIME_ZONE, type SiteChannel } from '../../../../contract/vocabulary/insight';
import type { DbExecutor } from '../../platform/db/client';
import { siteVisits } from '../../platform/db/schema';

/** Counts one page of the public site served to `channel` on the Shanghai day of `at`. */
export async function recordVisit(db: DbExecutor, channel: SiteChannel, at: Date): Promise<void> {
  const day = sql`(${at.toISOString()}::timestamptz at time zone ${sql.raw(`'${INSIGHT_TIME_ZONE}'`)})::date`;
  await db
    .insert(siteVisits)
    .values({ day, channel, visits: 1 })
    .onConflictDoUpdate({ target: [siteVisits.day, siteVisits.channel], set: { visits: sql`${siteVisits.visits} + 1` } });
}
