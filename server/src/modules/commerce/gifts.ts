import { and, eq, isNull } from 'drizzle-orm';
import { giftClaims, notifications, users } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { AppDeps } from '../../platform/plugins/deps';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';
import { bySiteAccount, checkCode, isUniqueViolation, type SmsPurposeRegistration } from '../accounts';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { giftOpenAt } from '../../../../contract/vocabulary/giftOffer';
import { CAMPAIGN_TEXT_MESSAGES, giftSetting, type SettingLog } from '../campaignSettings';

export const GIFT_MESSAGES = {
  claimed: (date: string) => `该手机号已于 ${date} 领取过礼包，每个手机号只能领取一次`,
  ended: CAMPAIGN_TEXT_MESSAGES.giftEnded,
} as const;

/** The offer as staff set it (closed, or past its end, it takes no claims) and the notification a claim sends. */
async function giftOffer(db: Db, now: Date, log?: SettingLog) {
  const { settings } = await giftSetting(db, log);
  return { open: giftOpenAt(settings, now), notice: { title: settings.noticeTitle, content: settings.noticeContent } };
}

async function assertGiftOpen(db: Db, now: Date, log?: SettingLog) {
  const offer = await giftOffer(db, now, log);
  if (!offer.open) throw new ApiError(GIFT_MESSAGES.ended);
  return offer;
}

/** Days as Beijing time shows them, as the claimant reads them. */
function beijingDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

async function claimOf(db: Db, phone: string) {
  const [claim] = await db.select().from(giftClaims).where(eq(giftClaims.phone, phone)).limit(1);
  return claim ?? null;
}

/** Refuses a phone that has claimed already, saying when (before an SMS is spent on it, and again at the claim). */
export async function assertGiftUnclaimed(db: Db, phone: string): Promise<void> {
  const claim = await claimOf(db, phone);
  if (claim) throw new ApiError(GIFT_MESSAGES.claimed(beijingDate(claim.createdAt)));
}

/**
 * The gift claim's code: refused to a phone that has claimed already, before an SMS is spent on it. Its
 * form always has the image captcha: an open offer is what bulk senders look for.
 */
export const registerGiftSmsPurposes: SmsPurposeRegistration = (register) => {
  register('site', SMS_PURPOSE.giftClaim, {
    deliveryOf: bySiteAccount(async (_hasAccount, db, phone) => {
      await assertGiftOpen(db, new Date());
      await assertGiftUnclaimed(db, phone);
      return 'code' as const;
    }),
    alwaysWithCaptcha: true,
  });
};

/**
 * Claims the gift pack for a phone proved by its SMS code (type 5): one claim per phone, kept with the
 * account of that phone and told to it as a notification, both in one transaction. A phone without an
 * account gets them when it registers (`deliverGiftClaims`).
 */
export async function claimGift(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'store'>,
  input: { mobilePhone: string; code: string },
  ip: string,
  log?: SettingLog,
) {
  const phone = input.mobilePhone;
  const { notice } = await assertGiftOpen(deps.db, deps.now(), log);
  await assertGiftUnclaimed(deps.db, phone);
  await checkCode(deps, phone, SMS_PURPOSE.giftClaim, input.code, { consume: true });
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      const [claim] = await tx
        .insert(giftClaims)
        .values({ phone, userId: user?.id ?? null, ip })
        .returning();
      if (!claim) throw new ApiError('领取失败，请稍后再试');
      if (user) await tx.insert(notifications).values({ userId: user.id, kind: 'activity', ...notice });
      return { phone, claimedAt: iso(claim.createdAt), delivered: Boolean(user) };
    });
  } catch (error) {
    // Two claims for one phone at once: the unique index lets one through, the other is told.
    if (isUniqueViolation(error)) {
      const claim = await claimOf(deps.db, phone);
      throw new ApiError(GIFT_MESSAGES.claimed(beijingDate(claim?.createdAt ?? deps.now())));
    }
    throw error;
  }
}

/** A new account takes over the gift claimed earlier with its phone, and is told of it. */
export async function deliverGiftClaims(db: Db, user: { id: number; phone: string }): Promise<void> {
  const { notice } = await giftOffer(db, new Date());
  await db.transaction(async (tx) => {
    const taken = await tx
      .update(giftClaims)
      .set({ userId: user.id })
      .where(and(eq(giftClaims.phone, user.phone), isNull(giftClaims.userId)))
      .returning({ id: giftClaims.id });
    if (taken.length > 0) await tx.insert(notifications).values({ userId: user.id, kind: 'activity', ...notice });
  });
}
