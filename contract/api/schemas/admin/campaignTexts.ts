import { z } from 'zod';
import { defineCall, emptyRequest } from '../contract';
import { flag, optionalText, optionalZonedTime, pagingRequest, paged, text } from '../fields';
import { ADMIN_API } from './paths';

/*
 * The texts of the gift pack page (/m/gift, key `gift`) and of the parent-binding pages (/parentCode/*, key
 * `parentBinding`), kept in campaign_settings. The stored value is checked against these schemas when read
 * (a row that fails falls back to the defaults) and when written. content.read to read, content.write to save.
 */

export const CAMPAIGN_TEXT_KEYS = ['gift', 'parentBinding'] as const;
export type CampaignTextKey = (typeof CAMPAIGN_TEXT_KEYS)[number];

export const GIFT_LIMITS = { heading: 30, intro: 200, items: 6, item: 40, noticeTitle: 40, noticeContent: 200 } as const;
export const PARENT_TEXT_LIMITS = { verifyIntro: 100, consentNote: 100, relationshipHint: 100, fullText: 200 } as const;

/** The gift page as stored: open or closed, what it offers, the notification a claim sends. */
export const giftSettings = z.object({
  isOpen: z.boolean(),
  heading: z.string().min(1).max(GIFT_LIMITS.heading),
  intro: z.string().max(GIFT_LIMITS.intro),
  items: z.array(z.string().min(1).max(GIFT_LIMITS.item)).min(1).max(GIFT_LIMITS.items),
  noticeTitle: z.string().min(1).max(GIFT_LIMITS.noticeTitle),
  noticeContent: z.string().min(1).max(GIFT_LIMITS.noticeContent),
  /** Claims end at this moment (ISO); null for no end. */
  endsAt: z.string().nullable(),
});
export type GiftSettings = z.infer<typeof giftSettings>;

/** The parent-binding pages' texts as stored. */
export const parentBindingTexts = z.object({
  verifyIntro: z.string().min(1).max(PARENT_TEXT_LIMITS.verifyIntro),
  consentNote: z.string().min(1).max(PARENT_TEXT_LIMITS.consentNote),
  relationshipHint: z.string().min(1).max(PARENT_TEXT_LIMITS.relationshipHint),
  fullText: z.string().min(1).max(PARENT_TEXT_LIMITS.fullText),
});
export type ParentBindingTexts = z.infer<typeof parentBindingTexts>;

/** One setting as the console reads it: version 0 means never saved (the defaults are shown). */
const stored = <Value extends z.ZodType>(value: Value) =>
  z.object({ settings: value, version: z.number().int(), updatedAt: z.string().nullable() });

/** The version the editor opened: 0 when the setting was never saved. */
const openedVersion = () =>
  z.coerce
    .number<number | string>({ error: '应为版本号' })
    .int({ error: '应为版本号' })
    .min(0, { error: '应为版本号' })
    .max(2_147_483_647, { error: '超出允许范围' });

/** The pack's items as the form sends them: one a line, blank lines ignored. */
const itemLines = () =>
  z
    .string({ error: '应为文本' })
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(GIFT_LIMITS.item, { error: `每行不能超过 ${GIFT_LIMITS.item} 个字符` }))
        .min(1, { error: '至少填写 1 行' })
        .max(GIFT_LIMITS.items, { error: `最多 ${GIFT_LIMITS.items} 行` }),
    );

export const giftDetail = defineCall({
  path: `${ADMIN_API}/campaigns/texts/gift`,
  summary: '新人礼包页（/m/gift）的设置（需 content.read）：是否开放领取、标题、介绍、礼包内容、到账通知、截止时间',
  auth: true,
  request: emptyRequest,
  response: stored(giftSettings),
});

export const saveGiftRequest = z.object({
  version: openedVersion(),
  isOpen: flag(),
  heading: text(GIFT_LIMITS.heading),
  intro: optionalText(GIFT_LIMITS.intro),
  items: itemLines(),
  noticeTitle: text(GIFT_LIMITS.noticeTitle),
  noticeContent: text(GIFT_LIMITS.noticeContent),
  endsAt: optionalZonedTime(),
});
export type GiftEdit = z.input<typeof saveGiftRequest>;

export const saveGift = defineCall({
  path: `${ADMIN_API}/campaigns/texts/gift/save`,
  summary:
    '保存新人礼包页设置（需 content.write）：items 每行一项（1–6 行，每行不超过 40 字），endsAt 可留空；须带打开时的 version（从未保存为 0）；写入操作日志，/m/gift 随即更新',
  auth: true,
  request: saveGiftRequest,
  response: stored(giftSettings),
});

export const giftClaimList = defineCall({
  path: `${ADMIN_API}/campaigns/texts/gift/claims`,
  summary: '新人礼包领取记录，新的在前（需 content.read）：手机号（无 service.write 权限时打码）、领取时间、是否已到账',
  auth: true,
  request: z.object(pagingRequest),
  response: paged(
    z.object({
      id: z.number().int(),
      phone: z.string(),
      claimedAt: z.string(),
      /** The pack reached an account; false while the phone waits for its registration. */
      delivered: z.boolean(),
    }),
  ),
});

export const parentTextsDetail = defineCall({
  path: `${ADMIN_API}/campaigns/texts/parents`,
  summary: '家长绑定页（/parentCode/*）的文案（需 content.read）',
  auth: true,
  request: emptyRequest,
  response: stored(parentBindingTexts),
});

export const saveParentTextsRequest = z.object({
  version: openedVersion(),
  verifyIntro: text(PARENT_TEXT_LIMITS.verifyIntro),
  consentNote: text(PARENT_TEXT_LIMITS.consentNote),
  relationshipHint: text(PARENT_TEXT_LIMITS.relationshipHint),
  fullText: text(PARENT_TEXT_LIMITS.fullText),
});
export type ParentTextsEdit = z.input<typeof saveParentTextsRequest>;

export const saveParentTexts = defineCall({
  path: `${ADMIN_API}/campaigns/texts/parents/save`,
  summary:
    '保存家长绑定页文案（需 content.write）：验证页介绍、表单下的同意说明、选择关系页提示、人数已满页文字；须带打开时的 version（从未保存为 0）；写入操作日志',
  auth: true,
  request: saveParentTextsRequest,
  response: stored(parentBindingTexts),
});
