import { COURSE_SYSTEM_PAGE_SIZE } from '@contract/api/openingCalls';
import { useCourseSystem } from '@/flows/catalog';
import { MobileCourseSystemView } from './MobileCourseSystemView';

/** The course system on the phone: the same filters (in the address) and list as /course. */
export function MobileCourseSystem() {
  return <MobileCourseSystemView {...useCourseSystem({ base: '/m/course', pageSize: COURSE_SYSTEM_PAGE_SIZE.mobile })} />;
}
