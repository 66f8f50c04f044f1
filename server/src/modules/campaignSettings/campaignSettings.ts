/**
 * The campaign pages' texts the console edits (the /m/gift pack, the parent-binding pages), one
 * campaign_settings row per key. A module of its own below commerce and campaign, which both read it (the gift
 * claim its switch and notification, the binding pages their texts). Until staff save, the defaults (the texts the pages always had) apply; a
 * stored value the contract's schema refuses is logged and replaced by the defaults, so a bad row never
 * breaks a family page. Writes are version-checked and audited in their own transaction.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  giftSettings,
  parentBindingTexts,
  type CampaignTextKey,
  type GiftSettings,
  type ParentBindingTexts,
} from '../../../../contract/api/schemas/admin/campaignTexts';
import { PARENT_LIMIT } from '../../../../contract/api/schemas/user/campaign';
import type { Db, DbExecutor } from '../../platform/db/client';
import { campaignSettings } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { recordAudit } from '../console';

export const CAMPAIGN_TEXT_MESSAGES = {
  stale: '这份设置已被他人修改，请刷新后再改',
  giftEnded: '新人礼包活动已结束，感谢关注',
} as const;

export const GIFT_DEFAULTS: GiftSettings = {
  isOpen: true,
  heading: '新人学习礼包',
  intro: '填写手机号即可免费领取：全学科知识点手册电子版、3 节名师试看课、1 次学习规划咨询。',
  items: ['全学科知识点手册（电子版）', '3 节名师直播试看课', '1 次一对一学习规划'],
  noticeTitle: '新人学习礼包已到账',
  noticeContent:
    '您领取的新人学习礼包已发放：全学科知识点手册（电子版）、3 节名师直播试看课、1 次一对一学习规划。课程顾问会尽快与您联系。',
  endsAt: null,
};

export const PARENT_BINDING_DEFAULTS: ParentBindingTexts = {
  verifyIntro: '绑定后，家长会收到孩子的学习通知。',
  consentNote: '验证码将发送到学生的手机号，确认学生同意绑定。',
  relationshipHint: '绑定后，家长会收到孩子的学习通知。',
  fullText: `每位学生最多绑定 ${PARENT_LIMIT} 位家长。如需更换，请先解除一位家长的绑定。`,
};

interface SettingKinds {
  gift: GiftSettings;
  parentBinding: ParentBindingTexts;
}

const KINDS: { [Key in CampaignTextKey]: { schema: z.ZodType<SettingKinds[Key]>; defaults: SettingKinds[Key] } } = {
  gift: { schema: giftSettings, defaults: GIFT_DEFAULTS },
  parentBinding: { schema: parentBindingTexts, defaults: PARENT_BINDING_DEFAULTS },
};

/** Where a refused stored value is reported (the request's logger); silent when none is given. */
export interface SettingLog {
  warn: (details: object, message: string) => void;
}

export interface StoredSetting<Value> {
  settings: Value;
  /** 0: never saved, the defaults. */
  version: number;
  updatedAt: string | null;
}

async function storedSetting<Key extends CampaignTextKey>(
  db: DbExecutor,
  key: Key,
  log?: SettingLog,
  lock = false,
): Promise<StoredSetting<SettingKinds[Key]>> {
  const query = db.select().from(campaignSettings).where(eq(campaignSettings.key, key));
  const [row] = lock ? await query.for('update') : await query;
  const kind = KINDS[key];
  if (!row) return { settings: kind.defaults, version: 0, updatedAt: null };
  const parsed = kind.schema.safeParse(row.value);
  if (!parsed.success) log?.warn({ key, issues: parsed.error.issues }, 'campaign setting fails its schema; defaults used');
  return { settings: parsed.success ? parsed.data : kind.defaults, version: row.version, updatedAt: iso(row.updatedAt) };
}

export const giftSetting = (db: DbExecutor, log?: SettingLog) => storedSetting(db, 'gift', log);
export const parentBindingSetting = (db: DbExecutor, log?: SettingLog) => storedSetting(db, 'parentBinding', log);

/**
 * Saves one setting from the version the editor opened (0: never saved, so the row is inserted); another
 * save in between is refused rather than overwritten.
 */
export async function saveSetting<Key extends CampaignTextKey>(
  db: Db,
  key: Key,
  edit: { version: number; settings: SettingKinds[Key] },
  staffId: number,
): Promise<StoredSetting<SettingKinds[Key]>> {
  const value = KINDS[key].schema.parse(edit.settings) as Record<string, unknown>;
  return db.transaction(async (tx) => {
    const before = await storedSetting(tx, key, undefined, true);
    if (before.version !== edit.version) throw new ApiError(CAMPAIGN_TEXT_MESSAGES.stale);
    const written =
      before.version === 0
        ? await tx
            .insert(campaignSettings)
            .values({ key, value, updatedBy: staffId })
            // Two first saves at once: the later finds the row and is told the setting changed.
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(campaignSettings)
            .set({ value, version: before.version + 1, updatedBy: staffId })
            .where(eq(campaignSettings.key, key))
            .returning();
    const [row] = written;
    if (!row) throw new ApiError(CAMPAIGN_TEXT_MESSAGES.stale);
    await recordAudit(tx, {
      staffId,
      action: 'campaignSetting.edit',
      entity: 'campaignSetting',
      entityId: key,
      before: before.version === 0 ? null : before.settings,
      after: value,
    });
    return { settings: value as SettingKinds[Key], version: row.version, updatedAt: iso(row.updatedAt) };
  });
}
