import { useCourseSystem } from '@/pages/desktop/course/useCourseSystem';
import { MobileCourseSystemView } from './MobileCourseSystemView';

/** The course system on the phone: the same filters (in the address) and list as /course. */
export function MobileCourseSystem() {
  return <MobileCourseSystemView {...useCourseSystem({ base: '/m/course', pageSize: 10 })} />;
}
