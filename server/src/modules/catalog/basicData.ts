import { asc } from 'drizzle-orm';
import type { AppDataOf } from '../../../../contract/api/schemas/contract';
import type { getBasicData } from '../../../../contract/api/schemas/web/common';
import type { Db } from '../../platform/db/client';
import { basicData, courseCategories, gradeGroups, grades, newsCategories } from '../../platform/db/schema';
import { assetUrl } from '../../platform/text/format';
import { seasonAt } from './seasons';

type BasicData = AppDataOf<typeof getBasicData>;

function asString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Platform settings (key-value rows) together with the subject, news-category and grade lists. The promotion
 * is the season's (services/seasons), the one the home page's first banner shows.
 */
export async function loadBasicData(
  db: Db,
  now: Date,
  /** The operator's configured store links (APP_IOS_URL, APP_ANDROID_URL), ahead of the site content's. */
  storeLinks: { iosUrl?: string | undefined; androidUrl?: string | undefined } = {},
): Promise<BasicData> {
  const { promotion } = seasonAt(now);
  const [settingRows, categories, newsCategoryRows, groups, gradeRows] = await Promise.all([
    db.select({ key: basicData.key, value: basicData.value }).from(basicData),
    db.select().from(courseCategories).orderBy(asc(courseCategories.sort), asc(courseCategories.id)),
    db.select().from(newsCategories).orderBy(asc(newsCategories.sort), asc(newsCategories.id)),
    db.select().from(gradeGroups).orderBy(asc(gradeGroups.sort), asc(gradeGroups.id)),
    db.select().from(grades).orderBy(asc(grades.sort), asc(grades.level)),
  ]);
  const settings = new Map(settingRows.map((row) => [row.key, row.value]));
  const stageOfGroup = new Map(groups.map((group) => [group.id, group.stage]));
  const appDownload = asRecord(settings.get('appDownload'));

  return {
    couresCourseCateGory: categories.map((category) => ({
      id: category.id,
      code: category.code,
      name: category.name,
      stages: [...category.stages],
    })),
    informationCategoryList: newsCategoryRows.map((category) => ({ id: category.id, code: category.code, name: category.name })),
    teacherCouresCourseCateGory: gradeRows.map((grade) => {
      const stage = stageOfGroup.get(grade.groupId);
      return {
        grade: grade.name,
        gradeId: grade.id,
        courseList: categories
          .filter((category) => stage !== undefined && category.stages.includes(stage))
          .map((category) => ({ courseId: category.id, courseName: category.name })),
      };
    }),
    clasesList: groups.map((group) => ({ id: group.id, name: group.name, stage: group.stage })),
    gradeList: gradeRows.map((grade) => ({ id: grade.id, name: grade.name, level: grade.level, groupId: grade.groupId })),
    smssigncode: asString(settings.get('smssigncode')),
    videosigncode: asString(settings.get('videosigncode')),
    platformId: asString(settings.get('platformId')),
    promotionMainTitle: promotion.mainTitle,
    promotionSubtitleTitle: promotion.subtitle,
    platformName: asString(settings.get('platformName')),
    companyName: asString(settings.get('companyName')),
    companyAddress: asString(settings.get('companyAddress')),
    customerServicePhone: asString(settings.get('customerServicePhone')),
    customerServiceHours: asString(settings.get('customerServiceHours')),
    copyright: asString(settings.get('copyright')),
    icpRecords: asStrings(settings.get('icpRecords')),
    publicSecurityRecord: asString(settings.get('publicSecurityRecord')),
    appDownload: {
      androidUrl: storeLinks.androidUrl ?? assetUrl(asString(appDownload.androidPath)),
      iosUrl: storeLinks.iosUrl ?? asString(appDownload.iosUrl),
      androidNote: asString(appDownload.androidNote),
      iosNote: asString(appDownload.iosNote),
      downloadPage: asString(appDownload.downloadPage) || '/m/download',
    },
    errorImageUrl: assetUrl(asString(settings.get('errorImagePath'))),
    defaultImageUrl: assetUrl(asString(settings.get('defaultImagePath'))),
  };
}

export async function loadGradeSelection(db: Db) {
  const [groups, gradeRows] = await Promise.all([
    db.select().from(gradeGroups).orderBy(asc(gradeGroups.sort), asc(gradeGroups.id)),
    db.select().from(grades).orderBy(asc(grades.sort), asc(grades.level)),
  ]);
  return {
    list: groups.map((group) => ({
      gradeName: group.name,
      stage: group.stage,
      grades: gradeRows
        .filter((grade) => grade.groupId === group.id)
        .map((grade) => ({ id: grade.id, name: grade.name, level: grade.level })),
    })),
  };
}
