import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/campaignTexts';
import { getSmsSigns, sendSms } from '../../../../contract/api/schemas/user/sms';
import { claimGift } from '../../../../contract/api/schemas/web/gift';
import { campaignTexts } from '../../../../contract/api/schemas/web/campaignTexts';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { CAMPAIGN_TEXT_MESSAGES, GIFT_DEFAULTS, PARENT_BINDING_DEFAULTS } from '../../../../server/src/modules/campaignSettings';
import { campaignSettings, giftClaims, notifications, staffAuditLog } from '../../../../server/src/platform/db/schema';
import { createTestApp, type TestApp } from '../../support/testApp';
import { createUser, latestCode, newCaptcha, newPhone } from '../accounts/helpers';
import { staffSignIns } from '../console/staffHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const staff = staffSignIns(() => t);
const tokens = new Map<string, string>();
async function tokenOf(role: 'contentEditor' | 'courseEditor' | 'owner' | 'readOnly' | 'service'): Promise<string> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return tokens.get(role)!;
}

const giftForm = (settings: admin.GiftSettings) => ({
  isOpen: settings.isOpen ? '1' : '0',
  heading: settings.heading,
  intro: settings.intro,
  items: settings.items.join('\n'),
  noticeTitle: settings.noticeTitle,
  noticeContent: settings.noticeContent,
  endsAt: settings.endsAt ?? '',
});

/** Saves the gift settings from the version stored now, changing only `change`. */
async function editGift(change: Partial<ReturnType<typeof giftForm>>) {
  const token = await tokenOf('contentEditor');
  const current = await t.ok(admin.giftDetail, {}, { token });
  return t.ok(admin.saveGift, { ...giftForm(current.settings), ...change, version: current.version }, { token });
}

async function sendGiftCode(phone: string) {
  const signs = await t.ok(getSmsSigns, { mobilePhone: phone });
  return t.call(sendSms, { mobilePhone: phone, smsType: '5', ...signs, ...(await newCaptcha(t)) });
}

describe('campaign texts before any save', () => {
  it('reads the texts the pages always had, at version 0, for the console and the family pages', async () => {
    const token = await tokenOf('readOnly');
    expect(await t.ok(admin.giftDetail, {}, { token })).toEqual({ settings: GIFT_DEFAULTS, version: 0, updatedAt: null });
    expect(await t.ok(admin.parentTextsDetail, {}, { token })).toEqual({
      settings: PARENT_BINDING_DEFAULTS,
      version: 0,
      updatedAt: null,
    });
    const page = await t.ok(campaignTexts, {});
    expect(page.gift).toMatchObject({ isOpen: true, heading: '新人学习礼包', endsAt: null });
    expect(page.gift).not.toHaveProperty('noticeContent');
    expect(page.parentBinding).toEqual(PARENT_BINDING_DEFAULTS);
  });
});

