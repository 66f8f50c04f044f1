import { expect, test, type Locator, type Page } from '@playwright/test';
import { exercises } from '../../../server/src/platform/db/seed/data/exercises';
import type { Exercise } from '../../../server/src/platform/db/seed/data/types';
import { api, paidCourses, payAtCashier, signedIn } from '../commerce/shop';

/*
 * The learning loop from a purchase: a new student buys a course, opens a lesson, answers its exercises (one of them
 * wrong, then right on a second try), finds the wrong one in the wrong-answer book and redoes it until it leaves.
 * The questions are the demo bank's, so the test knows each one's answer by its text.
 */

interface MyChapter {
  chapters: { lessons: { classId: number; exerciseCount: number }[] }[];
}

function bankExercise(stem: string): Exercise {
  const found = exercises.find((exercise) => exercise.stem === stem);
  if (!found) throw new Error(`not a demo question: ${stem}`);
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

async function questionCards(page: Page) {
  const cards = page.locator('li[data-question]');
  await expect(cards.first()).toBeVisible();
  const list: { card: Locator; exercise: Exercise }[] = [];
  for (const card of await cards.all()) {
    list.push({ card, exercise: bankExercise((await card.locator('[id$="-stem"]').textContent())!.trim()) });
  }
  return list;
}

test.describe('lesson practice and the wrong-answer book', () => {
  test('a new student answers a bought lesson’s exercises, retries a wrong one and clears it from the wrong-answer book', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
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
      await expect(card.getByRole('status')).toContainText(`解析：${exercise.analysis}`);
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
  });
});
