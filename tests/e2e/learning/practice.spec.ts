import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { questionPlainText } from '../../../contract/fields/questionText';
import { exercises } from '../../../server/src/platform/db/seed/data/exercises';
import type { Exercise } from '../../../server/src/platform/db/seed/data/types';
import { type Account, latestSmsCode, registerAccount, smsCodeFor, waitForSmsCooldown } from '../account/accounts';
import { api, paidCourses, payAtCashier, signedIn } from '../commerce/shop';
import { signInAs } from '../console/staffConsole';

/*
 * The learning loop from a purchase: a new student buys a course, opens a lesson, answers its exercises (one of them
 * wrong, then right on a second try), finds the wrong one in the wrong-answer book and redoes it until it leaves.
 * The questions are the demo bank's, so the test knows each one's answer by its text.
 */

interface MyChapter {
  chapters: { lessons: { classId: number; exerciseCount: number }[] }[];
}

/** A demo question by its text as shown: formulas as their TeX, pictures as their description. */
function bankExercise(shown: string): Exercise {
  const found = exercises.find((exercise) => questionPlainText(exercise.stem) === shown);
  if (!found) throw new Error(`not a demo question: ${shown}`);
  return found;
}

/** Gives the right answer, or a wrong one of the same kind. */
async function answer(card: Locator, exercise: Exercise, right: boolean) {
  if (exercise.kind === 'fill') {
    const blanks = card.getByRole('textbox');
    for (const [index, blank] of exercise.blanks.entries()) {
      await blanks.nth(index).fill(right ? blank.accepted[0]! : '不知道');
    }
    return;
  }
  const keys =
    exercise.kind === 'single'
      ? [right ? exercise.answer! : exercise.options.find((option) => option.key !== exercise.answer)!.key]
      : right
        ? exercise.answerKeys
        : [exercise.answerKeys[0]!];
  for (const key of keys) await card.locator(`input[value="${key}"]`).check();
}

/** What an element says, with each drawn formula read as its TeX and each picture as its description. */
function shownText(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const formula of copy.querySelectorAll('[data-formula]')) formula.replaceWith(formula.getAttribute('data-formula')!);
    for (const picture of copy.querySelectorAll('img')) picture.replaceWith(`[${picture.alt}]`);
    return copy.textContent!.trim();
  });
}

async function questionCards(page: Page) {
  const cards = page.locator('li[data-question]');
  await expect(cards.first()).toBeVisible();
  const list: { card: Locator; exercise: Exercise }[] = [];
  for (const card of await cards.all()) {
    list.push({ card, exercise: bankExercise(await shownText(card.locator('[id$="-stem"]'))) });
  }
  return list;
}

/** A phone (375 px, WeChat's browser) holding an account's session, as after logging in on it. */
async function phoneOf(browser: Browser, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  });
  await context.addInitScript(
    ({ rsNo, token, phone }) => {
      const entry = (value: unknown) => JSON.stringify({ value, timestamp: Date.now() });
      localStorage.setItem('xueban.user', entry({ rsNo, phone, name: '', isSetClass: 2, isClassUpgrade: 2 }));
      localStorage.setItem(`xueban.token.${rsNo}`, entry(token));
    },
    { rsNo: account.rsNo, token: account.token, phone: account.phone },
  );
  await context.addCookies([{ name: 'xueban_token', value: account.token, url: baseURL }]);
  return context.newPage();
}

