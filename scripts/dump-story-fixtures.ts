/**
 * Writes stories/fixtures/api.json: real answers of the demo server for the calls the page stories draw,
 * so stories show the product's own content. Run against a fresh development server (`npm run dev`):
 *   npx tsx scripts/dump-story-fixtures.ts [http://127.0.0.1:8080]
 * Times that depend on when the database was seeded are pinned, so the file only changes with the content.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const origin = process.argv[2] ?? 'http://127.0.0.1:8080';

async function call(path: string, fields: Record<string, string | number> = {}): Promise<unknown> {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Org 20260001' },
    body,
  });
  const envelope = (await response.json()) as { status: number; message: string; appData: unknown };
  if (envelope.status !== 1) throw new Error(`${path}: ${envelope.message}`);
  return envelope.appData;
}

const web = (path: string, fields?: Record<string, string | number>) => call(`/api/web/v1/${path}`, fields);

/** Seed-time stamps (reviews, praise) become fixed dates: a story must look the same every day. */
function pinTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pinTimes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'createdAt' || key === 'updatedAt') && typeof item === 'string' ? '2026-09-18T08:30:00.000Z' : pinTimes(item),
    ]),
  );
}

const headline = (await web('course/findByHeadlineId', { size: 8 })) as { list: { id: number }[] };
const courseId = headline.list.find((_, index) => index === 1)?.id ?? headline.list[0]!.id;
const chapters = (await web('course/findByCourseChapter', { courseId })) as { list: { id: number }[] };
const chapterId = chapters.list[0]!.id;
const news = (await web('information/find', { size: 10 })) as { list: { id: number }[] };
const tutors = (await web('teacherInfo/find', { size: 8 })) as { list: { id: number }[] };
const tenders = (await web('tender/find', { size: 10 })) as { list: { id: number }[] };
const slugs = [
  'cooperation',
  'contact-us',
  'legal-notice',
  'adviser-ensure',
  'teachers-in',
  'user-agreement',
  'privacy-agreement',
  'web-agreement',
  'business-license',
  'sales-licence',
  'manual-middle-school',
  'manual-high-school',
];

const fixtures = {
  basicData: await web('common/getbasicdata'),
  banners: await web('homePage/findBanner'),
  headlineCourses: headline,
  courses: await web('course/findByCategoryId', { size: 12 }),
  gradeCourses: await web('course/findByCategoryId', { gradeId: 8, size: 8 }),
  course: await web('course/findByCourseId', { courseId }),
  courseInformation: await web('course/findByCourseInformation', { courseId }),
  chapters,
  chapterClasses: await web('course/findChapterClass', { chapterId }),
  chapterVideos: await web('course/findBychapterVideo', { chapterId }),
  evaluations: await web('course/chapterEvaluate', { chapterId, size: 5 }),
  news,
  article: await web('information/details', { id: news.list[1]!.id }),
  tutors,
  tutor: await web('teacherInfo/findById', { id: tutors.list[0]!.id }),
  search: await web('search/Information', { keyWord: '数学', size: 10 }),
  praise: await web('studentPublicPraise/findHome', { size: 6 }),
  praiseLocations: await web('studentPublicPraise/findGeocoder'),
  officialAccount: await web('customer/findBywxGongzhonghao'),
  genuineAdviser: await web('customer/findByAuthenticityCustomer', { keyWord: 'xueban_teacher_li01' }),
  feeItems: await web('faq/findFeeItems'),
  trainerFaq: await web('faq/findTrainer'),
  tenders,
  tender: await web('tender/findById', { id: tenders.list[1]!.id }),
  sitePages: Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, await web('sitePage/findBySlug', { slug })]))),
};

const target = join(import.meta.dirname, '../stories/fixtures/api.json');
writeFileSync(target, `${JSON.stringify(pinTimes(fixtures), null, 2)}\n`);
console.log(`written ${target}`);
