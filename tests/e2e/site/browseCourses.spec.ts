import { expect, test, type Locator } from '@playwright/test';
import { basicData, DESKTOP, literally, paidCourseWithTrial, webApi, type CourseCard, type Paged } from './site';

test.use({ viewport: DESKTOP });

/** A lesson of a chapter page: its card, found by the lesson's title. */
const lessonCard = (scope: Locator, title: string) => scope.getByRole('article').filter({ hasText: title });

test('a visitor goes from the home shelf to a course and its chapter, where only the trial lesson plays', async ({
  page,
  request,
}) => {
  // The high-school shelf of the home page shows the first eight senior courses.
  const shelf = await webApi<Paged<CourseCard>>(request, 'course/findByCategoryId', { stage: 'senior', size: 8 });
  const { course, chapter, lessons } = await paidCourseWithTrial(request, shelf.list);
  const trial = lessons.find((lesson) => lesson.isTrial)!;
  const locked = lessons.filter((lesson) => !lesson.isTrial);

  await page.goto('/home');
  const stages = page.getByRole('tablist', { name: '同步课程' });
  await stages.getByRole('tab', { name: '高中' }).click();
  await expect(stages.getByRole('tab', { name: '高中' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: shelf.list[0]!.title })).toBeVisible();
  await panel.getByRole('link', { name: course.title }).click();

  // The course page: its title, the outline with the chapter that holds the trial.
  await expect(page).toHaveURL(new RegExp(`/course/chapter\\?courseId=${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const toggle = page.getByRole('button', { name: literally(chapter.title) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toContainText('含试看');
  const outline = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(outline.getByRole('link', { name: trial.title })).toBeVisible();
  await expect(outline.getByRole('listitem').filter({ hasText: locked[0]!.title })).toContainText('购买后观看');

  await outline.getByRole('link', { name: '查看本章全部课时' }).click();

  // The chapter page: the trial lesson is marked and playable, every other lesson locked.
  await expect(page).toHaveURL(new RegExp(`/course/chaptersub\\?chapterId=${chapter.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chapter.title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(lessons.length);

  const trialCard = lessonCard(main, trial.title);
  await expect(trialCard.getByText('试看', { exact: true })).toBeVisible();
  await expect(trialCard.getByText('播放', { exact: true })).toBeVisible();
  await expect(trialCard.getByRole('link', { name: trial.title })).toHaveAttribute('href', `/video?classId=${trial.id}`);

  for (const lesson of locked) {
    const card = lessonCard(main, lesson.title);
    await expect(card.getByText('购买后观看')).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
    await expect(card.getByText('试看', { exact: true })).toHaveCount(0);
  }
  await expect(main.getByRole('link', { name: '立即购买' })).toHaveAttribute('href', `/course/purchase?courseId=${course.id}`);
});

test('a grade of the home grade navigation opens the course system on that grade', async ({ page, request }) => {
  const basic = await basicData(request);
  const grade = basic.gradeList.find((item) => item.name === '初二')!;
  const courses = await webApi<Paged<CourseCard>>(request, 'course/findByCategoryId', { gradeId: grade.id, size: 12 });

  await page.goto('/home');
  const grades = page.getByRole('navigation', { name: '按学段找课程' }).getByRole('list', { name: '初中年级' });
  await grades.getByRole('link', { name: '初二' }).click();

  await expect(page).toHaveURL(new RegExp(`/course\\?gradeId=${grade.id}$`));
  const filters = page.getByRole('region', { name: '课程筛选' });
  await expect(filters.getByRole('link', { name: '初二' })).toHaveAttribute('aria-current', 'true');
  await expect(filters.getByRole('link', { name: '初中' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(`共 ${courses.total} 门课程`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: courses.list[0]!.title })).toBeVisible();
});