describe('saving the gift settings', () => {
  it('inserts the first save, reads it back and shows it on the family page at once', async () => {
    await t.ok(campaignTexts, {}); // cached now: the save must drop it
    const saved = await editGift({ heading: '春季新人礼包', items: '知识点手册\n\n  2 节试看课  ' });
    expect(saved.version).toBe(1);
    expect(saved.settings).toMatchObject({ heading: '春季新人礼包', items: ['知识点手册', '2 节试看课'] });
    expect((await t.ok(admin.giftDetail, {}, { token: await tokenOf('readOnly') })).settings.heading).toBe('春季新人礼包');
    expect((await t.ok(campaignTexts, {})).gift.items).toEqual(['知识点手册', '2 节试看课']);
  });

  it('audits the save in its own transaction, with the setting before and after', async () => {
    const before = await t.ok(admin.parentTextsDetail, {}, { token: await tokenOf('readOnly') });
    expect(before.version).toBe(0);
    const token = await tokenOf('contentEditor');
    await t.ok(
      admin.saveParentTexts,
      { ...PARENT_BINDING_DEFAULTS, verifyIntro: '家长绑定后可收到学习周报。', version: 0 },
      { token },
    );
    const [entry] = await t.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'campaignSetting'), eq(staffAuditLog.entityId, 'parentBinding')));
    expect(entry).toMatchObject({ action: 'campaignSetting.edit', before: null });
    expect(entry?.after).toMatchObject({ verifyIntro: '家长绑定后可收到学习周报。' });
    // now() is the transaction's start: the row inserted and the entry share it only inside one transaction.
    const [row] = await t.db.select().from(campaignSettings).where(eq(campaignSettings.key, 'parentBinding'));
    expect(row?.createdAt.getTime()).toBe(entry?.at.getTime());

    await t.ok(admin.saveParentTexts, { ...PARENT_BINDING_DEFAULTS, version: 1 }, { token });
    const entries = await t.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, 'parentBinding'));
    expect(entries.at(-1)?.before).toMatchObject({ verifyIntro: '家长绑定后可收到学习周报。' });
  });

  it('refuses a save from a version another editor has moved on, and keeps their text', async () => {
    const token = await tokenOf('contentEditor');
    const opened = await t.ok(admin.giftDetail, {}, { token });
    await t.ok(admin.saveGift, { ...giftForm(opened.settings), heading: '先保存的', version: opened.version }, { token });
    expect(
      await t.fails(admin.saveGift, { ...giftForm(opened.settings), heading: '后保存的', version: opened.version }, { token }),
    ).toBe(CAMPAIGN_TEXT_MESSAGES.stale);
    // A first save racing one that already inserted the row is refused the same way.
    expect(await t.fails(admin.saveGift, { ...giftForm(opened.settings), version: 0 }, { token })).toBe(
      CAMPAIGN_TEXT_MESSAGES.stale,
    );
    expect((await t.ok(admin.giftDetail, {}, { token })).settings.heading).toBe('先保存的');
  });

  it('says in Chinese what is wrong with each field, and saves nothing', async () => {
    const token = await tokenOf('contentEditor');
    const current = await t.ok(admin.giftDetail, {}, { token });
    const base = { ...giftForm(current.settings), version: current.version };
    const refusal = (change: Record<string, string>) => t.fails(admin.saveGift, { ...base, ...change }, { token });
    expect(await refusal({ heading: '  ' })).toMatch(/^缺少参数 heading$|heading.*不能为空/);
    expect(await refusal({ items: '\n \n' })).toMatch(/items/);
    expect(await refusal({ items: ['1', '2', '3', '4', '5', '6', '7'].join('\n') })).toMatch(/items.*最多 6 行/);
    expect(await refusal({ items: '一'.repeat(41) })).toMatch(/items.*每行不能超过 40 个字符/);
    expect(await refusal({ noticeContent: '字'.repeat(201) })).toMatch(/noticeContent.*200/);
    expect(await refusal({ endsAt: '2026-12-20 09:00' })).toMatch(/endsAt.*带时区/);
    expect(await refusal({ isOpen: 'maybe' })).toMatch(/isOpen/);
    const parents = await t.fails(admin.saveParentTexts, { ...PARENT_BINDING_DEFAULTS, fullText: '', version: 0 }, { token });
    expect(parents).toMatch(/fullText/);
    expect((await t.ok(admin.giftDetail, {}, { token })).version).toBe(current.version);
  });

  it('falls back to the defaults when the stored row fails the schema', async () => {
    await t.db
      .update(campaignSettings)
      .set({ value: { heading: 42 } })
      .where(eq(campaignSettings.key, 'gift'));
    const read = await t.ok(admin.giftDetail, {}, { token: await tokenOf('readOnly') });
    expect(read.settings).toEqual(GIFT_DEFAULTS);
    expect(read.version).toBeGreaterThan(0);
    // Saving from it repairs the row.
    expect((await editGift({ heading: '修好了' })).settings.heading).toBe('修好了');
  });

  it('lets only content.write save and content.read read', async () => {
    const service = await tokenOf('service');
    expect(await t.fails(admin.giftDetail, {}, { token: service })).toBe(NO_PERMISSION);
    const courseEditor = await tokenOf('courseEditor');
    const current = await t.ok(admin.giftDetail, {}, { token: courseEditor });
    expect(
      await t.fails(admin.saveGift, { ...giftForm(current.settings), version: current.version }, { token: courseEditor }),
    ).toBe(NO_PERMISSION);
  });
});

describe('the gift claim follows the settings', () => {
  it('sends the notification with the saved title and content', async () => {
    await editGift({ isOpen: '1', endsAt: '', noticeTitle: '礼包到啦', noticeContent: '资料已发到消息中心。' });
    const user = await createUser(t);
    expect((await sendGiftCode(user.phone)).status).toBe(1);
    await t.ok(claimGift, { mobilePhone: user.phone, code: (await latestCode(t, user.phone))! });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.map(({ title, content }) => ({ title, content }))).toEqual([
      { title: '礼包到啦', content: '资料已发到消息中心。' },
    ]);
  });

  it('refuses the SMS and the claim with the ended message once claims are closed or past their end', async () => {
    const phone = newPhone();
    expect((await sendGiftCode(phone)).status).toBe(1);
    const code = (await latestCode(t, phone))!;
    await editGift({ isOpen: '0' });
    expect(await t.fails(claimGift, { mobilePhone: phone, code })).toBe(CAMPAIGN_TEXT_MESSAGES.giftEnded);
    expect((await sendGiftCode(newPhone())).message).toBe(CAMPAIGN_TEXT_MESSAGES.giftEnded);

    await editGift({ isOpen: '1', endsAt: '2020-01-01T00:00:00+08:00' });
    expect(await t.fails(claimGift, { mobilePhone: phone, code })).toBe(CAMPAIGN_TEXT_MESSAGES.giftEnded);
    expect((await t.ok(campaignTexts, {})).gift).toMatchObject({ isOpen: true, endsAt: '2019-12-31T16:00:00.000Z' });
    expect(await t.db.select().from(giftClaims).where(eq(giftClaims.phone, phone))).toHaveLength(0);
    await editGift({ isOpen: '1', endsAt: '' });
  });
});

describe('the claims list', () => {
  it('lists claims newest first with their total, the phone masked unless the role has service.write', async () => {
    const phone = newPhone();
    await t.db.insert(giftClaims).values({ phone, userId: null });
    const masked = await t.ok(admin.giftClaimList, { page: 1, size: 5 }, { token: await tokenOf('contentEditor') });
    expect(masked.total).toBeGreaterThanOrEqual(2);
    expect(masked.list[0]).toMatchObject({ phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`, delivered: false });
    const whole = await t.ok(admin.giftClaimList, { page: 1, size: 5 }, { token: await tokenOf('owner') });
    expect(whole.list[0]?.phone).toBe(phone);
    expect(whole.list.some((claim) => claim.delivered)).toBe(true);
  });
});
