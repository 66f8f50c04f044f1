import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { CAPTCHA_ANSWER, DEMO_PASSWORD, DEMO_STUDENT_PHONE, encryptPassword, post } from '../account/accounts';
import { DEMO_STUDENT_DEVICES } from '../account/demoStudent';
import { iPhoneProfile } from './phone';

/*
 * The big play button in the middle of the lesson player on a phone: a thumb finds it over the paused picture,
 * a tap on it starts the lesson, and it gets out of the way while the lesson plays.
 */

test.use({ ...iPhoneProfile, screen: { width: 375, height: 812 } });

/** The smallest a play button in the middle of the picture may be, as phone players draw it. */
const CENTRE_BUTTON = 64;

interface Session {
  token: string;
  userInfo: { rsNo: string; isSetClass: number; isClassUpgrade: number; [field: string]: unknown };
}

async function demoStudentSession(request: APIRequestContext): Promise<Session> {
  const c = `centre-${randomBytes(6).toString('hex')}`;
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

/** The browser opens with the demo student's session, as after a login on this phone. */
async function keepSession(context: BrowserContext, { token, userInfo }: Session, baseURL: string) {
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

async function lessonToContinue(request: APIRequestContext, token: string): Promise<number> {
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

const video = (page: Page) => page.locator('video[slot="media"]');
const centrePlay = (page: Page) => page.getByRole('region', { name: /课时视频/ }).locator('[slot="centered-chrome"]');
const paused = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.paused);

test.describe('the centre play button of the lesson player on a phone', () => {
  test.beforeEach(async ({ page, context, request, baseURL }) => {
    const session = await demoStudentSession(request);
    await keepSession(context, session, baseURL!);
    const classId = await lessonToContinue(request, session.token);
    await page.goto(`/video?classId=${classId}`);
    await expect(video(page)).toHaveJSProperty('readyState', 4, { timeout: 15_000 });
  });

  test('shows a play button of at least 64 px in the middle of the paused picture above the controls, named 播放', async ({
    page,
  }) => {
    const button = centrePlay(page);
    await expect(button).toHaveRole('button');
    await expect(button).toHaveAccessibleName('播放');
    for (const width of [320, 375, 430]) {
      await page.setViewportSize({ width, height: 812 });
      await expect(button, `at ${width} px`).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.width, `wide enough at ${width} px`).toBeGreaterThanOrEqual(CENTRE_BUTTON);
      expect(box.height, `tall enough at ${width} px`).toBeGreaterThanOrEqual(CENTRE_BUTTON);
      const picture = (await video(page).boundingBox())!;
      const bar = (await page.locator('media-control-bar').boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - (picture.x + picture.width / 2)), `centred at ${width} px`).toBeLessThanOrEqual(2);
      expect(box.y, `on the picture at ${width} px`).toBeGreaterThanOrEqual(picture.y);
      // Over the time line it would take the taps meant for it.
      expect(box.y + box.height, `above the control bar at ${width} px`).toBeLessThanOrEqual(bar.y);
    }
  });

  test('starts the lesson on a tap and hides while it plays, coming back when it is paused', async ({ page }) => {
    expect(await paused(page)).toBe(true);
    await centrePlay(page).tap();
    await expect.poll(() => paused(page)).toBe(false);
    await expect(centrePlay(page)).toBeHidden();

    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    await expect(centrePlay(page)).toBeVisible();
  });
});
