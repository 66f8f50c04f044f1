import type { APIRequestContext } from '@playwright/test';
import { fixed, testPublicPages } from './publicPages';
import { webApi, type Chapter, type CourseCard, type Paged } from './site';

// The shop pages: home, courses, news, tutors, search and feedback (see publicPages.ts for what is checked).

async function firstCourse(request: APIRequestContext) {
  const { list } = await webApi<Paged<CourseCard>>(request, 'course/findByCategoryId', { size: 1 });
  return list[0]!;
}

async function firstArticle(request: APIRequestContext) {
  const { list } = await webApi<Paged<{ id: number; title: string }>>(request, 'information/find', { size: 1 });
  return list[0]!;
}

async function firstTutor(request: APIRequestContext) {
  const { list } = await webApi<Paged<{ id: number; name: string }>>(request, 'teacherInfo/find', { size: 1 });
  return list[0]!;
}

testPublicPages([
  { name: 'home', resolve: fixed('/home', '学伴在线：陪伴每一位学生，让学习更高效'), visuallyHiddenTitle: true },
  { name: 'course system', resolve: fixed('/course', '课程体系') },
  { name: 'course list', resolve: fixed('/course/more', '全部课程') },
  {
    name: 'course detail',
    resolve: async (request) => {
      const course = await firstCourse(request);
      return { path: `/course/chapter?courseId=${course.id}`, heading: course.title };
    },
  },
  {
    name: 'chapter',
    resolve: async (request) => {
      const course = await firstCourse(request);
      const { list } = await webApi<{ list: Chapter[] }>(request, 'course/findByCourseChapter', { courseId: course.id });
      return { path: `/course/chaptersub?chapterId=${list[0]!.id}`, heading: list[0]!.title };
    },
  },
  { name: 'news list', resolve: fixed('/news', '新闻资讯') },
  {
    name: 'news article',
    resolve: async (request) => {
      const article = await firstArticle(request);
      return { path: `/news/detail?id=${article.id}`, heading: article.title };
    },
  },
  { name: 'tutor list', resolve: fixed('/smarter', '寻找学霸') },
  {
    name: 'tutor profile',
    resolve: async (request) => {
      const tutor = await firstTutor(request);
      return { path: `/smarter/detail?id=${tutor.id}`, heading: tutor.name };
    },
  },
  { name: 'search results', resolve: fixed(`/search?keyWord=${encodeURIComponent('数学')}`, '搜索结果') },
  { name: 'feedback', resolve: fixed('/fackback', '投诉与建议'), visuallyHiddenTitle: true },
]);
