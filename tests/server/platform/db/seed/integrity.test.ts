import { describe, expect, it } from 'vitest';
import {
  advisers,
  courses,
  demoStudentExtras,
  exercises,
  newsArticles,
  provinces,
  recommendedExercises,
  studentPraises,
  testPapers,
  tutors,
} from '../../../../../server/src/platform/db/seed/data/index';
import { allData, stringsIn } from './all-data';

const courseCodes = new Set(courses.map((c) => c.code));
const exerciseCodes = new Set(exercises.map((e) => e.code));

describe('demo content integrity', () => {
  it('contains no external address anywhere', () => {
    // WeChat contact links open the WeChat app on the phone, and the app's store pages open the phone's app
    // store (the download page's buttons): the visitor follows them; the platform never calls them.
    const storePages = /^(?:https:\/\/sj\.qq\.com\/appdetail\/[\w.]+|https:\/\/apps\.apple\.com\/cn\/app\/id\d+)$/;
    const external = [...stringsIn(allData)]
      .filter(([path, value]) => !(/appDownload\.(androidPath|iosUrl)$/.test(path) && storePages.test(value)))
      .map(([path, value]): [string, string] => [path, value.replace(/weixin:\/\/contacts\/profile\/\w+/g, '')])
      .filter(([, value]) => /[a-z][a-z0-9+.-]*:\/\//i.test(value) || /(src|href)="\/\//.test(value) || /www\./i.test(value));
    expect(external).toEqual([]);
  });

  it('encodes adviser QR codes as WeChat contact text, not web links', () => {
    for (const adviser of advisers) {
      expect(adviser.qrContent).toBe(`weixin://contacts/profile/${adviser.wechatAccount}`);
    }
    expect(advisers.some((a) => a.wechatAccount.length <= 6)).toBe(true);
    expect(advisers.some((a) => a.wechatAccount.length > 6)).toBe(true);
  });

  it('writes news articles as rich HTML with headings, lists, a quote and a local image', () => {
    for (const article of newsArticles) {
      expect(article.contentHtml, article.code).toMatch(/<h2>/);
      expect(article.contentHtml, article.code).toMatch(/<(ul|ol)><li>/);
      expect(article.contentHtml, article.code).toMatch(/<blockquote>/);
      expect(article.contentHtml, article.code).toMatch(/<img src="\/assets\/[^"]+"/);
    }
  });

  it('dates news within 2026, newest first', () => {
    const dates = newsArticles.map((a) => a.publishedAt);
    for (const date of dates) expect(date).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:00\+08:00$/);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates.map((d) => d.slice(5, 7))).size).toBeGreaterThanOrEqual(9);
  });

  it('masks student names in praise and places them inside China', () => {
    for (const praise of studentPraises) {
      expect(praise.studentName).toMatch(/^.同学$/);
      expect(praise.lat).toBeGreaterThan(18);
      expect(praise.lat).toBeLessThan(54);
      expect(praise.lng).toBeGreaterThan(73);
      expect(praise.lng).toBeLessThan(135);
      expect(courseCodes.has(praise.courseCode), praise.courseCode).toBe(true);
    }
  });

  it('gives every tutor a school, achievements and an introduction', () => {
    for (const tutor of tutors) {
      expect(tutor.school).toMatch(/大学$/);
      expect(tutor.achievements.length).toBeGreaterThanOrEqual(2);
      expect(tutor.intro.length).toBeGreaterThan(40);
    }
  });

  it('keeps every choice answer among its four distinct options', () => {
    for (const exercise of exercises.filter((e) => e.kind !== 'fill')) {
      expect(exercise.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
      expect(new Set(exercise.options.map((o) => o.text)).size, exercise.code).toBe(4);
      const keys = exercise.kind === 'single' ? [exercise.answer] : exercise.answerKeys;
      expect(keys.length, exercise.code).toBeGreaterThanOrEqual(exercise.kind === 'single' ? 1 : 2);
      for (const key of keys) expect(['A', 'B', 'C', 'D'], exercise.code).toContain(key);
    }
  });

  it('gives a fill-in question no options, no option answer and at least one accepted answer per blank', () => {
    const fills = exercises.filter((e) => e.kind === 'fill');
    expect(fills.length).toBeGreaterThan(0);
    for (const exercise of fills) {
      expect(exercise.options, exercise.code).toEqual([]);
      expect(exercise.answer, exercise.code).toBeNull();
      expect(exercise.blanks.length, exercise.code).toBeGreaterThan(0);
      for (const blank of exercise.blanks) expect(blank.accepted.length, exercise.code).toBeGreaterThan(0);
    }
  });

  it('builds test papers and recommendations from existing exercises', () => {
    for (const paper of testPapers) {
      expect(paper.exerciseCodes.length, paper.code).toBeGreaterThanOrEqual(4);
      for (const code of paper.exerciseCodes) expect(exerciseCodes.has(code)).toBe(true);
    }
    for (const rec of recommendedExercises) expect(exerciseCodes.has(rec.exerciseCode)).toBe(true);
  });

  it('totals each demo order from its item prices and points items at real courses', () => {
    for (const order of demoStudentExtras.orders) {
      const sum = order.items.reduce((s, i) => s + i.price, 0);
      expect(order.totalAmount, order.orderNo).toBe(sum - order.discountAmount);
      for (const item of order.items) {
        expect(courses[item.courseIndex]?.code).toBe(item.courseCode);
        expect(courses[item.courseIndex]?.price).toBe(item.price);
      }
      expect(order.paidAt === null, order.orderNo).toBe(order.status === 'unpaid' || order.status === 'cancelled');
    }
  });

  it('refers only to existing courses, news, tutors and classes from the demo student data', () => {
    const targets = {
      course: courseCodes,
      news: new Set(newsArticles.map((a) => a.code)),
      tutor: new Set(tutors.map((t) => t.code)),
    };
    for (const c of demoStudentExtras.collections) expect(targets[c.kind].has(c.targetCode), c.targetCode).toBe(true);
    for (const record of demoStudentExtras.learningRecords) {
      const lesson = courses.find((c) => c.code === record.courseCode)?.chapters[record.chapterIndex]?.classes[record.classIndex];
      expect(lesson, `${record.courseCode} ${record.chapterIndex}.${record.classIndex}`).toBeDefined();
      expect(record.watchedSec).toBeLessThanOrEqual(lesson?.durationSec ?? 0);
    }
    for (const record of demoStudentExtras.exerciseRecords) {
      const exercise = exercises.find((e) => e.code === record.exerciseCode);
      expect(record.isCorrect).toBe(exercise?.answer === record.chosen);
    }
  });

  it('nests district codes under their city and province codes', () => {
    for (const province of provinces) {
      for (const city of province.cities) {
        expect(city.code.slice(0, 2), city.name).toBe(province.code.slice(0, 2));
        for (const district of city.districts) expect(district.code.slice(0, 4), district.name).toBe(city.code.slice(0, 4));
      }
    }
  });
});
