import { describe, expect, it } from 'vitest';
import {
  LESSON_VIDEO_FILES,
  courseIndexByCode,
  courses,
  gradeByLevel,
} from '../../../../../server/src/platform/db/seed/data/index';

describe('demo courses', () => {
  it('gives every course 3 to 6 chapters of 2 to 5 classes each', () => {
    for (const course of courses) {
      expect(course.chapters.length, course.code).toBeGreaterThanOrEqual(3);
      expect(course.chapters.length, course.code).toBeLessThanOrEqual(6);
      for (const chapter of course.chapters) {
        expect(chapter.classes.length, `${course.code} ${chapter.title}`).toBeGreaterThanOrEqual(2);
        expect(chapter.classes.length, `${course.code} ${chapter.title}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('marks exactly the first class of each course as a free trial', () => {
    for (const course of courses) {
      const flags = course.chapters.flatMap((chapter) => chapter.classes.map((c) => c.isTrial));
      expect(flags[0], course.code).toBe(true);
      expect(flags.filter(Boolean), course.code).toHaveLength(1);
    }
  });

  it('points every class at one of the lesson videos with a plausible duration', () => {
    for (const course of courses) {
      for (const lesson of course.chapters.flatMap((chapter) => chapter.classes)) {
        expect(LESSON_VIDEO_FILES).toContain(lesson.videoFile);
        expect(lesson.durationSec).toBeGreaterThanOrEqual(300);
        expect(lesson.durationSec).toBeLessThanOrEqual(2400);
      }
    }
  });

  it('uses unique course codes and titles that name the grade', () => {
    expect(new Set(courses.map((c) => c.code)).size).toBe(courses.length);
    expect(new Set(courses.map((c) => c.title)).size).toBe(courses.length);
    for (const course of courses) {
      expect(course.title.startsWith(gradeByLevel(course.gradeLevel).name), course.title).toBe(true);
    }
  });

  it('prices courses in whole yuan with a higher original price, including a few free ones', () => {
    for (const course of courses) {
      expect(Number.isInteger(course.price), course.code).toBe(true);
      expect(course.originalPrice, course.code).toBeGreaterThan(course.price);
    }
    const free = courses.filter((c) => c.price === 0);
    expect(free.length).toBeGreaterThanOrEqual(2);
    expect(free.length).toBeLessThan(courses.length / 4);
  });

  it('flags some courses, but not most, as headline courses', () => {
    const headline = courses.filter((c) => c.isHeadline).length;
    expect(headline).toBeGreaterThanOrEqual(4);
    expect(headline).toBeLessThan(courses.length / 2);
  });

  it('describes each course in HTML with headings, paragraphs and a list of what is taught', () => {
    for (const course of courses) {
      expect(course.description, course.code).toMatch(/<h3>[^<]+<\/h3>/);
      expect(course.description, course.code).toMatch(/<p>[^<]+<\/p>/);
      for (const chapter of course.chapters) {
        const point = chapter.title.replace(/^第.+?章 /, '');
        expect(course.description, course.code).toContain(`<li>${point}</li>`);
      }
    }
  });

  it('finds a course index by code and rejects an unknown code', () => {
    const index = courseIndexByCode('math-g8-01');
    expect(courses[index]?.title).toBe('初二数学《一次函数》专题精讲');
    expect(() => courseIndexByCode('math-g8-99')).toThrow('课程不存在');
  });
});
