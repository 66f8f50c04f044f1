/** The campaign settings as the family pages and the console's claims list read them. */
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { giftClaims } from '../../platform/db/schema';
import { iso } from '../../platform/text/format';
import { giftSetting, parentBindingSetting, type SettingLog } from '../campaignSettings';

/** The family pages' view of both settings: the gift's notification stays on the server. */
export async function campaignPageTexts(db: Db, log?: SettingLog) {
  const [gift, parentBinding] = await Promise.all([giftSetting(db, log), parentBindingSetting(db, log)]);
  const { noticeTitle: _title, noticeContent: _content, ...giftPage } = gift.settings;
  return { gift: giftPage, parentBinding: parentBinding.settings };
}

/** The gift claims, newest first, with the phone shown as `phoneFor` allows. */
export async function giftClaimsForStaff(db: Db, paging: { page: number; size: number }, phoneFor: (phone: string) => string) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(giftClaims)
      .orderBy(desc(giftClaims.createdAt), desc(giftClaims.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ value: count() }).from(giftClaims),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      phone: phoneFor(row.phone),
      claimedAt: iso(row.createdAt),
      delivered: row.userId !== null,
    })),
    total: total?.value ?? 0,
    page: paging.page,
    size: paging.size,
  };
}
