import { describe, expect, it } from 'vitest';
import { web } from '@contract/api/schemas';
import type { ApiCall } from '@contract/api/schemas/contract';
import raw from '../../../stories/fixtures/api.json';

/** Which call each fixture is the answer of. */
const answerOf: Record<string, ApiCall> = {
  basicData: web.common.getBasicData,
  banners: web.site.findBanners,
  headlineCourses: web.course.findHeadlineCourses,
  courses: web.course.findCoursesByCategory,
  gradeCourses: web.course.findCoursesByCategory,
  course: web.course.findCourseById,
  courseInformation: web.course.findCourseInformation,
  chapters: web.course.findCourseChapters,
  chapterClasses: web.course.findChapterClasses,
  chapterVideos: web.course.findChapterVideos,
  evaluations: web.course.findChapterEvaluations,
  news: web.information.findArticles,
  article: web.information.articleDetails,
  tutors: web.teacherInfo.findTutors,
  tutor: web.teacherInfo.findTutorById,
  search: web.search.searchInformation,
  praise: web.studentPublicPraise.findHomePraise,
  praiseLocations: web.studentPublicPraise.findPraiseLocations,
  officialAccount: web.customer.findOfficialAccount,
  genuineAdviser: web.customer.checkAdviserAuthenticity,
  feeItems: web.site.findFeeItems,
  trainerFaq: web.site.findTrainerFaq,
  tenders: web.site.findTenders,
  tender: web.site.findTenderById,
};

describe('the page stories’ server answers', () => {
  const fixtures = raw as Record<string, unknown>;

  it('hold an answer for every call they stand for, and nothing else', () => {
    expect(Object.keys(fixtures).sort()).toEqual([...Object.keys(answerOf), 'sitePages'].sort());
  });

  it.each(Object.entries(answerOf))('match the contract of %s', (name, call) => {
    const parsed = call.response.safeParse(fixtures[name]);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('match the contract of every static page', () => {
    for (const page of Object.values(fixtures.sitePages as Record<string, unknown>)) {
      expect(web.site.findSitePage.response.safeParse(page).success).toBe(true);
    }
  });
});
