import { CourseView } from './CourseView';
import { useCourseSystem } from './useCourseSystem';
import '@/features/catalog/texts';

/** /course?stage=&gradeId=&categoryId=&page=: every filter lives in the address, so reload, back and shared links keep it. */
export default function CoursePage() {
  return <CourseView {...useCourseSystem({ base: '/course', pageSize: 12 })} />;
}
