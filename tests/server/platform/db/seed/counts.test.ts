import { SITE_PAGE_SLUGS } from '../../../../../contract/api/schemas/web/site';
import { describe, expect, it } from 'vitest';
import {
  advisers,
  courses,
  demoStudentExtras,
  exercises,
  feeItems,
  gradeGroups,
  newsArticles,
  newsCategories,
  provinces,
  recommendedExercises,
  sitePages,
  studentPraises,
  subjects,
  testPapers,
  trainerFaq,
  tutors,
} from '../../../../../server/src/platform/db/seed/data/index';

describe('demo content volume', () => {
  it('groups twelve grades into 小学, 初中 and 高中 with levels 1 to 12', () => {
    expect(gradeGroups.map((g) => g.gradeName)).toEqual(['小学', '初中', '高中']);
    const all = gradeGroups.flatMap((g) => g.grades);
    expect(all.map((g) => g.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(all.map((g) => g.name)).toEqual([
      '一年级',
      '二年级',
      '三年级',
      '四年级',
      '五年级',
      '六年级',
      '初一',
      '初二',
      '初三',
      '高一',
      '高二',
      '高三',
    ]);
  });

  it('offers at least nine subjects including 语文, 数学 and 英语', () => {
    expect(subjects.length).toBeGreaterThanOrEqual(9);
    expect(subjects.map((s) => s.name)).toEqual(expect.arrayContaining(['语文', '数学', '英语', '物理', '化学']));
  });

  it('has at least 64 courses spread over every grade and every subject', () => {
    expect(courses.length).toBeGreaterThanOrEqual(64);
    expect(new Set(courses.map((c) => c.gradeLevel)).size).toBe(12);
    expect(new Set(courses.map((c) => c.subject))).toEqual(new Set(subjects.map((s) => s.code)));
  });

  it('has at least 22 tutors, 32 news articles, 20 praises and 6 advisers', () => {
    expect(tutors.length).toBeGreaterThanOrEqual(22);
    expect(newsArticles.length).toBeGreaterThanOrEqual(32);
    expect(studentPraises.length).toBeGreaterThanOrEqual(20);
    expect(advisers.length).toBeGreaterThanOrEqual(6);
  });

  it('fills every news category with several articles', () => {
    expect(newsCategories.map((c) => c.name)).toEqual(['升学资讯', '学习方法', '家庭教育', '平台动态', '政策解读']);
    for (const category of newsCategories) {
      expect(newsArticles.filter((a) => a.category === category.code).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('lists all 34 province-level divisions and cities for 北京, 上海, 广东, 浙江 and 江苏', () => {
    expect(provinces).toHaveLength(34);
    expect(new Set(provinces.map((p) => p.code)).size).toBe(34);
    for (const name of ['北京市', '上海市', '广东省', '浙江省', '江苏省']) {
      const province = provinces.find((p) => p.name === name);
      expect(province?.cities.length, name).toBeGreaterThan(0);
      expect(
        province?.cities.some((c) => c.districts.length > 0),
        name,
      ).toBe(true);
    }
  });

  it('provides fee items, trainer FAQ and every site page', () => {
    expect(feeItems.length).toBeGreaterThanOrEqual(6);
    expect(trainerFaq.length).toBeGreaterThanOrEqual(6);
    expect(sitePages.map((p) => p.key)).toEqual(
      expect.arrayContaining(['about', 'cooperation', 'contact-us', 'legal-notice', 'user-agreement', 'privacy-agreement']),
    );
    expect(sitePages.map((p) => p.key).sort()).toEqual([...SITE_PAGE_SLUGS].sort());
  });

  it('gives the demo student orders in several states, collections, notifications and study data', () => {
    expect(demoStudentExtras.orders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(demoStudentExtras.orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(3);
    expect(demoStudentExtras.collections.length).toBeGreaterThan(0);
    expect(demoStudentExtras.notifications.length).toBeGreaterThanOrEqual(8);
    expect(demoStudentExtras.notifications.some((n) => n.isRead)).toBe(true);
    expect(demoStudentExtras.notifications.some((n) => !n.isRead)).toBe(true);
    expect(demoStudentExtras.studyReports.length).toBeGreaterThan(0);
    expect(demoStudentExtras.studyPlans.length).toBeGreaterThan(0);
    expect(demoStudentExtras.learningRecords.length).toBeGreaterThan(0);
    expect(demoStudentExtras.exerciseRecords.length).toBeGreaterThan(0);
  });

  it('has at least 30 exercises across subjects, 2 test papers and evaluation recommendations', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(30);
    expect(new Set(exercises.map((e) => e.subject)).size).toBeGreaterThanOrEqual(6);
    expect(testPapers.length).toBeGreaterThanOrEqual(2);
    expect(recommendedExercises.length).toBeGreaterThan(0);
  });
});
