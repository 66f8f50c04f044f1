import { commonRoutes } from './routes/common';
import { courseRoutes } from './routes/course';
import { searchRoutes } from './routes/search';
import { teacherInfoRoutes } from './routes/teacherInfo';

/** The catalogue: courses and their chapters, tutors, search, seasons, regions and the basic data. */
export const catalogueRoutes = {
  common: commonRoutes,
  course: courseRoutes,
  teacherInfo: teacherInfoRoutes,
  search: searchRoutes,
};
