import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './staffConsole';

/** Question texts no other journey searches for. */
const multiple = { question: '端到端·下列数中是无理数的有（　　）', options: ['√2', '0.5', 'π', '1/3'] };
const fill = { question: '端到端·3 的相反数是', rest: '，|−5| 等于', answers: ['-3\n−3', '5'] };

/** Saves the question on screen and answers its id from the address it moves to. */
async function saveQuestion(page: Page): Promise<number> {
  await page.getByRole('button', { name: '保存题目' }).click();
  await expect(page.getByRole('status').filter({ hasText: '题目已保存' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/exercises\/\d+$/);
  return Number(page.url().split('/').pop());
}

test('a course editor writes a multiple-choice and a fill-in question, gives them to a lesson of a published course, and a family sees its exercise count', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'courseEditor', 3);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link')).toContainText(['课程', '题库', '学霸导师']);
  await menu.getByRole('link', { name: '题库' }).click();
  await expect(page).toHaveURL(/\/admin\/exercises$/);
  await expect(page.getByText(/共 \d+ 道题/)).toBeVisible();

  // A multiple-choice question: one right option is not enough.
  await page.getByRole('button', { name: '新建题目' }).click();
  await page.getByRole('radio', { name: '多选题' }).check();
  await page.getByLabel('题干').fill(multiple.question);
  for (const [index, text] of multiple.options.entries())
    await page.getByRole('textbox', { name: `选项 ${'ABCD'[index]}` }).fill(text);
  await page.getByRole('checkbox', { name: '正确答案 A' }).check();
  await page.getByRole('button', { name: '保存题目' }).click();
  await expect(page.getByText('请至少勾选两个正确答案')).toBeVisible();
  await page.getByRole('checkbox', { name: '正确答案 C' }).check();
  await page.getByLabel('学科').selectOption({ label: '数学' });
  await page.getByLabel('知识点').fill('实数的分类');
  const multipleId = await saveQuestion(page);
  await expect(page.getByRole('checkbox', { name: '正确答案 C' })).toBeChecked();

  // A fill-in question: the blanks are marked in its text, each with its accepted answers.
  await page.getByRole('link', { name: '← 返回题库' }).click();
  await page.getByRole('button', { name: '新建题目' }).click();
  await page.getByRole('radio', { name: '填空题' }).check();
  await page.getByLabel('题干').fill(fill.question);
  await page.getByRole('button', { name: '插入一个空' }).click();
  await page.getByLabel('题干').press('End');
  await page.getByLabel('题干').pressSequentially(fill.rest);
  await page.getByRole('button', { name: '插入一个空' }).click();
  await expect(page.getByLabel('题干')).toHaveValue(`${fill.question}____${fill.rest}____`);
  await page.getByLabel('第 1 空').fill(fill.answers[0]!);
  await page.getByLabel('第 2 空').fill(fill.answers[1]!);
  await page.getByLabel('学科').selectOption({ label: '数学' });
  const fillId = await saveQuestion(page);

  // Both are found in the bank.
  await page.getByRole('link', { name: '← 返回题库' }).click();
  await page.getByLabel('搜索题干、编号或知识点').fill('端到端·');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByTestId(`exercise-${multipleId}`)).toContainText('多选题');
  await expect(page.getByTestId(`exercise-${fillId}`)).toContainText('填空题');

  // A published course with one lesson.
  await menu.getByRole('link', { name: '课程' }).click();
  await page.getByRole('button', { name: '新建课程' }).click();
  await page.getByLabel('课程标题').fill('练习题（浏览器）');
  await page.getByLabel('学科').selectOption({ label: '数学' });
  await page.getByLabel('售价（元）').fill('49');
  await page.getByRole('button', { name: '创建草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  await page.getByLabel('新章节名称').fill('第一章 实数');
  await page.getByRole('button', { name: '添加章节' }).click();
  await page.getByLabel('新课时名称（第一章 实数）').fill('无理数');
  await page.getByLabel('新课时名称（第一章 实数）').press('Enter');
  const lesson = page.locator('[data-testid^="lesson-"]').first();
  await expect(lesson).toContainText('无理数');
  const chapterId = Number((await page.locator('[data-testid^="chapter-"]').first().getAttribute('data-testid'))!.split('-')[1]);
  await page.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布' })).toBeVisible();

  const family = await browser.newPage();
  await family.goto(`/course/chaptersub?chapterId=${chapterId}`);
  await expect(family.getByRole('article').filter({ hasText: '无理数' })).toContainText('本讲无练习');

  // The lesson's exercises: the picker starts at the course's subject and offers a question once.
  await lesson.getByRole('button', { name: '「无理数」的练习，0 道' }).click();
  const dialog = page.getByRole('dialog', { name: '「无理数」的练习' });
  await expect(dialog.getByText('这一课时还没有练习题。')).toBeVisible();
  await expect(dialog.getByLabel('学科').locator('option:checked')).toHaveText('数学');
  await dialog.getByLabel('搜索题干、编号或知识点').fill('端到端·');
  await dialog.getByRole('button', { name: '搜索' }).click();
  await dialog.getByTestId(`pick-${fillId}`).getByRole('button', { name: /^添加/ }).click();
  await expect(dialog.getByTestId(`lesson-exercise-${fillId}`)).toBeVisible();
  await expect(dialog.getByTestId(`pick-${fillId}`)).toHaveCount(0);
  await dialog.getByTestId(`pick-${multipleId}`).getByRole('button', { name: /^添加/ }).click();
  await expect(dialog.getByTestId('lesson-exercises').getByRole('listitem')).toHaveCount(2);
  // The multiple-choice question goes first.
  await dialog.getByRole('button', { name: '上移 2' }).click();
  await expect(dialog.getByTestId('lesson-exercises').getByRole('listitem').first()).toContainText(multiple.question);
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(lesson.getByRole('button', { name: '「无理数」的练习，2 道' })).toBeVisible();

  await family.reload();
  await expect(family.getByRole('article').filter({ hasText: '无理数' })).toContainText('练习 2 题');

  // One removed: the family page counts one.
  await lesson.getByRole('button', { name: '「无理数」的练习，2 道' }).click();
  await dialog.getByRole('button', { name: '移除 2' }).click();
  await expect(dialog.getByTestId('lesson-exercises').getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: '完成' }).click();
  await family.reload();
  await expect(family.getByRole('article').filter({ hasText: '无理数' })).toContainText('练习 1 题');
});

test('a read-only member sees the question bank and a question but no way to change them', async ({ page }) => {
  await signInAs(page, 'readOnly', 1, '/admin/exercises');
  await expect(page.getByText(/共 \d+ 道题/)).toBeVisible();
  await expect(page.getByRole('button', { name: '新建题目' })).toHaveCount(0);
  const first = page.getByRole('main').getByRole('row').nth(1);
  await first.getByRole('link', { name: /^查看/ }).click();
  await expect(page.getByText('你的角色只能查看题库，不能修改。')).toBeVisible();
  await expect(page.getByLabel('题干')).toBeDisabled();
  await expect(page.getByRole('button', { name: /^保存/ })).toHaveCount(0);
});