test.describe('lesson practice and the wrong-answer book', () => {
  test('a new student answers a bought lesson’s exercises, retries a wrong one, clears it from the wrong-answer book, and the week’s report tells the student and the bound parent', async ({
    page,
    request,
    context,
    browser,
    baseURL,
  }) => {
    // The parent's binding waits out the student phone's minute between codes (the registration sent one).
    test.setTimeout(180_000);
    const [course] = await paidCourses(request);
    const account = await signedIn(context, request);
    await context.addCookies([{ name: 'xueban_token', value: account.token, url: baseURL! }]);

    await page.goto(`/course/purchase?courseId=${course!.id}`);
    await page.getByRole('radio', { name: /支付宝/ }).check();
    await page.getByRole('button', { name: '提交订单' }).click();
    const cashier = await payAtCashier(page, () => page.getByRole('link', { name: /前往支付宝收银台/ }).click(), /确认付款/);
    await cashier.close();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-state', 'paid');

    const outline = await api<MyChapter>(
      request,
      '/api/v1/orders/findMyChapter',
      { courseId: String(course!.id) },
      account.token,
    );
    const lesson = outline.chapters.flatMap((chapter) => chapter.lessons).find((each) => each.exerciseCount >= 2)!;
    await page.goto(`/video?classId=${lesson.classId}`);
    await page.getByTestId('lesson-practice').click();
    await expect(page).toHaveURL(new RegExp(`/studymag/practice\\?classId=${lesson.classId}$`));

    const cards = await questionCards(page);
    expect(cards).toHaveLength(lesson.exerciseCount);
    const progress = page.getByTestId('practice-progress');
    await expect(progress).toHaveText(`已做 0 / ${cards.length} 题 · 答对 0 题`);
    // The first question is answered wrong, the rest right.
    for (const [index, { card, exercise }] of cards.entries()) {
      const check = card.getByRole('button', { name: '提交答案' });
      await expect(check).toBeDisabled();
      await answer(card, exercise, index > 0);
      await check.click();
      await expect(card.locator('legend')).toContainText(index > 0 ? '答对' : '答错');
      await expect.poll(() => shownText(card.getByRole('status'))).toContain(`解析：${questionPlainText(exercise.analysis)}`);
    }
    await expect(progress).toHaveText(`已做 ${cards.length} / ${cards.length} 题 · 答对 ${cards.length - 1} 题`);
    await expect(page.getByTestId('practice-finished')).toContainText(`答对 ${cards.length - 1} / ${cards.length} 题`);

    // A retry of the wrong one is counted, and the marking is kept on the server.
    const [wrong] = cards;
    await wrong!.card.getByRole('button', { name: '再做一次' }).click();
    await answer(wrong!.card, wrong!.exercise, true);
    await wrong!.card.getByRole('button', { name: '提交答案' }).click();
    await expect(wrong!.card.locator('legend')).toContainText('答对');
    await expect(wrong!.card).toContainText('第 2 次作答');
    await page.reload();
    await expect(progress).toHaveText(`已做 ${cards.length} / ${cards.length} 题 · 答对 ${cards.length} 题`);
    await expect(page.locator(`li[data-question]`).first()).toContainText('第 2 次作答');

    // The question answered wrong is in the book, and only that one.
    await page.getByRole('link', { name: '去错题本' }).click();
    await expect(page).toHaveURL(/\/studymag\/wrong-book$/);
    await expect(page.getByRole('heading', { level: 1, name: '错题本' })).toBeVisible();
    const [inBook, ...others] = await questionCards(page);
    expect(others).toHaveLength(0);
    expect(inBook!.exercise.stem).toBe(wrong!.exercise.stem);
    await expect(inBook!.card).toContainText('错 1 次');
    await answer(inBook!.card, inBook!.exercise, true);
    await inBook!.card.getByRole('button', { name: '提交答案' }).click();
    await expect(inBook!.card.getByTestId('redo-streak')).toHaveText('已连续做对 1 次，再做对 1 次即可移出');

    await page.reload();
    const [again] = await questionCards(page);
    await answer(again!.card, again!.exercise, true);
    await again!.card.getByRole('button', { name: '提交答案' }).click();
    await expect(again!.card.getByTestId('redo-cleared')).toHaveText('已连续做对 2 次，这道题已移出错题本');

    await page.reload();
    await expect(page.getByText('这里的错题都已巩固')).toBeVisible();
    await page.getByRole('link', { name: '已移出 1' }).click();
    await expect(page).toHaveURL(/state=cleared/);
    const cleared = page.locator('li[data-question]');
    await expect(cleared).toHaveCount(1);
    await cleared.getByRole('button', { name: '放回错题本' }).click();
    await expect(page.getByText('还没有移出的错题')).toBeVisible();
    await page.getByRole('link', { name: '待巩固 1' }).click();
    await expect(page.locator('li[data-question]')).toHaveCount(1);

    // A parent is bound to the student (the student's phone confirms it with a code) and has an account.
    const parent = await registerAccount(request);
    await waitForSmsCooldown(request, account.phone);
    // The registration's code is still in the inbox until this one arrives.
    const before = await latestSmsCode(request, account.phone);
    await smsCodeFor(request, account.phone, '7');
    let code = before;
    await expect.poll(async () => (code = await latestSmsCode(request, account.phone))).not.toBe(before);
    const { ticket } = await api<{ ticket: string }>(
      request,
      '/api/v1/parentBinding/verifyStudent',
      { mobilePhone: account.phone, code },
      account.token,
    );
    await api(
      request,
      '/api/v1/parentBinding/bind',
      { ticket, parentPhone: parent.phone, relationship: 'mother' },
      account.token,
    );

    // The lesson is watched to its end; then staff build this week's reports.
    await api(
      request,
      '/api/v1/ordersCourse/playPassageRecord',
      { classId: String(lesson.classId), positionSec: '600', playedSec: '600' },
      account.token,
    );
    const staff = await (await browser.newContext()).newPage();
    // Customer service builds this week's reports from the console's family list rather than waiting for Monday.
    await signInAs(staff, 'service', 8, '/admin/families');
    const weekly = staff.getByRole('region', { name: '学习周报' });
    await weekly.getByRole('button', { name: '生成本周至今的周报' }).click();
    await expect(weekly.getByTestId('study-reports-result')).toHaveText(
      /^已生成 \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2} 这一周的 [1-9]\d* 份周报，发出 [1-9]\d* 条通知。$/,
    );
    await staff.context().close();

    // Every answer counts: the lesson's (one retry) and the two redos.
    const answered = cards.length + 1 + 2;
    const accuracy = Math.round(((answered - 1) / answered) * 100);
    await page.goto('/studymag/report');
    await expect(page.getByRole('heading', { name: /第\d+周学习报告/ })).toBeVisible();
    await expect(page.locator('[data-stat="finishedClasses"]')).toContainText('1 讲');
    await expect(page.locator('[data-stat="exerciseCount"]')).toContainText(`${answered} 道`);
    await expect(page.locator('[data-stat="accuracy"]')).toContainText(`${accuracy}%`);
    const summary = page.getByTestId('report-summary');
    await expect(summary).toContainText(`完成 1 讲，做题 ${answered} 道，正确率 ${accuracy}%`);
    await expect(page.getByTestId('report-mastery')).toBeVisible();

    // The parent, on a phone in WeChat, has the week's numbers in a notification.
    const phone = await phoneOf(browser, baseURL!, parent);
    await phone.goto('/personal/notification');
    const notice = phone.getByText(/第\d+周学习报告已生成/).first();
    await expect(notice).toBeVisible();
    await expect(phone.getByText(new RegExp(`完成 1 讲，做题 ${answered} 道，正确率 ${accuracy}%`)).first()).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath('parent-notification-375.png'), fullPage: true });
    // The message opens the parent's view of the child's report: the same numbers, none of the child's own pages.
    await phone
      .getByRole('listitem')
      .filter({ hasText: /第\d+周学习报告已生成/ })
      .first()
      .getByRole('link', { name: '查看详情' })
      .click();
    await expect(phone).toHaveURL(/\/personal\/child-report\?reportId=\d+$/);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(/的学习报告$/);
    await expect(phone.locator('[data-stat="finishedClasses"]')).toContainText('1 讲');
    await expect(phone.locator('[data-stat="exerciseCount"]')).toContainText(`${answered} 道`);
    await expect(phone.locator('[data-stat="accuracy"]')).toContainText(`${accuracy}%`);
    await expect(phone.getByTestId('report-mastery')).toBeVisible();
    await expect(phone.getByRole('link', { name: '练习详情' })).toHaveCount(0);
    await phone.screenshot({ path: test.info().outputPath('parent-report-375.png'), fullPage: true });
    await phone.context().close();
  });
});
