import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The desktop size the site is designed at. */
export const DESKTOP = { width: 1440, height: 900 } as const;
/** A narrow window on a desktop browser: the desktop pages, laid out for a phone's width. */
export const NARROW = { width: 375, height: 812 } as const;

interface Envelope<T> {
  status: number;
  message: string;
  appData: T;
}

/** A public call as an anonymous visitor makes it (organisation-number authorisation), its data checked for success. */
export async function webApi<T>(request: APIRequestContext, path: string, form: Record<string, string | number> = {}) {
  const response = await request.post(`/api/web/v1/${path}`, {
    form: Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)])),
    headers: { Authorization: 'Org 20260001' },
  });
  expect(response.ok(), `${path} answered HTTP ${response.status()}`).toBe(true);
  const answer = (await response.json()) as Envelope<T>;
  expect(answer.status, `${path}: ${answer.message}`).toBe(1);
  return answer.appData;
}

export interface CourseCard {
  id: number;
  code: string;
  title: string;
  isFree: boolean;
  gradeId: number | null;
  categoryId: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface Chapter {
  id: number;
  title: string;
  classCount: number;
  hasTrial: boolean;
}

export interface Lesson {
  id: number;
  title: string;
  isTrial: boolean;
}

export interface BasicData {
  clasesList: { id: number; name: string; stage: string }[];
  gradeList: { id: number; name: string; groupId: number }[];
  couresCourseCateGory: { id: number; name: string; stages: string[] }[];
  informationCategoryList: { id: number; name: string }[];
}

export const basicData = (request: APIRequestContext) => webApi<BasicData>(request, 'common/getbasicdata');

/**
 * A paid course among `courses` with a chapter that mixes trial and locked lessons, with that chapter and
 * its lessons: what an anonymous visitor may play and what they may not.
 */
export async function paidCourseWithTrial(request: APIRequestContext, courses: readonly CourseCard[]) {
  for (const course of courses.filter((item) => !item.isFree)) {
    const { list: chapters } = await webApi<{ list: Chapter[] }>(request, 'course/findByCourseChapter', { courseId: course.id });
    const chapter = chapters.find((item) => item.hasTrial);
    if (!chapter) continue;
    const { list: lessons } = await webApi<{ list: Lesson[] }>(request, 'course/findChapterClass', { chapterId: chapter.id });
    if (lessons.some((lesson) => lesson.isTrial) && lessons.some((lesson) => !lesson.isTrial)) {
      return { course, chapter, lessons };
    }
  }
  throw new Error('no paid course with a trial lesson among the courses given');
}

/** Collects what the page reports as errors: console errors and uncaught exceptions. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

/** A pattern that matches the text literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
