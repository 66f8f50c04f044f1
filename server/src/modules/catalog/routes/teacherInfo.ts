import * as teacherInfo from '../../../../../contract/api/schemas/web/teacherInfo';
import { listTutors, tutorDetail } from '../tutors';
import { CACHE_TAGS } from '../../../platform/cache/cacheTags';
import { type ApiRoute, route } from '../../../platform/plugins/define';

export const teacherInfoRoutes: ApiRoute[] = [
  route(teacherInfo.findTutors, ({ deps, input }) => listTutors(deps.db, input), { cacheTags: [CACHE_TAGS.tutors] }),
  route(teacherInfo.findTutorById, ({ deps, input }) => tutorDetail(deps.db, input.id), { cacheTags: [CACHE_TAGS.tutors] }),
];
