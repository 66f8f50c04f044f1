import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { ProgressBar } from '../ProgressBar';
import * as styles from './MyCourseCard.css';
import { COURSE_COVER_RATIO } from '@/lib/image';

export interface MyCourseCardData {
  courseId: number;
  title: string;
  coverUrl: string;
  teacherName: string;
  lessonCount: number;
  finishedCount: number;
  progress: number;
  continueClassId: number | null;
  started: boolean;
}

export interface MyCourseCardProps {
  course: MyCourseCardData;
  /** Where "continue" plays; the course outline when null. */
  playTo: string | null;
  chaptersTo: string;
}

/** One owned course: cover, progress and the way back into it. */
export function MyCourseCard({ course, playTo, chaptersTo }: MyCourseCardProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.root} style={{ listStyle: 'none' }} data-course-id={course.courseId}>
      <Image src={course.coverUrl} alt="" ratio={COURSE_COVER_RATIO} radius="md" />
      <div className={styles.body}>
        <h3 className={styles.title}>{course.title}</h3>
        <p className={styles.meta}>
          {course.teacherName && <>{t('learning.myCourses.teacher', { name: course.teacherName })} · </>}
          {t('learning.myCourses.lessonsDone', { done: course.finishedCount, total: course.lessonCount })}
        </p>
        <ProgressBar value={course.progress} />
        <div className={styles.actions}>
          <Link to={playTo ?? chaptersTo} className={styles.primary}>
            {course.started ? t('learning.myCourses.continue') : t('learning.myCourses.start')}
          </Link>
          <Link to={chaptersTo} className={styles.secondary}>
            {t('learning.myCourses.chapters')}
          </Link>
        </div>
      </div>
    </li>
  );
}
