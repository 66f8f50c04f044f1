/** When a banner shows: active, started (or unscheduled) and not yet ended. */
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { BannerState } from '../../../../contract/api/schemas/admin/site';
import { banners } from '../../platform/db/schema';

type BannerRecord = typeof banners.$inferSelect;

/** SQL for "this banner shows on the site at `now`": on, started (or unscheduled) and not yet ended. */
export function bannerLiveAt(now: Date): SQL {
  return and(
    eq(banners.isActive, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  )!;
}

export function bannerStateAt(banner: Pick<BannerRecord, 'isActive' | 'startsAt' | 'endsAt'>, now: Date): BannerState {
  if (!banner.isActive) return 'off';
  if (banner.startsAt && banner.startsAt > now) return 'scheduled';
  if (banner.endsAt && banner.endsAt <= now) return 'ended';
  return 'live';
}
