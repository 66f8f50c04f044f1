import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as common from '../../../../contract/api/schemas/web/common';
import * as course from '../../../../contract/api/schemas/web/course';
import * as customer from '../../../../contract/api/schemas/web/customer';
import * as information from '../../../../contract/api/schemas/web/information';
import { killGetBasicData } from '../../../../contract/api/schemas/web/kill';
import * as search from '../../../../contract/api/schemas/web/search';
import * as praise from '../../../../contract/api/schemas/web/studentPublicPraise';
import * as teacherInfo from '../../../../contract/api/schemas/web/teacherInfo';
import * as weixin from '../../../../contract/api/schemas/web/weixin';
import { LOCAL_JSAPI_TICKET } from '../../../../server/src/platform/config';
import {
  basicData,
  courseCategories,
  courses,
  grades,
  newsCategories,
  provinces,
  tutors,
  zones,
} from '../../../../server/src/platform/db/schema';
import { demoContent } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';

const byOrder = <T extends { sortOrder: number }>(items: readonly T[]) => [...items].sort((a, b) => a.sortOrder - b.sortOrder);

describe('public web reads on the demo content', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function idOf(table: typeof courses | typeof courseCategories | typeof tutors | typeof newsCategories, code: string) {
    const [row] = await t.db.select({ id: table.id }).from(table).where(eq(table.code, code));
    if (!row) throw new Error(`没有 ${code}`);
    return row.id;
  }

  describe('basic data', () => {
    it('holds subjects, news categories, grade groups, grades and platform settings', async () => {
      const data = await t.ok(common.getBasicData);
      expect(data.couresCourseCateGory.map((c) => c.name)).toEqual(byOrder(demoContent.subjects).map((s) => s.name));
      expect(data.informationCategoryList.map((c) => c.name)).toEqual(byOrder(demoContent.newsCategories).map((c) => c.name));
      expect(data.clasesList.map((g) => g.name)).toEqual(['小学', '初中', '高中']);
      expect(data.gradeList.map((g) => g.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      const settings = demoContent.basicData;
      expect(data).toMatchObject({
        smssigncode: settings.smssigncode,
        videosigncode: settings.videosigncode,
        platformId: settings.platformId,
        customerServicePhone: settings.customerServicePhone,
        icpRecords: settings.icpRecords,
        errorImageUrl: `/assets/${settings.errorImagePath}`,
      });
    });

    it('lists for each grade the subjects taught at its stage', async () => {
      const data = await t.ok(common.getBasicData);
      const firstGrade = data.teacherCouresCourseCateGory.find((entry) => entry.grade === '一年级');
      const seniorThree = data.teacherCouresCourseCateGory.find((entry) => entry.grade === '高三');
      const primarySubjects = byOrder(demoContent.subjects).filter((s) => s.stages.includes('primary'));
      const seniorSubjects = byOrder(demoContent.subjects).filter((s) => s.stages.includes('senior'));
      expect(firstGrade?.courseList.map((c) => c.courseName)).toEqual(primarySubjects.map((s) => s.name));
      expect(seniorThree?.courseList.map((c) => c.courseName)).toEqual(seniorSubjects.map((s) => s.name));
      expect(firstGrade?.gradeId).toBe(data.gradeList.find((g) => g.name === '一年级')?.id);
    });

    it('gives campaign pages the same basic data', async () => {
      expect(await t.ok(killGetBasicData)).toEqual(await t.ok(common.getBasicData));
    });

    it('does not keep answers to requests padded with unknown fields', async () => {
      const padded = { padding: 'x'.repeat(2000) };
      const before = await t.ok(common.getProvince, padded);
      await t.db.update(provinces).set({ name: '北京' }).where(eq(provinces.code, '110000'));
      try {
        expect((await t.ok(common.getProvince, padded)).list[0]!.name).toBe('北京');
        expect(before.list[0]!.name).toBe('北京市');
      } finally {
        await t.db.update(provinces).set({ name: '北京市' }).where(eq(provinces.code, '110000'));
      }
    });

    it('serves repeated reads from the cache until the cache is invalidated', async () => {
      const before = await t.ok(common.getBasicData);
      await t.db.update(basicData).set({ value: '400-000-0000' }).where(eq(basicData.key, 'customerServicePhone'));
      expect((await t.ok(common.getBasicData)).customerServicePhone).toBe(before.customerServicePhone);
      t.app.deps.cache.invalidate('basic-data');
      expect((await t.ok(common.getBasicData)).customerServicePhone).toBe('400-000-0000');
    });
  });

  describe('regions', () => {
    it('lists provinces in order', async () => {
      const { list } = await t.ok(common.getProvince);
      expect(list.map((p) => p.name)).toEqual(demoContent.provinces.map((p) => p.name));
    });

    it('lists the cities of a province and the districts of a city', async () => {
      const source = demoContent.provinces.find((p) => p.cities.length > 0 && p.cities[0]!.districts.length > 0)!;
      const [province] = await t.db.select().from(provinces).where(eq(provinces.code, source.code));
      const cities = await t.ok(common.findByProvince, { provinceId: province!.id });
      expect(cities.province.name).toBe(source.name);
      expect(cities.list.map((c) => c.name)).toEqual(source.cities.map((c) => c.name));
      const zone = await t.ok(common.findZoneById, { id: cities.list[0]!.id });
      expect(zone.zone.name).toBe(source.cities[0]!.name);
      expect(zone.children.map((d) => d.name)).toEqual(source.cities[0]!.districts.map((d) => d.name));
    });

    it('names the full region of a district, saying a municipality once', async () => {
      const beijingDistrict = demoContent.provinces.find((p) => p.code === '110000')!.cities[0]!.districts[0]!;
      const [zone] = await t.db.select().from(zones).where(eq(zones.code, beijingDistrict.code));
      const path = await t.ok(common.findRegionById, { id: zone!.id });
      expect(path.fullName).toBe(`北京市 ${beijingDistrict.name}`);
      expect(path.district?.name).toBe(beijingDistrict.name);
    });

    it('answers unknown and malformed region ids with status 0', async () => {
      expect(await t.fails(common.findByProvince, { provinceId: 999999 })).toBe('省份不存在');
      expect(await t.fails(common.findZoneById, { id: 999999 })).toBe('地区不存在');
      expect(await t.fails(common.findRegionById, { id: 999999 })).toBe('地区不存在');
      expect(await t.fails(common.findByProvince, {})).toBe('缺少参数 provinceId');
      expect(await t.fails(common.findZoneById, { id: '北京' })).toBe('参数 id 应为正整数');
    });
  });

  it('groups grades for the grade-selection modal', async () => {
    const { list } = await t.ok(common.findGradeSelection);
    expect(list.map((group) => ({ gradeName: group.gradeName, grades: group.grades.map((g) => g.name) }))).toEqual(
      byOrder(demoContent.gradeGroups).map((group) => ({ gradeName: group.gradeName, grades: group.grades.map((g) => g.name) })),
    );
  });

  describe('advisers and the official account', () => {
    it('gives a visitor one of the advisers with WeChat account and QR image', async () => {
      const adviser = await t.ok(customer.findRandomAdviser);
      const source = demoContent.advisers.find((a) => a.wechatAccount === adviser.wechatAccount);
      expect(source).toBeDefined();
      expect(adviser).toEqual({
        name: source!.name,
        wechatAccount: source!.wechatAccount,
        wechatUrl: `/assets/${source!.qrPath}`,
      });
    });

    it('shows the official account', async () => {
      const account = await t.ok(customer.findOfficialAccount);
      expect(account).toEqual({
        name: demoContent.officialAccount.name,
        account: demoContent.officialAccount.account,
        intro: demoContent.officialAccount.intro,
        qrUrl: `/assets/${demoContent.officialAccount.qrPath}`,
      });
    });
  });

  describe('student praise', () => {
    it('places every praise with coordinates on the map', async () => {
      const { list } = await t.ok(praise.findPraiseLocations);
      expect(list).toHaveLength(demoContent.studentPraises.length);
      expect(list.every((point) => Number.isFinite(point.lat) && Number.isFinite(point.lng))).toBe(true);
    });

    it('pages praise newest first', async () => {
      const first = await t.ok(praise.findHomePraise, { page: 1, size: 5 });
      const second = await t.ok(praise.findHomePraise, { page: 2, size: 5 });
      expect(first.total).toBe(demoContent.studentPraises.length);
      expect(first.list).toHaveLength(5);
      const dates = [...first.list, ...second.list].map((item) => item.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set([...first.list, ...second.list].map((item) => item.id)).size).toBe(first.list.length + second.list.length);
    });
  });

  describe('courses', () => {
    it('pages the courses of a subject, optionally of one grade', async () => {
      const mathId = await idOf(courseCategories, 'math');
      const mathCourses = demoContent.courses.filter((c) => c.subject === 'math');
      const page = await t.ok(course.findCoursesByCategory, { categoryId: mathId, page: 1, size: 5 });
      expect(page.total).toBe(mathCourses.length);
      expect(page.list).toHaveLength(Math.min(5, mathCourses.length));
      expect(page.list.every((item) => item.categoryName === '数学')).toBe(true);

      const [eighth] = await t.db.select().from(grades).where(eq(grades.level, 8));
      const eighthMath = await t.ok(course.findCoursesByCategory, { categoryId: mathId, gradeId: eighth!.id, size: 50 });
      expect(eighthMath.list.map((c) => c.code).sort()).toEqual(
        mathCourses
          .filter((c) => c.gradeLevel === 8)
          .map((c) => c.code)
          .sort(),
      );
      expect(eighthMath.list.every((item) => item.gradeName === eighth!.name)).toBe(true);
    });

    it('reports prices in yuan', async () => {
      const source = demoContent.courses.find((c) => c.price > 0)!;
      const detail = await t.ok(course.findCourseById, { courseId: await idOf(courses, source.code) });
      expect(detail.price).toBe(source.price);
      expect(detail.originalPrice).toBe(source.originalPrice);
    });

    it('answers a page past the end with an empty list and the real total', async () => {
      const page = await t.ok(course.findCoursesByCategory, { page: 999, size: 10 });
      expect(page.list).toEqual([]);
      expect(page.total).toBe(demoContent.courses.length);
    });

    it('lists only headline courses as recommended', async () => {
      const page = await t.ok(course.findHeadlineCourses, { size: 50 });
      expect(page.total).toBe(demoContent.courses.filter((c) => c.isHeadline).length);
      expect(page.list.every((item) => item.isHeadline)).toBe(true);
    });

    it('rejects paging outside the limits', async () => {
      expect(await t.fails(course.findCoursesByCategory, { size: 51 })).toBe('参数 size 不能大于 50');
      expect(await t.fails(course.findCoursesByCategory, { page: -1 })).toBe('参数 page 应为正整数');
      expect(await t.fails(course.findCoursesByCategory, { categoryId: 'math' })).toBe('参数 categoryId 应为正整数');
    });

    it('describes a course with its chapters, lessons and trial lessons', async () => {
      const source = demoContent.courses[0]!;
      const detail = await t.ok(course.findCourseById, { courseId: await idOf(courses, source.code) });
      const classes = source.chapters.flatMap((chapter) => chapter.classes);
      expect(detail).toMatchObject({
        code: source.code,
        title: source.title,
        chapterCount: source.chapters.length,
        classCount: classes.length,
        trialClassCount: classes.filter((c) => c.isTrial).length,
        durationSec: classes.reduce((sum, c) => sum + c.durationSec, 0),
        purchased: false,
        collected: false,
      });
      expect(detail.descriptionHtml).toContain('<');
    });

    it('gives course information with related courses of the same subject', async () => {
      const source = demoContent.courses.find((c) => c.subject === 'math')!;
      const courseId = await idOf(courses, source.code);
      const info = await t.ok(course.findCourseInformation, { courseId });
      expect(info.course.id).toBe(courseId);
      expect(info.related.length).toBeGreaterThan(0);
      expect(info.related.length).toBeLessThanOrEqual(4);
      expect(info.related.every((item) => item.categoryId === info.course.categoryId && item.id !== courseId)).toBe(true);
    });

    it('lists chapters, their lessons and their videos in order', async () => {
      const source = demoContent.courses[1]!;
      const courseId = await idOf(courses, source.code);
      const chapters = await t.ok(course.findCourseChapters, { courseId });
      expect(chapters.list.map((c) => c.title)).toEqual(source.chapters.map((c) => c.title));
      expect(chapters.list.map((c) => c.classCount)).toEqual(source.chapters.map((c) => c.classes.length));
      expect(chapters.list[0]!.hasTrial).toBe(true);

      const chapterId = chapters.list[0]!.id;
      const classes = await t.ok(course.findChapterClasses, { chapterId });
      expect(classes.chapter).toMatchObject({ id: chapterId, courseId, courseTitle: source.title });
      expect(classes.list.map((c) => c.title)).toEqual(source.chapters[0]!.classes.map((c) => c.title));

      const videos = await t.ok(course.findChapterVideos, { chapterId });
      expect(videos.list.map((v) => v.isTrial)).toEqual(source.chapters[0]!.classes.map((c) => c.isTrial));
      expect(videos.list[0]!.posterUrl).toBe(`/assets/${source.chapters[0]!.classes[0]!.posterPath}`);
    });

    it('answers unknown course and chapter ids with status 0', async () => {
      expect(await t.fails(course.findCourseById, { courseId: 999999 })).toBe('课程不存在或已下架');
      expect(await t.fails(course.findCourseInformation, { courseId: 999999 })).toBe('课程不存在或已下架');
      expect(await t.fails(course.findCourseChapters, { courseId: 999999 })).toBe('课程不存在或已下架');
      expect(await t.fails(course.findChapterClasses, { chapterId: 999999 })).toBe('章节不存在');
      expect(await t.fails(course.findChapterVideos, { chapterId: 999999 })).toBe('章节不存在');
      expect(await t.fails(course.findChapterEvaluations, { chapterId: 999999 })).toBe('章节不存在');
      expect(await t.fails(course.findCourseById, {})).toBe('缺少参数 courseId');
    });

    it('hides unpublished courses', async () => {
      const source = demoContent.courses[2]!;
      const courseId = await idOf(courses, source.code);
      await t.db.update(courses).set({ isPublished: false, status: 'draft' }).where(eq(courses.id, courseId));
      try {
        expect(await t.fails(course.findCourseById, { courseId })).toBe('课程不存在或已下架');
      } finally {
        await t.db.update(courses).set({ isPublished: true, status: 'published' }).where(eq(courses.id, courseId));
      }
    });
  });

  describe('tutors', () => {
    it('pages tutors in order and filters by subject', async () => {
      const all = await t.ok(teacherInfo.findTutors, { size: 50 });
      expect(all.total).toBe(demoContent.tutors.length);
      expect(all.list.map((tutor) => tutor.code)).toEqual(byOrder(demoContent.tutors).map((tutor) => tutor.code));
      const mathId = await idOf(courseCategories, 'math');
      const math = await t.ok(teacherInfo.findTutors, { categoryId: mathId, size: 50 });
      expect(math.total).toBe(demoContent.tutors.filter((tutor) => tutor.subject === 'math').length);
    });

    it('shows a tutor with intro and achievements', async () => {
      const source = demoContent.tutors[0]!;
      const tutor = await t.ok(teacherInfo.findTutorById, { id: await idOf(tutors, source.code) });
      expect(tutor).toMatchObject({
        name: source.name,
        school: source.school,
        intro: source.intro,
        achievements: source.achievements,
      });
      expect(await t.fails(teacherInfo.findTutorById, { id: 999999 })).toBe('学霸信息不存在');
    });
  });

  describe('news', () => {
    it('lists pinned articles first, then the newest', async () => {
      const page = await t.ok(information.findArticles, { size: 50 });
      expect(page.total).toBe(demoContent.newsArticles.length);
      const pinned = page.list.filter((a) => a.isTop).length;
      expect(page.list.slice(0, pinned).every((a) => a.isTop)).toBe(true);
      const rest = page.list.slice(pinned).map((a) => a.publishedAt);
      expect(rest).toEqual([...rest].sort().reverse());
    });

    it('filters by category', async () => {
      const categoryId = await idOf(newsCategories, 'method');
      const page = await t.ok(information.findArticles, { categoryId, size: 50 });
      expect(page.total).toBe(demoContent.newsArticles.filter((a) => a.category === 'method').length);
      expect(page.list.every((a) => a.categoryId === categoryId)).toBe(true);
    });
  });

  describe('search', () => {
    it('finds courses, news and tutors by keyword, courses first', async () => {
      const result = await t.ok(search.searchInformation, { keyWord: '数学', size: 50 });
      const expectedCourses = demoContent.courses.filter((c) =>
        [c.title, c.subtitle, c.teacherName].some((text) => text.includes('数学')),
      );
      expect(result.list.filter((item) => item.type === 'course')).toHaveLength(Math.min(50, expectedCourses.length));
      expect(result.total).toBeGreaterThanOrEqual(expectedCourses.length);
      expect(result.list[0]!.type).toBe('course');
    });

    it('narrows to one kind of result and pages it', async () => {
      const news = await t.ok(search.searchInformation, { keyWord: '学习', type: 'news', size: 3 });
      expect(news.list.every((item) => item.type === 'news')).toBe(true);
      const next = await t.ok(search.searchInformation, { keyWord: '学习', type: 'news', size: 3, page: 2 });
      expect(next.total).toBe(news.total);
      expect(next.list.map((i) => i.id)).not.toEqual(news.list.map((i) => i.id));
    });

    it('finds tutors by school', async () => {
      const school = demoContent.tutors[0]!.school;
      const result = await t.ok(search.searchInformation, { keyWord: school, type: 'tutor' });
      expect(result.list.map((item) => item.title)).toContain(demoContent.tutors[0]!.name);
    });

    it('treats % and _ as plain characters', async () => {
      const result = await t.ok(search.searchInformation, { keyWord: '%_%' });
      expect(result).toMatchObject({ list: [], total: 0 });
    });

    it('needs a keyword of at most 50 characters and a known type', async () => {
      expect(await t.fails(search.searchInformation, {})).toBe('缺少参数 keyWord');
      expect(await t.fails(search.searchInformation, { keyWord: '字'.repeat(51) })).toBe('参数 keyWord 长度不能超过 50 个字符');
      expect(await t.fails(search.searchInformation, { keyWord: '数学', type: 'video' })).toBe(
        '参数 type 取值应为 all、course、news、tutor 之一',
      );
    });
  });

  describe('WeChat', () => {
    it('signs the share configuration with the JS-SDK algorithm', async () => {
      t.clock.now = new Date('2026-09-01T02:03:04.500Z');
      const url = 'https://m.example.cn/simgle/page?id=12&from=timeline#comments';
      const signed = await t.ok(weixin.shareConfig, { url, type: '3' });
      expect(signed.appId).toBe(t.config.wechat.appId);
      expect(signed.timestamp).toBe(1788228184);
      const expected = createHash('sha1')
        .update(
          `jsapi_ticket=${LOCAL_JSAPI_TICKET}&noncestr=${signed.nonceStr}&timestamp=1788228184&url=https://m.example.cn/simgle/page?id=12&from=timeline`,
        )
        .digest('hex');
      expect(signed.signature).toBe(expected);
    });

    it('gives the JS-SDK configuration with the interfaces the pages use', async () => {
      const config = await t.ok(weixin.jsSdkConfig, { url: 'https://www.example.cn/news/detail?id=3' });
      expect(config.jsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']));
      expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
    });

    it('rejects share requests without a page address or with an unknown type', async () => {
      expect(await t.fails(weixin.shareConfig, { type: '0' })).toBe('缺少参数 url');
      expect(await t.fails(weixin.shareConfig, { url: 'javascript:alert(1)', type: '0' })).toBe(
        '参数 url 应为完整的 http(s) 页面地址',
      );
      expect(await t.fails(weixin.shareConfig, { url: 'https://www.example.cn/', type: '2' })).toBe(
        '参数 type 取值应为 0、1、3 之一',
      );
    });

    it('maps the same authorisation code to the same openId', async () => {
      const first = await t.ok(weixin.weChatOpenId, { code: '071abcDEF' });
      const again = await t.ok(weixin.weChatOpenId, { code: '071abcDEF' });
      const other = await t.ok(weixin.weChatOpenId, { code: '081xyz' });
      expect(first.openId).toBe(again.openId);
      expect(first.openId).not.toBe(other.openId);
      expect(await t.fails(weixin.weChatOpenId, {})).toBe('缺少参数 code');
    });
  });

  it('keeps anonymous visitors out of study management', async () => {
    const response = await t.post('/api/web/v1/learningManagement/home', {});
    expect(response.json()).toEqual({ status: 2, message: '请先登录', appData: null });
  });

  it('never answers an unpublished course in lists', async () => {
    const source = demoContent.courses[3]!;
    const courseId = await idOf(courses, source.code);
    await t.db
      .update(courses)
      .set({ isPublished: false, status: 'draft' })
      .where(and(eq(courses.id, courseId)));
    t.app.deps.cache.invalidate('catalog');
    try {
      const page = await t.ok(course.findCoursesByCategory, { size: 50, page: 1 });
      const all = [page];
      for (let p = 2; (p - 1) * 50 < page.total; p += 1)
        all.push(await t.ok(course.findCoursesByCategory, { size: 50, page: p }));
      expect(all.flatMap((x) => x.list).map((c) => c.id)).not.toContain(courseId);
      expect(page.total).toBe(demoContent.courses.length - 1);
    } finally {
      await t.db.update(courses).set({ isPublished: true, status: 'published' }).where(eq(courses.id, courseId));
      t.app.deps.cache.invalidate('catalog');
    }
  });
});
