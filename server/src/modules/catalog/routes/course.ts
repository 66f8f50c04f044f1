import * as course from '../../../../../contract/api/schemas/web/course';
import {
  chapterClassList,
  chapterEvaluationPage,
  chapterVideos,
  courseChapters,
  courseDetail,
  courseInformation,
  listCourses,
  listHeadlineCourses,
} from '../courses';
import { lessonForViewer } from '../../learning';
import { listShortClips } from '../../content';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';

const catalog = [CACHE_TAGS.catalog];

export const courseRoutes: ApiRoute[] = [
  route(course.findCoursesByCategory, ({ deps, input }) => listCourses(deps.db, input), { cacheTags: catalog }),
  route(course.findHeadlineCourses, ({ deps, input }) => listHeadlineCourses(deps.db, input), { cacheTags: catalog }),
  route(course.findCourseInformation, ({ deps, input }) => courseInformation(deps.db, input.courseId), { cacheTags: catalog }),
  route(course.findCourseById, ({ deps, input, user }) => courseDetail(deps.db, input.courseId, user?.id ?? null, deps.now())),
  route(course.findCourseChapters, ({ deps, input }) => courseChapters(deps.db, input.courseId), { cacheTags: catalog }),
  route(course.findChapterVideos, ({ deps, input }) => chapterVideos(deps.db, input.chapterId), { cacheTags: catalog }),
  route(course.findChapterClasses, ({ deps, input }) => chapterClassList(deps.db, input.chapterId), { cacheTags: catalog }),
  route(course.findChapterEvaluations, ({ deps, input }) => chapterEvaluationPage(deps.db, input)),
  route(course.studyCourseVideo, ({ deps, input, user }) =>
    lessonForViewer(deps.db, deps.config.video, user.id, input.classId, deps.now().getTime()),
  ),
  route(course.shortClips, ({ deps, input, user }) =>
    listShortClips(deps.db, deps.config.video, user.id, input, deps.now().getTime()),
  ),
];
