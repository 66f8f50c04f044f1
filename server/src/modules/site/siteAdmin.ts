/**
 * The site's operations as the console edits them: the home carousel (with its schedule and order), the app's
 * download links and the WeChat official accounts. Each write is audited in its own transaction; the routes
 * drop the read caches the family pages are served from.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppLinksEdit } from '../../../../contract/api/schemas/admin/site';
import { BANNER_COURSE_PATH } from '../../../../contract/api/schemas/admin/site';
import type { Db, DbExecutor } from '../../platform/db/client';
import { banners, basicData, courses, officialAccounts } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';
import { bannerStateAt } from './bannerSchedule';
import { nextSort, reorder, type OrderedTable } from './ordering';

export const SITE_ADMIN_MESSAGES = {
  bannerNotFound: '轮播图不存在',
  bannerStale: '这张轮播图已被他人修改，请刷新后再改',
  versionRequired: '修改已有记录须带上打开时的版本号 version',
  noCourse: '参数 courseId 对应的课程不存在',
  accountNotFound: '公众号不存在',
  accountTaken: '参数 account：已有公众号使用这个 id',
} as const;

type BannerRecord = typeof banners.$inferSelect;

const bannerOrder: OrderedTable = { table: banners, id: banners.id, sort: banners.sort, entity: 'banner' };
const accountOrder: OrderedTable = {
  table: officialAccounts,
  id: officialAccounts.id,
  sort: officialAccounts.sort,
  entity: 'officialAccount',
};

export async function bannersForStaff(db: DbExecutor, now: Date) {
  const [rows, courseRows] = await Promise.all([
    db
      .select({ banner: banners, courseTitle: courses.title })
      .from(banners)
      .leftJoin(courses, eq(courses.id, banners.courseId))
      .orderBy(asc(banners.sort), asc(banners.id)),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.status, 'published'))
      .orderBy(asc(courses.title), asc(courses.id)),
  ]);
  return {
    list: rows.map(({ banner, courseTitle }) => ({
      id: banner.id,
      title: banner.title,
      subtitle: banner.subtitle,
      imageUrl: banner.imageUrl,
      linkPath: banner.linkPath,
      courseId: banner.courseId,
      courseTitle: courseTitle ?? null,
      isActive: banner.isActive,
      startsAt: banner.startsAt ? iso(banner.startsAt) : null,
      endsAt: banner.endsAt ? iso(banner.endsAt) : null,
      state: bannerStateAt(banner, now),
      sort: banner.sort,
      version: banner.version,
      updatedAt: iso(banner.updatedAt),
    })),
    courses: courseRows,
  };
}

/** What the audit log keeps of a banner: every field the console edits. */
function bannerAuditView(banner: BannerRecord) {
  return {
    title: banner.title,
    subtitle: banner.subtitle,
    imageUrl: banner.imageUrl,
    linkPath: banner.linkPath,
    courseId: banner.courseId,
    isActive: banner.isActive,
    startsAt: banner.startsAt ? iso(banner.startsAt) : null,
    endsAt: banner.endsAt ? iso(banner.endsAt) : null,
  };
}

export interface BannerWrite {
  bannerId?: number | undefined;
  version?: number | undefined;
  title: string;
  subtitle: string;
  imageUrl: string;
  linkPath: string;
  courseId?: number | undefined;
  isActive: boolean;
  startsAt?: Date | undefined;
  endsAt?: Date | undefined;
}

/** The banner row locked for a write made from `version`, or the reason it cannot be written. */
async function lockedBanner(tx: DbExecutor, bannerId: number, version: number): Promise<BannerRecord> {
  const [banner] = await tx.select().from(banners).where(eq(banners.id, bannerId)).for('update');
  return atVersion(banner, version, { notFound: SITE_ADMIN_MESSAGES.bannerNotFound, stale: SITE_ADMIN_MESSAGES.bannerStale });
}

/** A new banner at the end of the carousel, or an edit of one from the version the editor opened. */
export async function saveBanner(db: Db, edit: BannerWrite, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    if (edit.courseId !== undefined) {
      const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, edit.courseId));
      if (!course) throw new ApiError(SITE_ADMIN_MESSAGES.noCourse);
    }
    const values = {
      title: edit.title,
      subtitle: edit.subtitle,
      imageUrl: edit.imageUrl,
      // A course slide opens the course's page; the public list adds the course's id to the path.
      linkPath: edit.courseId !== undefined ? BANNER_COURSE_PATH : edit.linkPath,
      courseId: edit.courseId ?? null,
      isActive: edit.isActive,
      startsAt: edit.startsAt ?? null,
      endsAt: edit.endsAt ?? null,
    };
    if (edit.bannerId === undefined) {
      const [created] = await tx
        .insert(banners)
        .values({ ...values, sort: await nextSort(tx, bannerOrder) })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'banner.add',
        entity: 'banner',
        entityId: created!.id,
        after: bannerAuditView(created!),
      });
    } else {
      if (edit.version === undefined) throw new ApiError(SITE_ADMIN_MESSAGES.versionRequired);
      const before = await lockedBanner(tx, edit.bannerId, edit.version);
      const [after] = await tx
        .update(banners)
        .set({ ...values, version: before.version + 1 })
        .where(eq(banners.id, edit.bannerId))
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'banner.edit',
        entity: 'banner',
        entityId: edit.bannerId,
        before: bannerAuditView(before),
        after: bannerAuditView(after!),
      });
    }
    return bannersForStaff(tx, now);
  });
}

export async function reorderBanners(db: Db, bannerIds: readonly number[], staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    await reorder(tx, bannerOrder, bannerIds, staffId);
    return bannersForStaff(tx, now);
  });
}

