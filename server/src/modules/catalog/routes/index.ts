import { adminCourseRoutes } from './admin';
import { commonRoutes } from './common';
import { courseRoutes } from './course';
import { searchRoutes } from './search';
import { teacherInfoRoutes } from './teacherInfo';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const catalogRoutes = {
  common: commonRoutes,
  course: courseRoutes,
  teacherInfo: teacherInfoRoutes,
  search: searchRoutes,
  admin: adminCourseRoutes,
};
