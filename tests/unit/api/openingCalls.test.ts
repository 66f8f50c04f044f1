import { describe, expect, it } from 'vitest';
import { web } from '@contract/api/calls';
import { openingCalls } from '@contract/api/openingCalls';

const paths = (routePath: string, query = '') => openingCalls(routePath, new URLSearchParams(query)).map((call) => call.path);

describe('the calls a page opens with', () => {
  it('names the course calls of a course on the phone by its id, and none for a trial lesson', () => {
    const calls = openingCalls('/m/course', new URLSearchParams('courseId=5'));
    expect(calls.map(({ path, payload }) => ({ path, payload }))).toEqual([
      { path: web.course.findCourseById.path, payload: { courseId: 5 } },
      { path: web.course.findCourseChapters.path, payload: { courseId: 5 } },
      { path: web.course.findCourseInformation.path, payload: { courseId: 5 } },
    ]);
    expect(paths('/m/course', 'classId=3&courseId=5')).toEqual([]);
    // A chapter's course is known only from the chapter's own answer.
    expect(paths('/m/course', 'chapterId=9')).toEqual([]);
  });

  it("follows a course's outline with its first chapter's lessons, which the page opens with", () => {
    const outline = openingCalls('/course/chapter', new URLSearchParams('courseId=5')).find(
      (call) => call.path === web.course.findCourseChapters.path,
    );
    const next = outline?.then?.({ list: [{ id: 12, name: '第一章' }, { id: 13 }] });
    expect(next && { path: next.path, payload: next.payload }).toEqual({
      path: web.course.findChapterClasses.path,
      payload: { chapterId: 12 },
    });
    expect(outline?.then?.({ list: [] })).toBeNull();
    expect(outline?.then?.(null)).toBeNull();
  });

  it('names the results of a search by its trimmed keyword, its kind (or all) and page, and nothing without a keyword', () => {
    const payload = (query: string) => openingCalls('/search', new URLSearchParams(query)).map((call) => call.payload);
    expect(openingCalls('/search', new URLSearchParams('keyWord=%20物理%20&type=news&page=2'))).toEqual([
      { path: web.search.searchInformation.path, payload: { keyWord: '物理', type: 'news', page: 2, size: 10 } },
    ]);
    expect(payload('keyWord=物理&type=videos')).toEqual([{ keyWord: '物理', type: 'all', page: 1, size: 10 }]);
    expect(payload(`keyWord=${'数'.repeat(60)}`)).toEqual([{ keyWord: '数'.repeat(50), type: 'all', page: 1, size: 10 }]);
    expect(payload('keyWord=%20%20')).toEqual([]);
    expect(payload('')).toEqual([]);
  });

  it('names no course call for an id the page would not read', () => {
    for (const id of ['0', '-1', 'abc', '1234567890', '']) expect(paths('/course/chapter', `courseId=${id}`)).toEqual([]);
  });

  it('names an article (whose answer counts a read, so it is never kept) and the headline courses beside it by the article id', () => {
    expect(openingCalls('/news/detail', new URLSearchParams('id=8'))).toEqual([
      { path: web.information.articleDetails.path, payload: { id: 8 }, countsVisit: true },
      { path: web.course.findHeadlineCourses.path, payload: { size: 4 } },
    ]);
    for (const id of ['0', '-3', 'x', '']) expect(paths('/news/detail', `id=${id}`)).toEqual([]);
  });

  it('names the news list with its page of articles, and leaves a category to the page, which checks it first', () => {
    expect(openingCalls('/news', new URLSearchParams('page=2'))).toEqual([
      { path: web.common.getBasicData.path, payload: {} },
      { path: web.information.findArticles.path, payload: { page: 2, size: 10 } },
      { path: web.course.findHeadlineCourses.path, payload: { size: 4 } },
    ]);
    expect(paths('/news', 'categoryId=3')).toEqual([web.common.getBasicData.path, web.course.findHeadlineCourses.path]);
  });

  it('names the tutors with only the filters the address gives, as the page sends them', () => {
    expect(openingCalls('/smarter', new URLSearchParams('categoryId=4')).map(({ payload }) => payload)).toEqual([
      {},
      { categoryId: 4, page: 1, size: 12 },
    ]);
    expect(openingCalls('/smarter/detail', new URLSearchParams('id=7'))).toEqual([
      { path: web.teacherInfo.findTutorById.path, payload: { id: 7 } },
    ]);
    expect(paths('/smarter/detail', 'id=x')).toEqual([]);
  });

  it('names nothing for a page without opening calls', () => {
    expect(paths('/faq/table')).toEqual([]);
    expect(paths('/personal/order')).toEqual([]);
  });
});
