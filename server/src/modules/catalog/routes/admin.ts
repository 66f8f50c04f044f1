import * as admin from '../../../../../contract/api/schemas/admin/courses';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';
import { courseForStaff, courseOptions, listCoursesForStaff, saveCourse, setCourseStatus } from '../courseAdmin';

/** The catalogue's calls of the operations console (/api/admin/v1/course/…). */
export const adminCourseRoutes: ApiRoute[] = [
  route(admin.courseList, ({ input, deps }) => listCoursesForStaff(deps.db, input), { permission: 'courses.read' }),
  route(admin.courseOptions, ({ deps }) => courseOptions(deps.db), { permission: 'courses.read' }),
  route(admin.courseDetail, ({ input, deps }) => courseForStaff(deps.db, input.courseId), { permission: 'courses.read' }),
  route(
    admin.saveCourse,
    async ({ input, staff, deps }) => {
      const saved = await saveCourse(deps.db, input, staff.id);
      // The public pages show the change at once (on this instance; others when their entries expire).
      deps.cache.invalidate(CACHE_TAGS.catalog);
      return saved;
    },
    { permission: 'courses.write' },
  ),
  route(
    admin.setCourseStatus,
    async ({ input, staff, deps }) => {
      const saved = await setCourseStatus(deps.db, input.courseId, input.status, input.version, staff.id);
      deps.cache.invalidate(CACHE_TAGS.catalog);
      return saved;
    },
    { permission: 'courses.write' },
  ),
];
