import type { ApiCall } from '../../../../../contract/api/schemas/contract';
import * as admin from '../../../../../contract/api/schemas/admin/courses';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, type Handler, route } from '../../../platform/plugins/define';
import { courseForStaff, courseOptions, listCoursesForStaff, saveCourse, setCourseStatus } from '../courseAdmin';
import { courseOutline, deleteChapter, deleteLesson, reorderOutline, saveChapter, saveLesson } from '../outlineAdmin';

/**
 * A catalogue write of the console: it needs courses.write, and the public pages show it at once (the read
 * cache of this instance drops the catalogue; other instances catch up when their entries expire).
 */
function catalogWrite<Call extends ApiCall>(call: Call, write: Handler<Call>): ApiRoute {
  return route(
    call,
    async (context) => {
      const result = await write(context);
      context.deps.cache.invalidate(CACHE_TAGS.catalog);
      return result;
    },
    { permission: 'courses.write' },
  );
}

/** The catalogue's calls of the operations console (/api/admin/v1/course/…). */
export const adminCourseRoutes: ApiRoute[] = [
  route(admin.courseList, ({ input, deps }) => listCoursesForStaff(deps.db, input), { permission: 'courses.read' }),
  route(admin.courseOptions, ({ deps }) => courseOptions(deps.db), { permission: 'courses.read' }),
  route(admin.courseDetail, ({ input, deps }) => courseForStaff(deps.db, input.courseId), { permission: 'courses.read' }),
  route(admin.courseOutline, ({ input, deps }) => courseOutline(deps.db, input.courseId), { permission: 'courses.read' }),
  catalogWrite(admin.saveCourse, ({ input, staff, deps }) => saveCourse(deps.db, input, staff.id)),
  catalogWrite(admin.setCourseStatus, ({ input, staff, deps }) =>
    setCourseStatus(deps.db, input.courseId, input.status, input.version, staff.id),
  ),
  catalogWrite(admin.saveChapter, ({ input, staff, deps }) => saveChapter(deps.db, input, staff.id)),
  catalogWrite(admin.deleteChapter, ({ input, staff, deps }) => deleteChapter(deps.db, input.chapterId, staff.id)),
  catalogWrite(admin.saveLesson, ({ input, staff, deps }) => saveLesson(deps.db, input, staff.id)),
  catalogWrite(admin.deleteLesson, ({ input, staff, deps }) => deleteLesson(deps.db, input.lessonId, staff.id)),
  catalogWrite(admin.reorderOutline, ({ input, staff, deps }) => reorderOutline(deps.db, input, staff.id)),
];
