import { CourseView } from './CourseView';
import { COURSE_SYSTEM_PAGE_SIZE } from '@contract/api/openingCalls';
import { useCourseSystem } from '@/flows/catalog';
import '@/features/catalog/texts';

/** /course?stage=&gradeId=&categoryId=&page=: every filter lives in the address, so reload, back and shared links keep it. */
export default function CoursePage() {
  return <CourseView {...useCourseSystem({ base: '/course', pageSize: COURSE_SYSTEM_PAGE_SIZE.desktop })} />;
}
