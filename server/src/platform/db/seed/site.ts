import { sanitizeRichText } from '../../text/sanitize';
import type { DbExecutor } from '../client';
import {
  advisers,
  banners,
  basicData,
  faqEntries,
  faqFeeItems,
  newsArticles,
  newsCategories,
  officialAccounts,
  provinces,
  sitePages,
  tenderAnnouncements,
  studentPraise,
  tutors,
  zones,
} from '../schema';
import type { CatalogIds } from './catalog';
import type { SeedContent } from './content';
import { assetUrl } from './data';
import { indexBy, insertMany, lookup } from './insert';

export interface SiteIds {
  /** news code → news_articles.id */
  newsIdByCode: Map<string, number>;
  /** tutor code → tutors.id */
  tutorIdByCode: Map<string, number>;
  /** province name → provinces.id */
  provinceIdByName: Map<string, number>;
  /** `${provinceId}:${zone name}` → zones.id, for cities and districts */
  zoneIdByProvinceAndName: Map<string, number>;
  adviserIds: { id: number; stages: readonly string[] }[];
}

export async function seedSite(db: DbExecutor, content: SeedContent, catalog: CatalogIds): Promise<SiteIds> {
  const regions = await seedRegions(db, content);

  const insertedAdvisers = await insertMany(
    db,
    advisers,
    content.advisers.map((adviser, index) => ({
      code: adviser.code,
      name: adviser.name,
      wechatAccount: adviser.wechatAccount,
      wechatQrUrl: assetUrl(adviser.qrPath),
      qrContent: adviser.qrContent,
      phone: adviser.phone,
      intro: adviser.intro,
      stages: [...adviser.stages],
      sort: index + 1,
    })),
  );

  const account = content.officialAccount;
  await db.insert(officialAccounts).values({
    name: account.name,
    account: account.account,
    intro: account.intro,
    qrUrl: assetUrl(account.qrPath),
    qrContent: account.qrContent,
    sort: 1,
  });

  const insertedTutors = await insertMany(
    db,
    tutors,
    content.tutors.map((tutor) => ({
      code: tutor.code,
      name: tutor.name,
      gender: tutor.gender,
      photoUrl: assetUrl(tutor.photoPath),
      school: tutor.school,
      major: tutor.major,
      gradeName: tutor.gradeName,
      gradeId: lookup(catalog.gradeIdByLevel, tutor.gradeLevel, '年级'),
      categoryId: lookup(catalog.categoryIdByCode, tutor.subject, '学科'),
      achievements: [...tutor.achievements],
      intro: tutor.intro,
      sort: tutor.sortOrder,
    })),
  );

  const insertedNewsCategories = await insertMany(
    db,
    newsCategories,
    content.newsCategories.map((category) => ({ code: category.code, name: category.name, sort: category.sortOrder })),
  );
  const newsCategoryIdByCode = indexBy(
    insertedNewsCategories,
    (c) => c.code,
    (c) => c.id,
    '资讯分类',
  );
  const insertedArticles = await insertMany(
    db,
    newsArticles,
    content.newsArticles.map((article) => ({
      code: article.code,
      categoryId: lookup(newsCategoryIdByCode, article.category, '资讯分类'),
      title: article.title,
      summary: article.summary,
      coverUrl: assetUrl(article.coverPath),
      contentHtml: sanitizeRichText(article.contentHtml),
      author: article.author,
      publishedAt: new Date(article.publishedAt),
      views: article.views,
      isTop: article.isTop,
    })),
  );

  await insertMany(
    db,
    studentPraise,
    content.studentPraises.map((praise) => ({
      studentName: praise.studentName,
      school: praise.school,
      gradeName: praise.gradeName,
      gradeId: lookup(catalog.gradeIdByLevel, praise.gradeLevel, '年级'),
      courseId: lookup(catalog.courseIdByCode, praise.courseCode, '课程'),
      province: praise.province,
      city: praise.city,
      lat: praise.lat,
      lng: praise.lng,
      content: praise.content,
      createdAt: new Date(praise.createdAt),
    })),
  );

  await insertMany(
    db,
    faqFeeItems,
    content.feeItems.map((fee) => ({ item: fee.item, standard: fee.standard, note: fee.note, sort: fee.sortOrder })),
  );
  await insertMany(
    db,
    faqEntries,
    content.trainerFaq.map((entry) => ({
      topic: 'trainer' as const,
      question: entry.question,
      answer: entry.answer,
      sort: entry.sortOrder,
    })),
  );

  await insertMany(
    db,
    sitePages,
    content.sitePages.map((page) => ({
      slug: page.key,
      title: page.title,
      contentHtml: sanitizeRichText(page.contentHtml),
      versionDate: page.updatedAt,
    })),
  );

  await insertMany(
    db,
    tenderAnnouncements,
    content.tenders.map((tender) => ({
      code: tender.code,
      title: tender.title,
      summary: tender.summary,
      contentHtml: sanitizeRichText(tender.contentHtml),
      status: tender.status,
      contact: tender.contact,
      publishedAt: new Date(tender.publishedAt),
      deadline: tender.deadline === null ? null : new Date(tender.deadline),
    })),
  );

  await insertMany(
    db,
    basicData,
    Object.entries(content.basicData).map(([key, value]) => ({ key, value: value as unknown })),
  );

  await insertMany(
    db,
    banners,
    content.banners.map((banner) => ({
      title: banner.title,
      subtitle: banner.subtitle,
      imageUrl: assetUrl(banner.imagePath),
      linkPath: banner.linkPath,
      courseId: banner.courseCode === null ? null : lookup(catalog.courseIdByCode, banner.courseCode, '课程'),
      sort: banner.sortOrder,
    })),
  );

  return {
    newsIdByCode: indexBy(
      insertedArticles,
      (a) => a.code,
      (a) => a.id,
      '资讯',
    ),
    tutorIdByCode: indexBy(
      insertedTutors,
      (t) => t.code,
      (t) => t.id,
      '学霸',
    ),
    provinceIdByName: regions.provinceIdByName,
    zoneIdByProvinceAndName: regions.zoneIdByProvinceAndName,
    adviserIds: insertedAdvisers.map((adviser) => ({ id: adviser.id, stages: adviser.stages })),
  };
}

