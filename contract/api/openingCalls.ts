// Relative imports: the server reads this table too (server/src/seo/openingAnswers.ts), without the app's aliases.
import { type CallRef } from './calls';
import * as webCommon from './calls/web/common';
import * as webCourse from './calls/web/course';
import * as webInformation from './calls/web/information';
import * as webSearch from './calls/web/search';
import * as webSite from './calls/web/site';
import * as webTeacherInfo from './calls/web/teacherInfo';
import { positiveIntParam } from '../addresses/params';
import { routeTable } from '../routes/table';
import { SEARCH_PAGE_SIZE, searchKeyword, searchType } from '../vocabulary/search';
import type { ApiCall, RequestOf } from './schemas/contract';

/** A public call a page makes as it opens, with its fields exactly as the page sends them. */
export interface OpeningCall {
  readonly path: string;
  readonly payload: Readonly<Record<string, string | number>>;
  /**
   * How many of the answer's first list items show their cover on the first screen: the HTML preloads
   * those pictures, which the page would otherwise only ask for once its scripts have drawn the list.
   */
  readonly leadCovers?: number;
  /**
   * A call the page makes with what this one answers (its data, `appData`), made and answered in the HTML
   * after it: the page would otherwise ask once its first render had the answer, and render again.
   */
  readonly then?: (data: unknown) => OpeningCall | null;
  /** Answering it counts a visit (an article's reads): it is made for every page served, never kept. */
  readonly countsVisit?: true;
}

function opening<Call extends ApiCall>(
  ref: CallRef<Call>,
  payload: RequestOf<Call>,
  extra: Pick<OpeningCall, 'leadCovers' | 'then' | 'countsVisit'> = {},
): OpeningCall {
  return { path: ref.path, payload: payload as OpeningCall['payload'], ...extra };
}

/** The id of the first item of a list answer, if it has one. */
function firstIdOf(data: unknown): number | null {
  const first: unknown = (data as { list?: unknown[] } | null)?.list?.[0];
  const id = (first as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
}

/** The home pages' headline shelf: the first four headline courses. */
export const HOME_HEADLINE = { size: 4 } as const;

/** Courses per page of the course system: /course and /m/course. */
export const COURSE_SYSTEM_PAGE_SIZE = { desktop: 12, mobile: 10 } as const;

/** Course cards per row of the course system: the first row's covers are loaded first (and preloaded). */
export const COURSE_SYSTEM_COLUMNS = { desktop: 4, mobile: 2 } as const;

/** The fields of a course page's course, chapter and description calls. */
export const coursePayload = (courseId: number | null) => ({ courseId: courseId ?? 0 });

/** Route table entries by their exact path, as the pages' route paths are given here. */
const routesByPath = new Map(routeTable.map((route) => [route.path, route]));

/**
 * The calls whose answers a page's first screen draws (its lead picture among them), by the page's route
 * path and query; which pages have them is said by the route table (`opening`). The server answers them
 * inside the page's HTML for an anonymous visit, so the first screen does not wait for a round trip that
 * could only start once the scripts have run. The pages send these same fields (a browser test checks that
 * none of them goes over the network on a first visit).
 */
export function openingCalls(routePath: string, query: URLSearchParams): OpeningCall[] {
  const route = routesByPath.get(routePath);
  switch (route?.opening) {
    case 'home':
      return [
        opening(webSite.findBanners, {}),
        opening(webCommon.getBasicData, {}),
        opening(webCourse.findHeadlineCourses, HOME_HEADLINE),
      ];
    case 'course':
      return courseCalls(positiveIntParam(query.get('courseId')));
    case 'article':
      return articleCalls(positiveIntParam(query.get('id')));
    case 'mobileCourse':
      // The phone's one catalogue route: a trial lesson (?classId=), a course (?courseId=), a chapter's course,
      // else the course system.
      if (['courseId', 'chapterId', 'classId'].some((name) => query.has(name))) {
        return query.has('classId') ? [] : courseCalls(positiveIntParam(query.get('courseId')));
      }
      return courseSystemCalls('mobile', query);
    case 'courseSystem':
      return courseSystemCalls(route.layout === 'mobile' ? 'mobile' : 'desktop', query);
    case 'news':
      return newsCalls(query);
    case 'tutors':
      return tutorsCalls(query);
    case 'search':
      return searchCalls(query);
    case 'tutor': {
      const id = positiveIntParam(query.get('id'));
      return id === null ? [] : [opening(webTeacherInfo.findTutorById, { id })];
    }
    default:
      return [];
  }
}

/** A course page's course, outline and description. */
function courseCalls(courseId: number | null): OpeningCall[] {
  if (courseId === null) return [];
  const payload = coursePayload(courseId);
  return [
    opening(webCourse.findCourseById, payload),
    // The first chapter starts open, with its (trial) lessons on the first screen.
    opening(webCourse.findCourseChapters, payload, {
      then: (chapters) => {
        const chapterId = firstIdOf(chapters);
        return chapterId === null ? null : opening(webCourse.findChapterClasses, { chapterId });
      },
    }),
    opening(webCourse.findCourseInformation, payload),
  ];
}

/**
 * An article and the headline courses beside it. The article's related reading depends on its category,
 * known only from its answer, so the page asks for that itself. (Reading the article counts a read: in the
 * HTML it is counted there, and the page does not ask again.)
 */
function articleCalls(id: number | null): OpeningCall[] {
  if (id === null) return [];
  return [
    opening(webInformation.articleDetails, { id }, { countsVisit: true }),
    opening(webCourse.findHeadlineCourses, HOME_HEADLINE),
  ];
}

/** Articles per page of the news list (/news). */
export const NEWS_PAGE_SIZE = 10;
/** Tutors per page of /smarter. */
export const TUTORS_PAGE_SIZE = 12;

/** The fields that are given, in the order the page writes them (a page leaves out a filter it does not use). */
function given(fields: Readonly<Record<string, number | null>>): Record<string, number> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, number] => entry[1] !== null));
}

