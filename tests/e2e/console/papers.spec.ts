import { expect, test } from '@playwright/test';
import { freshPhone, latestSmsCode } from '../account/accounts';
import { signInAs } from './staffConsole';

test('a course editor builds a paper from the bank by rules and publishes it, a student sits it on /e, and its results appear', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `端到端诊断卷 ${Date.now().toString(36)}`;
  await signInAs(page, 'courseEditor', 6);
  await page.getByRole('navigation', { name: '后台菜单' }).getByRole('link', { name: '测评试卷' }).click();
  await expect(page).toHaveURL(/\/admin\/papers$/);
  await expect(page.getByText(/共 \d+ 份试卷/)).toBeVisible();

  // A new paper is a draft; the form says what is missing before it is sent.
  await page.getByRole('button', { name: '新建试卷' }).click();
  await page.getByRole('button', { name: '创建试卷' }).click();
  await expect(page.getByText('请填写试卷标题（不超过 60 字）')).toBeVisible();
  await page.getByLabel('试卷标题').fill(title);
  await page.getByLabel('学科').selectOption({ label: '数学' });
  await page.getByLabel('开篇寄语').fill('家长您好：这是孩子本阶段的数学诊断。');
  await page.getByRole('button', { name: '创建试卷' }).click();
  await expect(page.getByRole('status').filter({ hasText: '试卷已创建' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/papers\/\d+$/);
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();

  // Publishing an empty paper is refused; questions are drawn by rules.
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('试卷还没有题目，不能发布')).toBeVisible();
  await page.getByRole('button', { name: '按规则组卷' }).click();
  const rules = page.getByRole('dialog', { name: '按规则组卷' });
  await rules.getByLabel('容易题').fill('2');
  await rules.getByLabel('中等题').fill('2');
  await rules.getByLabel('较难题').fill('1');
  await rules.getByRole('button', { name: '抽题' }).click();
  await expect(rules).toBeHidden();
  const questions = page.getByTestId('paper-questions').getByRole('listitem');
  await expect(questions).toHaveCount(5);
  await expect(questions.first()).toContainText('容易');
  await expect(questions.last()).toContainText('较难');

  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布，学生在开放时间内可以作答' })).toBeVisible();
  await expect(page.getByText('试卷已发布，题目不能再改')).toBeVisible();

  // A new student of a grade without papers of its own is offered every paper, this one among them.
  const family = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const student = await family.newPage();
  const phone = freshPhone();
  await student.goto('/e/eCode');
  await student.getByLabel('手机号').fill(phone);
  await student.getByRole('button', { name: '获取验证码' }).click();
  await student.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await student.getByRole('button', { name: '登录', exact: true }).click();
  await student.getByLabel('学生姓名').fill('小卷');
  await student.getByLabel('年级').selectOption('初一');
  await student.getByRole('button', { name: '进入测评' }).click();
  await expect(student).toHaveURL(/\/e\/report/);
  await student.goto('/e/exercise-test-paper');
  const offered = student.getByRole('listitem').filter({ hasText: title });
  await expect(offered).toContainText('5 题');
  await offered.getByRole('link', { name: '开始测评' }).click();
  await expect(student.getByRole('timer')).toBeVisible();
  await student.getByRole('button', { name: '交卷' }).click();
  await student.getByRole('button', { name: '确定交卷' }).click();
  await expect(student).toHaveURL(/\/e\/report\?reportId=\d+/);
  await family.close();

  // The paper's results count the sitting, and every question was answered (wrongly: left blank).
  await page.reload();
  const results = page.getByRole('region', { name: '成绩分析' });
  await expect(results.getByText('已交卷').locator('..')).toContainText('1');
  const rows = page.getByTestId('paper-question-results').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('0%');
  await expect(page.getByText(/只有 1 人交卷/)).toBeVisible();
});