async function seedRegions(db: DbExecutor, content: SeedContent) {
  const insertedProvinces = await insertMany(
    db,
    provinces,
    content.provinces.map((province, index) => ({
      code: province.code,
      name: province.name,
      shortName: province.shortName,
      kind: province.kind,
      sort: index + 1,
    })),
  );
  const provinceIdByCode = indexBy(
    insertedProvinces,
    (p) => p.code,
    (p) => p.id,
    '省份代码',
  );
  const provinceIdByName = indexBy(
    insertedProvinces,
    (p) => p.name,
    (p) => p.id,
    '省份名称',
  );

  const cityRows = content.provinces.flatMap((province) =>
    province.cities.map((city, index) => ({
      provinceId: lookup(provinceIdByCode, province.code, '省份'),
      level: 'city' as const,
      code: city.code,
      name: city.name,
      sort: index + 1,
    })),
  );
  const insertedCities = await insertMany(db, zones, cityRows);
  const cityIdByCode = indexBy(
    insertedCities,
    (c) => c.code,
    (c) => c.id,
    '城市代码',
  );

  const districtRows = content.provinces.flatMap((province) =>
    province.cities.flatMap((city) =>
      city.districts.map((district, index) => ({
        provinceId: lookup(provinceIdByCode, province.code, '省份'),
        parentId: lookup(cityIdByCode, city.code, '城市'),
        level: 'district' as const,
        code: district.code,
        name: district.name,
        sort: index + 1,
      })),
    ),
  );
  const insertedDistricts = await insertMany(db, zones, districtRows);

  // Cities are written last so a city wins over a district of the same name in the same province.
  const zoneIdByProvinceAndName = new Map<string, number>();
  for (const zone of [...insertedDistricts, ...insertedCities]) {
    zoneIdByProvinceAndName.set(`${zone.provinceId}:${zone.name}`, zone.id);
  }
  return { provinceIdByName, zoneIdByProvinceAndName };
}
