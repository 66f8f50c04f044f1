import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/site';
import * as audit from '../../../../contract/api/schemas/admin/staff';
import * as common from '../../../../contract/api/schemas/web/common';
import * as customer from '../../../../contract/api/schemas/web/customer';
import * as site from '../../../../contract/api/schemas/web/site';
import { NO_PERMISSION } from '../../../../contract/vocabulary/staff';
import { ADVISER_ADMIN_MESSAGES } from '../../../../server/src/modules/site/adviserAdmin';
import { ORDER_STALE } from '../../../../server/src/modules/site/ordering';
import { listBanners } from '../../../../server/src/modules/site/site';
import { SITE_ADMIN_MESSAGES } from '../../../../server/src/modules/site/siteAdmin';
import { createTestApp, type TestApp } from '../../support/testApp';
import { staffSignIns } from '../console/staffHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const staff = staffSignIns(() => t);
const tokens = new Map<string, string>();
async function tokenOf(role: 'contentEditor' | 'courseEditor' | 'owner' | 'readOnly'): Promise<string> {
  if (!tokens.has(role)) tokens.set(role, await staff.signIn(role));
  return tokens.get(role)!;
}

const hours = (n: number) => new Date(t.clock.now.getTime() + n * 3_600_000).toISOString();

const bannerFields = {
  title: '春季新课上线',
  subtitle: '每周两节直播',
  imageUrl: '/api/upload/files/spring.webp',
  linkPath: '/course/more',
  isActive: '1',
};

const publicTitles = async () => (await t.ok(site.findBanners, {})).list.map((slide) => slide.title);
const auditOf = async (entity: string, entityId: number | string) =>
  (await t.ok(audit.auditList, { entity, entityId: String(entityId) }, { token: await tokenOf('owner') })).list;

