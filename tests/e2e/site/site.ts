import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { acknowledgePromotion, accountMenu, DEMO_PASSWORD, latestSmsCode, loginDialog, submitLogin } from '../account/accounts';

/** The desktop size the site is designed at. */
export const DESKTOP = { width: 1440, height: 900 } as const;
/** A narrow window on a desktop browser: the desktop pages, laid out for a phone's width. */
export const NARROW = { width: 375, height: 812 } as const;

export const DEMO_STUDENT_PHONE = '13800138000';

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

/** A phone takes one SMS code a minute (server/src/services/accounts/smsCodes.ts). */
const SMS_COOLDOWN_MS = 60_000;

/** Waits until the phone's last code (another test's login, perhaps) is old enough for a new one. */
async function waitForSmsCooldown(request: APIRequestContext, phone: string) {
  const inbox = (await (await request.get(`/api/dev/sms-inbox?phone=${phone}`)).json()) as Envelope<{
    messages: { sentAt: string }[];
  }>;
  const last = inbox.appData.messages[0]?.sentAt;
  const wait = last ? Date.parse(last) + SMS_COOLDOWN_MS + 1_000 - Date.now() : 0;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, SMS_COOLDOWN_MS + 1_000)));
}

/**
 * Logs the demo student in through the open login dialog, through the SMS security check when the server
 * asks for it on this new device. Another test may have just had a code sent to the same phone, so a new
 * one is asked for once the phone's minute is over (and asked again should the server still refuse).
 */
export async function loginDemoStudent(page: Page, request: APIRequestContext) {
  await expect(loginDialog(page)).toBeVisible();
  await submitLogin(page, DEMO_STUDENT_PHONE, DEMO_PASSWORD);
  const check = page.getByRole('dialog', { name: '短信安全验证' });
  const notice = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '我知道了' }) });
  await expect(check.or(notice)).toBeVisible();
  if (await check.isVisible()) {
    await waitForSmsCooldown(request, DEMO_STUDENT_PHONE);
    const sent = page.getByText('验证码已发送，请注意查收');
    await expect(async () => {
      await check.getByRole('button', { name: '获取验证码' }).click({ timeout: 5_000 });
      await expect(sent).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 75_000, intervals: [5_000] });
    await check.getByLabel('短信验证码').fill(await latestSmsCode(request, DEMO_STUDENT_PHONE));
    await check.getByRole('button', { name: '立即验证' }).click();
    await expect(check).toBeHidden();
  }
  await acknowledgePromotion(page);
  await expect(accountMenu(page)).toBeVisible();
}

/** A pattern that matches the text literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