export async function deleteBanner(db: Db, bannerId: number, version: number, staffId: number, now: Date) {
  return db.transaction(async (tx) => {
    const before = await lockedBanner(tx, bannerId, version);
    await tx.delete(banners).where(eq(banners.id, bannerId));
    await recordAudit(tx, {
      staffId,
      action: 'banner.delete',
      entity: 'banner',
      entityId: bannerId,
      before: bannerAuditView(before),
    });
    return bannersForStaff(tx, now);
  });
}

/** The basic-data row the app's links live in (read by catalog/basicData.ts). */
const APP_DOWNLOAD_KEY = 'appDownload';

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

async function appDownloadSetting(db: DbExecutor): Promise<Record<string, unknown>> {
  const [row] = await db.select({ value: basicData.value }).from(basicData).where(eq(basicData.key, APP_DOWNLOAD_KEY));
  return asRecord(row?.value);
}

function appLinksOf(
  setting: Record<string, unknown>,
  storeLinks: { iosUrl?: string | undefined; androidUrl?: string | undefined },
) {
  return {
    androidUrl: asText(setting.androidPath),
    androidNote: asText(setting.androidNote),
    iosUrl: asText(setting.iosUrl),
    iosNote: asText(setting.iosNote),
    fixedByOperator: { android: Boolean(storeLinks.androidUrl), ios: Boolean(storeLinks.iosUrl) },
  };
}

export async function appLinksForStaff(db: Db, storeLinks: { iosUrl?: string | undefined; androidUrl?: string | undefined }) {
  return appLinksOf(await appDownloadSetting(db), storeLinks);
}

/** Saves the app's links and notes; the setting's other keys (the download page's address) stay as they are. */
export async function saveAppLinks(
  db: Db,
  edit: Required<{ [Key in keyof AppLinksEdit]: string }>,
  staffId: number,
  storeLinks: { iosUrl?: string | undefined; androidUrl?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(basicData).where(eq(basicData.key, APP_DOWNLOAD_KEY)).for('update');
    const before = asRecord(row?.value);
    const after = {
      ...before,
      androidPath: edit.androidUrl,
      androidNote: edit.androidNote,
      iosUrl: edit.iosUrl,
      iosNote: edit.iosNote,
    };
    if (row) await tx.update(basicData).set({ value: after }).where(eq(basicData.id, row.id));
    else await tx.insert(basicData).values({ key: APP_DOWNLOAD_KEY, value: after });
    const view = (setting: Record<string, unknown>) => {
      const { fixedByOperator: _, ...links } = appLinksOf(setting, {});
      return links;
    };
    await recordAudit(tx, {
      staffId,
      action: 'appLinks.edit',
      entity: 'appLinks',
      entityId: APP_DOWNLOAD_KEY,
      before: view(before),
      after: view(after),
    });
    return appLinksOf(after, storeLinks);
  });
}

export async function officialAccountsForStaff(db: DbExecutor) {
  const list = await db
    .select({
      id: officialAccounts.id,
      name: officialAccounts.name,
      account: officialAccounts.account,
      intro: officialAccounts.intro,
      qrUrl: officialAccounts.qrUrl,
      sort: officialAccounts.sort,
    })
    .from(officialAccounts)
    .orderBy(asc(officialAccounts.sort), asc(officialAccounts.id));
  return { list };
}

export interface OfficialAccountWrite {
  accountId?: number | undefined;
  name: string;
  account: string;
  intro: string;
  qrUrl: string;
}

/** A new official account at the end of the list, or an edit of one; account ids stay unique. */
export async function saveOfficialAccount(db: Db, edit: OfficialAccountWrite, staffId: number) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: officialAccounts.id })
      .from(officialAccounts)
      .where(
        and(
          eq(officialAccounts.account, edit.account),
          edit.accountId === undefined ? undefined : ne(officialAccounts.id, edit.accountId),
        ),
      );
    if (taken) throw new ApiError(SITE_ADMIN_MESSAGES.accountTaken);
    const values = { name: edit.name, account: edit.account, intro: edit.intro, qrUrl: edit.qrUrl };
    if (edit.accountId === undefined) {
      const [created] = await tx
        .insert(officialAccounts)
        .values({ ...values, sort: await nextSort(tx, accountOrder) })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'officialAccount.add',
        entity: 'officialAccount',
        entityId: created!.id,
        after: values,
      });
    } else {
      const [before] = await tx.select().from(officialAccounts).where(eq(officialAccounts.id, edit.accountId)).for('update');
      if (!before) throw new ApiError(SITE_ADMIN_MESSAGES.accountNotFound);
      await tx.update(officialAccounts).set(values).where(eq(officialAccounts.id, edit.accountId));
      await recordAudit(tx, {
        staffId,
        action: 'officialAccount.edit',
        entity: 'officialAccount',
        entityId: edit.accountId,
        before: { name: before.name, account: before.account, intro: before.intro, qrUrl: before.qrUrl },
        after: values,
      });
    }
    return officialAccountsForStaff(tx);
  });
}

export async function reorderOfficialAccounts(db: Db, accountIds: readonly number[], staffId: number) {
  return db.transaction(async (tx) => {
    await reorder(tx, accountOrder, accountIds, staffId);
    return officialAccountsForStaff(tx);
  });
}

export async function deleteOfficialAccount(db: Db, accountId: number, staffId: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(officialAccounts).where(eq(officialAccounts.id, accountId)).returning();
    if (!before) throw new ApiError(SITE_ADMIN_MESSAGES.accountNotFound);
    await recordAudit(tx, {
      staffId,
      action: 'officialAccount.delete',
      entity: 'officialAccount',
      entityId: accountId,
      before: { name: before.name, account: before.account, intro: before.intro, qrUrl: before.qrUrl },
    });
    return officialAccountsForStaff(tx);
  });
}
