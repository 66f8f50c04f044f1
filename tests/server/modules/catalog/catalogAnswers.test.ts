import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as course from '../../../../contract/api/schemas/web/course';
import * as search from '../../../../contract/api/schemas/web/search';
import * as teacherInfo from '../../../../contract/api/schemas/web/teacherInfo';
import { createTestApp, type TestApp } from '../../support/testApp';

describe('course, tutor and search answers for the pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("tells a course's teacher with a photo and an introduction", async () => {
    const [first] = (await t.ok(course.findCoursesByCategory, { size: 1 })).list;
    const detail = await t.ok(course.findCourseById, { courseId: first!.id });
    expect(detail.teacherName).toBe(first!.teacherName);
    expect(detail.teacherIntro.length).toBeGreaterThan(20);
    expect(detail.teacherPhotoUrl).toMatch(/^\/assets\/avatars\/teacher-\d{2}\.webp$/);
    expect(typeof detail.hasMaterials).toBe('boolean');
  });

  it('counts the practice exercises after each lesson', async () => {
    const { list } = await t.ok(course.findCoursesByCategory, { size: 20 });
    let counted = 0;
    for (const item of list) {
      const chapters = await t.ok(course.findCourseChapters, { courseId: item.id });
      const chapterId = chapters.list[0]!.id;
      const videos = await t.ok(course.findChapterVideos, { chapterId });
      const classes = await t.ok(course.findChapterClasses, { chapterId });
      expect(videos.list.map((lesson) => lesson.exerciseCount)).toEqual(classes.list.map((lesson) => lesson.exerciseCount));
      for (const lesson of videos.list) expect(lesson.exerciseCount).toBeLessThanOrEqual(4);
      counted += videos.list.filter((lesson) => lesson.exerciseCount >= 2).length;
    }
    expect(counted).toBeGreaterThan(0);
  });

  it("lists a tutor's courses of their subject, the grade they coach first", async () => {
    const { list } = await t.ok(teacherInfo.findTutors, { size: 50 });
    const tutor = list.find((item) => item.categoryId !== null && item.gradeId !== null)!;
    const detail = await t.ok(teacherInfo.findTutorById, { id: tutor.id });
    expect(detail.courses.length).toBeGreaterThan(0);
    expect(detail.courses.length).toBeLessThanOrEqual(4);
    for (const item of detail.courses) expect(item.categoryId).toBe(tutor.categoryId);
    const sameGrade = (
      await t.ok(course.findCoursesByCategory, { categoryId: tutor.categoryId!, gradeId: tutor.gradeId!, size: 1 })
    ).total;
    if (sameGrade > 0) expect(detail.courses[0]!.gradeId).toBe(tutor.gradeId);
  });

  it('narrows the course list to one school stage', async () => {
    const junior = await t.ok(course.findCoursesByCategory, { stage: 'junior', size: 50 });
    expect(junior.total).toBeGreaterThan(0);
    expect(new Set(junior.list.map((item) => item.gradeName))).toEqual(new Set(['初一', '初二', '初三']));
    const math = await t.ok(course.findCoursesByCategory, { stage: 'senior', categoryId: junior.list[0]!.categoryId, size: 50 });
    for (const item of math.list) expect(['高一', '高二', '高三']).toContain(item.gradeName);
    expect(await t.fails(course.findCoursesByCategory, { stage: 'college' })).toMatch(
      /^参数 stage 取值应为 primary、junior、senior/,
    );
  });

  it('counts the matches of every kind, whichever kind the page shows', async () => {
    const all = await t.ok(search.searchInformation, { keyWord: '数学', size: 5 });
    expect(all.counts.course).toBeGreaterThan(0);
    expect(all.total).toBe(all.counts.course + all.counts.news + all.counts.tutor);
    const courses = await t.ok(search.searchInformation, { keyWord: '数学', type: 'course', size: 5 });
    expect(courses.counts).toEqual(all.counts);
    expect(courses.total).toBe(all.counts.course);
    expect(courses.list.every((item) => item.type === 'course')).toBe(true);
  });
});
