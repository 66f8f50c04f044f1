import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { CAPTCHA_ANSWER, DEMO_PASSWORD, DEMO_STUDENT_PHONE, encryptPassword, post } from '../account/accounts';
import { DEMO_STUDENT_DEVICES } from '../account/demoStudent';

/** The demo student's lesson on a phone, opened as after a login there: for the lesson player's tests. */

export interface Session {
  token: string;
  userInfo: { rsNo: string; isSetClass: number; isClassUpgrade: number; [field: string]: unknown };
}

/** The demo student's session from the login call, on this worker's device the server already knows. */
export async function demoStudentSession(request: APIRequestContext): Promise<Session> {
  const c = `lesson-${randomBytes(6).toString('hex')}`;
  await request.get(`/api/captcha?c=${c}&t=${Date.now()}`);
  const answer = await post<Session>(request, '/userInfo/login/V2', {
    loginName: DEMO_STUDENT_PHONE,
    loginPassword: encryptPassword(DEMO_PASSWORD),
    captcha: CAPTCHA_ANSWER,
    c,
    deviceId: DEMO_STUDENT_DEVICES[test.info().parallelIndex % DEMO_STUDENT_DEVICES.length]!,
  });
  expect(answer.status, answer.message).toBe(1);
  return answer.appData;
}

/** The browser opens with that session, as after a login on this phone; videos carry it in the cookie. */
export async function keepSession(context: BrowserContext, { token, userInfo }: Session, baseURL: string) {
  const flag = (value: number) => (value === 1 ? 1 : 2);
  const user = { ...userInfo, isSetClass: flag(userInfo.isSetClass), isClassUpgrade: flag(userInfo.isClassUpgrade) };
  await context.addInitScript(
    ({ user, token }) => {
      const entry = (value: unknown) => JSON.stringify({ value, timestamp: Date.now() });
      if (localStorage.getItem('xueban.user') === null) localStorage.setItem('xueban.user', entry(user));
      if (localStorage.getItem(`xueban.token.${user.rsNo}`) === null)
        localStorage.setItem(`xueban.token.${user.rsNo}`, entry(token));
    },
    { user, token },
  );
  await context.addCookies([{ name: 'xueban_token', value: token, url: baseURL }]);
}

/** The lesson the demo student would continue with from my courses. */
export async function lessonToContinue(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.post('/api/v1/myCourse/myCourseCategory', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as {
    appData: { continueLearning: { classId: number } | null; subjects: { courses: { continueClassId: number | null }[] }[] };
  };
  const classId =
    body.appData.continueLearning?.classId ??
    body.appData.subjects.flatMap((subject) => subject.courses).find((course) => course.continueClassId)?.continueClassId;
  expect(classId, 'the demo student has a lesson to play').toBeTruthy();
  return classId!;
}

export const video = (page: Page) => page.locator('video[slot="media"]');

/** The lesson the demo student would continue with, open and ready to play. */
export async function openLessonToContinue(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const session = await demoStudentSession(request);
  await keepSession(context, session, baseURL);
  const classId = await lessonToContinue(request, session.token);
  await page.goto(`/video?classId=${classId}`);
  await expect(video(page)).toHaveJSProperty('readyState', 4, { timeout: 15_000 });
}