describe('banners in the console', () => {
  it('lists every banner in display order, with its state and the courses a banner may open', async () => {
    const token = await tokenOf('readOnly');
    const banners = await t.ok(admin.bannerList, {}, { token });
    expect(banners.list.length).toBeGreaterThan(0);
    const sorts = banners.list.map((banner) => banner.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(banners.list.every((banner) => banner.state === 'live')).toBe(true);
    expect(banners.courses.length).toBeGreaterThan(0);
    // The seeded course slide keeps its course.
    expect(banners.list.some((banner) => banner.courseId !== null && banner.courseTitle)).toBe(true);
  });

  it('puts a new banner last on the home carousel at once, and an edit from the opened version changes it there', async () => {
    const token = await tokenOf('contentEditor');
    // The carousel is read first, so it sits in the read cache the save must drop.
    await publicTitles();
    const saved = await t.ok(admin.saveBanner, bannerFields, { token });
    const created = saved.list.at(-1)!;
    expect(created).toMatchObject({ title: '春季新课上线', version: 1, state: 'live', courseId: null, linkPath: '/course/more' });
    expect((await publicTitles()).at(-1)).toBe('春季新课上线');

    const course = saved.courses[0]!;
    const edited = await t.ok(
      admin.saveBanner,
      { ...bannerFields, bannerId: created.id, version: 1, title: '春季新课（改）', courseId: course.id },
      { token },
    );
    expect(edited.list.find((banner) => banner.id === created.id)).toMatchObject({
      title: '春季新课（改）',
      version: 2,
      courseId: course.id,
      courseTitle: course.title,
      linkPath: admin.BANNER_COURSE_PATH,
    });
    const slide = (await t.ok(site.findBanners, {})).list.at(-1)!;
    expect(slide).toMatchObject({ title: '春季新课（改）', linkPath: `${admin.BANNER_COURSE_PATH}?courseId=${course.id}` });

    const [entry] = await auditOf('banner', created.id);
    expect(entry).toMatchObject({ action: 'banner.edit' });
    expect(entry?.before).toMatchObject({ title: '春季新课上线', courseId: null });
    expect(entry?.after).toMatchObject({ title: '春季新课（改）', courseId: course.id });
  });

  it('shows on the family home only the banners that are active and within their schedule now', async () => {
    const token = await tokenOf('contentEditor');
    await publicTitles();
    const later = await t.ok(admin.saveBanner, { ...bannerFields, title: '排期未到', startsAt: hours(2) }, { token });
    const ended = await t.ok(
      admin.saveBanner,
      { ...bannerFields, title: '排期已过', startsAt: hours(-5), endsAt: hours(-1) },
      { token },
    );
    await t.ok(admin.saveBanner, { ...bannerFields, title: '排期之中', startsAt: hours(-1), endsAt: hours(3) }, { token });
    const all = await t.ok(admin.saveBanner, { ...bannerFields, title: '已停用', isActive: '0' }, { token });
    const stateOf = (title: string) => all.list.find((banner) => banner.title === title)?.state;
    expect([stateOf('排期未到'), stateOf('排期已过'), stateOf('排期之中'), stateOf('已停用')]).toEqual([
      'scheduled',
      'ended',
      'live',
      'off',
    ]);
    expect(later.list.find((banner) => banner.title === '排期未到')?.startsAt).toBe(hours(2));
    expect(ended.list.length).toBeGreaterThan(0);

    const shown = await publicTitles();
    expect(shown).toContain('排期之中');
    expect(shown).not.toContain('排期未到');
    expect(shown).not.toContain('排期已过');
    expect(shown).not.toContain('已停用');

    // As time passes the schedule moves slides on and off.
    const inThreeHours = (await listBanners(t.db, new Date(hours(2.5)))).list.map((slide) => slide.title);
    expect(inThreeHours).toContain('排期未到');
    expect(inThreeHours).toContain('排期之中');
    const inFourHours = (await listBanners(t.db, new Date(hours(4)))).list.map((slide) => slide.title);
    expect(inFourHours).not.toContain('排期之中');
  });

  it('reorders the whole carousel, and refuses an order that does not name every banner', async () => {
    const token = await tokenOf('contentEditor');
    const before = (await t.ok(admin.bannerList, {}, { token })).list.map((banner) => banner.id);
    const moved = [before.at(-1)!, ...before.slice(0, -1)];
    const after = await t.ok(admin.reorderBanners, { bannerIds: moved.join(',') }, { token });
    expect(after.list.map((banner) => banner.id)).toEqual(moved);
    const firstLive = after.list.find((banner) => banner.state === 'live')!;
    // The season's slide stays first; the banners follow in the new order.
    expect((await publicTitles())[1]).toBe(firstLive.title);
    expect(await t.fails(admin.reorderBanners, { bannerIds: moved.slice(1).join(',') }, { token })).toBe(ORDER_STALE);
    expect(await t.fails(admin.reorderBanners, { bannerIds: 'a,b' }, { token })).toMatch(/bannerIds/);
    const [entry] = await auditOf('banner', 'order');
    expect(entry).toMatchObject({ action: 'banner.reorder', before: { order: before }, after: { order: moved } });
  });

  it('tells the second of two editors saving from one version that the banner changed', async () => {
    const token = await tokenOf('contentEditor');
    const owner = await tokenOf('owner');
    const created = (await t.ok(admin.saveBanner, { ...bannerFields, title: '并发' }, { token })).list.at(-1)!;
    await t.ok(admin.saveBanner, { ...bannerFields, bannerId: created.id, version: 1, title: '甲改' }, { token });
    expect(
      await t.fails(admin.saveBanner, { ...bannerFields, bannerId: created.id, version: 1, title: '乙改' }, { token: owner }),
    ).toBe(SITE_ADMIN_MESSAGES.bannerStale);
    expect(await t.fails(admin.deleteBanner, { bannerId: created.id, version: 1 }, { token })).toBe(
      SITE_ADMIN_MESSAGES.bannerStale,
    );
    const left = await t.ok(admin.deleteBanner, { bannerId: created.id, version: 2 }, { token });
    expect(left.list.some((banner) => banner.id === created.id)).toBe(false);
    expect(await publicTitles()).not.toContain('甲改');
    expect((await auditOf('banner', created.id))[0]).toMatchObject({ action: 'banner.delete', after: null });
  });

  it('names the field of bad input', async () => {
    const token = await tokenOf('contentEditor');
    expect(await t.fails(admin.saveBanner, { ...bannerFields, title: '' }, { token })).toMatch(/title/);
    expect(await t.fails(admin.saveBanner, { ...bannerFields, imageUrl: '' }, { token })).toMatch(/imageUrl/);
    expect(await t.fails(admin.saveBanner, { ...bannerFields, imageUrl: 'javascript:alert(1)' }, { token })).toMatch(/imageUrl/);
    expect(await t.fails(admin.saveBanner, { ...bannerFields, linkPath: 'https://evil.example' }, { token })).toMatch(/linkPath/);
    expect(await t.fails(admin.saveBanner, { ...bannerFields, linkPath: '//evil.example' }, { token })).toMatch(/linkPath/);
    expect(await t.fails(admin.saveBanner, { ...bannerFields, startsAt: '明天' }, { token })).toMatch(/startsAt/);
    expect(await t.fails(admin.saveBanner, { ...bannerFields, startsAt: hours(2), endsAt: hours(1) }, { token })).toMatch(
      /endsAt/,
    );
    expect(await t.fails(admin.saveBanner, { ...bannerFields, courseId: 999_999 }, { token })).toBe(SITE_ADMIN_MESSAGES.noCourse);
    expect(await t.fails(admin.saveBanner, { ...bannerFields, bannerId: 1 }, { token })).toBe(
      SITE_ADMIN_MESSAGES.versionRequired,
    );
  });
});

describe('app download links in the console', () => {
  it('saves https links and notes, which the family pages read at once, with an audit entry', async () => {
    const token = await tokenOf('contentEditor');
    const before = await t.ok(admin.appLinksDetail, {}, { token });
    expect(before.androidUrl).toMatch(/^https:\/\//);
    expect(before.fixedByOperator).toEqual({ android: false, ios: false });
    // The basic data is read first, so it sits in the read cache the save must drop.
    await t.ok(common.getBasicData, {});
    const links = {
      androidUrl: 'https://app.example.cn/xueban.apk',
      androidNote: '安卓直接下载安装包',
      iosUrl: 'https://apps.apple.com/cn/app/id6470000001',
      iosNote: 'App Store 搜索“学伴在线”',
    };
    expect(await t.ok(admin.saveAppLinks, links, { token })).toMatchObject(links);
    const basic = await t.ok(common.getBasicData, {});
    expect(basic.appDownload).toMatchObject({ ...links, downloadPage: '/m/download' });
    const [entry] = await auditOf('appLinks', 'appDownload');
    expect(entry).toMatchObject({ action: 'appLinks.edit' });
    expect(entry?.before).toMatchObject({ androidUrl: before.androidUrl });
    expect(entry?.after).toMatchObject({ androidUrl: links.androidUrl });
  });

  it('accepts only https addresses, and an empty one for an app not yet in a store', async () => {
    const token = await tokenOf('contentEditor');
    expect(await t.fails(admin.saveAppLinks, { androidUrl: 'http://app.example.cn/a.apk' }, { token })).toMatch(/androidUrl/);
    expect(await t.fails(admin.saveAppLinks, { iosUrl: 'javascript:alert(1)' }, { token })).toMatch(/iosUrl/);
    expect(await t.ok(admin.saveAppLinks, { androidUrl: 'https://app.example.cn/a.apk' }, { token })).toMatchObject({
      iosUrl: '',
      iosNote: '',
    });
  });
});

describe('official accounts in the console', () => {
  it('adds, edits, reorders and removes accounts; the site shows the first one at once', async () => {
    const token = await tokenOf('contentEditor');
    const first = await t.ok(customer.findOfficialAccount, {});
    const added = await t.ok(
      admin.saveOfficialAccount,
      { name: '学伴家长课堂', account: 'xueban_parents', intro: '家长的每周一课', qrUrl: '/api/upload/files/qr.png' },
      { token },
    );
    const created = added.list.at(-1)!;
    expect(created).toMatchObject({ account: 'xueban_parents' });
    expect((await t.ok(customer.findOfficialAccount, {})).account).toBe(first.account);

    const ids = added.list.map((account) => account.id);
    await t.ok(admin.reorderOfficialAccounts, { accountIds: [created.id, ...ids.slice(0, -1)].join(',') }, { token });
    expect(await t.ok(customer.findOfficialAccount, {})).toMatchObject({ account: 'xueban_parents', name: '学伴家长课堂' });

    await t.ok(
      admin.saveOfficialAccount,
      { accountId: created.id, name: '学伴家长学堂', account: 'xueban_parents', qrUrl: '/api/upload/files/qr.png' },
      { token },
    );
    expect((await t.ok(customer.findOfficialAccount, {})).name).toBe('学伴家长学堂');
    expect(await t.fails(admin.saveOfficialAccount, { name: '重复', account: first.account, qrUrl: '/a.png' }, { token })).toBe(
      SITE_ADMIN_MESSAGES.accountTaken,
    );
    expect(await t.fails(admin.saveOfficialAccount, { name: '无码', account: 'xueban_x' }, { token })).toMatch(/qrUrl/);

    await t.ok(admin.deleteOfficialAccount, { accountId: created.id }, { token });
    expect((await t.ok(customer.findOfficialAccount, {})).account).toBe(first.account);
    expect((await auditOf('officialAccount', created.id)).map((entry) => entry.action)).toEqual([
      'officialAccount.delete',
      'officialAccount.edit',
      'officialAccount.add',
    ]);
    expect(await t.fails(admin.deleteOfficialAccount, { accountId: created.id }, { token })).toBe(
      SITE_ADMIN_MESSAGES.accountNotFound,
    );
  });
});

describe('advisers in the console', () => {
  const adviserFields = {
    name: '周老师',
    wechatAccount: 'xueban_zhou07',
    phone: '010-62881207',
    stages: 'junior,senior',
    wechatQrUrl: '/api/upload/files/zhou.png',
    intro: '初高中课程顾问',
    isActive: '1',
  };
  const check = (keyWord: string) => t.ok(customer.checkAdviserAuthenticity, { keyWord });

  it('adds an adviser the authenticity check confirms at once, and after turning them off says they are not genuine', async () => {
    const token = await tokenOf('contentEditor');
    expect((await check('xueban_zhou07')).isAuthentic).toBe(false);
    const added = await t.ok(admin.saveAdviser, adviserFields, { token });
    const created = added.list.at(-1)!;
    expect(created).toMatchObject({ name: '周老师', stages: ['junior', 'senior'], isActive: true, version: 1 });
    expect(await check('XUEBAN_ZHOU07')).toMatchObject({ isAuthentic: true, adviser: { name: '周老师' } });
    expect((await check('01062881207')).isAuthentic).toBe(true);

    const off = await t.ok(admin.saveAdviser, { ...adviserFields, adviserId: created.id, version: 1, isActive: '0' }, { token });
    expect(off.list.find((adviser) => adviser.id === created.id)).toMatchObject({ isActive: false, version: 2 });
    expect(await check('xueban_zhou07')).toEqual({ isAuthentic: false, adviser: null });
    expect((await check('010-62881207')).isAuthentic).toBe(false);

    const [entry] = await auditOf('adviser', created.id);
    expect(entry).toMatchObject({ action: 'adviser.deactivate', before: { isActive: true }, after: { isActive: false } });
  });

  it('keeps WeChat accounts unique whatever their case, refuses a stale save, and names the field of bad input', async () => {
    const token = await tokenOf('contentEditor');
    const list = (await t.ok(admin.adviserList, {}, { token })).list;
    const first = list[0]!;
    expect(
      await t.fails(admin.saveAdviser, { ...adviserFields, wechatAccount: first.wechatAccount.toUpperCase() }, { token }),
    ).toBe(ADVISER_ADMIN_MESSAGES.accountTaken);
    const edit = {
      ...adviserFields,
      adviserId: first.id,
      version: first.version,
      name: first.name,
      wechatAccount: first.wechatAccount,
      phone: first.phone,
      stages: first.stages.join(','),
      wechatQrUrl: first.wechatQrUrl,
    };
    await t.ok(admin.saveAdviser, { ...edit, intro: '甲改的简介' }, { token });
    expect(await t.fails(admin.saveAdviser, { ...edit, intro: '乙改的简介' }, { token: await tokenOf('owner') })).toBe(
      ADVISER_ADMIN_MESSAGES.stale,
    );
    expect(await t.fails(admin.saveAdviser, { ...adviserFields, wechatAccount: '12' }, { token })).toMatch(/wechatAccount/);
    expect(await t.fails(admin.saveAdviser, { ...adviserFields, phone: '12ab' }, { token })).toMatch(/phone/);
    expect(await t.fails(admin.saveAdviser, { ...adviserFields, stages: 'college' }, { token })).toMatch(/stages/);
    expect(await t.fails(admin.saveAdviser, { ...adviserFields, stages: '' }, { token })).toMatch(/stages/);
    expect(await t.fails(admin.saveAdviser, { ...adviserFields, wechatQrUrl: '' }, { token })).toMatch(/wechatQrUrl/);
  });

  it('reorders the advisers', async () => {
    const token = await tokenOf('contentEditor');
    const ids = (await t.ok(admin.adviserList, {}, { token })).list.map((adviser) => adviser.id);
    const reversed = [...ids].reverse();
    expect((await t.ok(admin.reorderAdvisers, { adviserIds: reversed.join(',') }, { token })).list.map((a) => a.id)).toEqual(
      reversed,
    );
    expect(await t.fails(admin.reorderAdvisers, { adviserIds: ids.slice(1).join(',') }, { token })).toBe(ORDER_STALE);
  });

  it('lets a course editor read the site’s operations but change none of them', async () => {
    const token = await tokenOf('courseEditor');
    await t.ok(admin.adviserList, {}, { token });
    await t.ok(admin.bannerList, {}, { token });
    expect(await t.fails(admin.saveAdviser, adviserFields, { token })).toBe(NO_PERMISSION);
    expect(await t.fails(admin.saveBanner, bannerFields, { token })).toBe(NO_PERMISSION);
    expect(await t.fails(admin.saveAppLinks, {}, { token })).toBe(NO_PERMISSION);
  });
});
