import { expect, test, type Page } from '@playwright/test';
import { basicData, DESKTOP, webApi, type CourseCard, type Paged } from './site';

test.use({ viewport: DESKTOP });

/** The titles of the course cards on the page, in order. */
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();

test('the grade and subject chosen on /course live in the address and survive a reload', async ({ page, request }) => {
  const basic = await basicData(request);
  const grade = basic.gradeList.find((item) => item.name === '初二')!;
  const subject = basic.couresCourseCateGory.find((item) => item.name === '数学')!;
  const expected = await webApi<Paged<CourseCard>>(request, 'course/findByCategoryId', {
    gradeId: grade.id,
    categoryId: subject.id,
    size: 12,
  });
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/course');
  const filters = page.getByRole('region', { name: '课程筛选' });
  const gradeRow = filters.getByRole('list', { name: '年级' });
  const subjectRow = filters.getByRole('list', { name: '学科' });
  await gradeRow.getByRole('link', { name: '初二', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('gradeId') === String(grade.id));
  await subjectRow.getByRole('link', { name: '数学', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('gradeId') === String(grade.id) && url.searchParams.get('categoryId') === String(subject.id),
  );

  const showsTheChoice = async () => {
    await expect(gradeRow.getByRole('link', { name: '初二', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(subjectRow.getByRole('link', { name: '数学', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: '初二 · 数学 课程' })).toBeVisible();
    await expect(page.getByText(`共 ${expected.total} 门课程`)).toBeVisible();
    await expect.poll(() => cardTitles(page)).toEqual(expected.list.map((course) => course.title));
  };
  await showsTheChoice();
  const address = page.url();

  await page.reload();
  expect(page.url()).toBe(address);
  await showsTheChoice();

  // Back goes to the grade alone, with its wider list.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get('categoryId') === null);
  await expect(gradeRow.getByRole('link', { name: '初二', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(subjectRow.getByRole('link', { name: '全部', exact: true })).toHaveAttribute('aria-current', 'true');
});

test('/course/more pages through every course, the page kept in the address', async ({ page, request }) => {
  const first = await webApi<Paged<CourseCard>>(request, 'course/findByCategoryId', { page: 1, size: 12 });
  const second = await webApi<Paged<CourseCard>>(request, 'course/findByCategoryId', { page: 2, size: 12 });
  expect(first.total).toBeGreaterThan(12);

  await page.goto('/course/more');
  await expect(page.getByRole('heading', { level: 1, name: '全部课程' })).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(first.list.map((course) => course.title));

  const pages = page.getByRole('navigation', { name: '分页' });
  await expect(pages.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/course\/more\?page=2$/);
  await expect(pages.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cardTitles(page)).toEqual(second.list.map((course) => course.title));
  const onPageTwo = await cardTitles(page);
  expect(onPageTwo.some((title) => first.list.some((course) => course.title === title))).toBe(false);

  await page.reload();
  await expect.poll(() => cardTitles(page)).toEqual(second.list.map((course) => course.title));

  await pages.getByRole('button', { name: '上一页' }).click();
  await expect(page).toHaveURL(/\/course\/more\?page=1$/);
  await expect.poll(() => cardTitles(page)).toEqual(first.list.map((course) => course.title));
});