/**
 * The news list: its categories, the headline courses beside it and, unless a category is asked for (the page
 * checks it against the categories first), the page of articles.
 */
function newsCalls(query: URLSearchParams): OpeningCall[] {
  const page = positiveIntParam(query.get('page')) ?? 1;
  return [
    opening(webCommon.getBasicData, {}),
    ...(query.has('categoryId') ? [] : [opening(webInformation.findArticles, { page, size: NEWS_PAGE_SIZE })]),
    opening(webCourse.findHeadlineCourses, HOME_HEADLINE),
  ];
}

/** The tutors' filters and the page of tutors for the grade and subject in the address. */
function tutorsCalls(query: URLSearchParams): OpeningCall[] {
  const fields = given({
    gradeId: positiveIntParam(query.get('gradeId')),
    categoryId: positiveIntParam(query.get('categoryId')),
    page: positiveIntParam(query.get('page')) ?? 1,
    size: TUTORS_PAGE_SIZE,
  });
  return [opening(webCommon.getBasicData, {}), opening(webTeacherInfo.findTutors, fields)];
}

/** The results of a search, as /search asks for them (no keyword, no search). */
function searchCalls(query: URLSearchParams): OpeningCall[] {
  const keyWord = searchKeyword(query.get('keyWord'));
  if (!keyWord) return [];
  const page = positiveIntParam(query.get('page')) ?? 1;
  return [opening(webSearch.searchInformation, { keyWord, type: searchType(query.get('type')), page, size: SEARCH_PAGE_SIZE })];
}

/** The course system's filters and, unfiltered, its first page of courses. */
function courseSystemCalls(layout: 'desktop' | 'mobile', query: URLSearchParams): OpeningCall[] {
  const basic = opening(webCommon.getBasicData, {});
  // With a filter in the address the list's fields depend on the basic data; unfiltered, they do not.
  if (['stage', 'gradeId', 'categoryId', 'page'].some((name) => query.has(name))) return [basic];
  const size = COURSE_SYSTEM_PAGE_SIZE[layout];
  return [basic, opening(webCourse.findCoursesByCategory, { page: 1, size }, { leadCovers: COURSE_SYSTEM_COLUMNS[layout] })];
}
