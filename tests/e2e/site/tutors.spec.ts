import { expect, test } from '@playwright/test';
import { basicData, DESKTOP, webApi, type Paged } from './site';

test.use({ viewport: DESKTOP });

interface Tutor {
  id: number;
  name: string;
  school: string;
  categoryName: string | null;
  courses: { id: number; title: string }[];
}

test('a visitor filters the tutors by subject and opens a profile with the tutor’s courses', async ({ page, request }) => {
  const basic = await basicData(request);
  const subject = basic.couresCourseCateGory.find((item) => item.name === '数学')!;
  const all = await webApi<Paged<Tutor>>(request, 'teacherInfo/find', { size: 12 });
  const coaching = await webApi<Paged<Tutor>>(request, 'teacherInfo/find', { categoryId: subject.id, size: 12 });
  expect(coaching.total).toBeGreaterThan(0);
  expect(coaching.total).toBeLessThan(all.total);
  const profile = await webApi<Tutor>(request, 'teacherInfo/findById', { id: coaching.list[0]!.id });
  expect(profile.courses.length).toBeGreaterThan(0);

  await page.goto('/smarter');
  const names = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect.poll(() => names.allInnerTexts()).toEqual(all.list.map((tutor) => tutor.name));

  const filters = page.getByRole('region', { name: '学霸筛选' });
  await filters.getByRole('list', { name: '学科' }).getByRole('link', { name: subject.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/smarter\\?categoryId=${subject.id}$`));
  await expect(
    filters.getByRole('list', { name: '学科' }).getByRole('link', { name: subject.name, exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => names.allInnerTexts()).toEqual(coaching.list.map((tutor) => tutor.name));
  for (const card of await page.getByRole('main').getByRole('article').all()) {
    await expect(card).toContainText(`· ${subject.name}`);
  }

  await page.getByRole('link', { name: profile.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/smarter/detail\\?id=${profile.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(profile.school);
  const courses = page.getByRole('region', { name: `${subject.name}推荐课程` });
  await expect
    .poll(() => courses.getByRole('article').getByRole('heading').allInnerTexts())
    .toEqual(profile.courses.map((course) => course.title));
  await courses.getByRole('link', { name: profile.courses[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/course/chapter\\?courseId=${profile.courses[0]!.id}$`));
});
