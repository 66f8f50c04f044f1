import * as teacherInfo from '../../../../contract/api/schemas/web/teacherInfo';
import { listTutors, tutorDetail } from '../../services/tutors';
import { CACHE_TAGS } from '../cacheTags';
import { type ApiRoute, route } from '../define';

export const teacherInfoRoutes: ApiRoute[] = [
  route(teacherInfo.findTutors, ({ deps, input }) => listTutors(deps.db, input), { cacheTags: [CACHE_TAGS.tutors] }),
  route(teacherInfo.findTutorById, ({ deps, input }) => tutorDetail(deps.db, input.id), { cacheTags: [CACHE_TAGS.tutors] }),
];
