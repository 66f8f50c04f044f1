import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { money } from '../format';
import * as styles from './OrderCourse.css';
import { COURSE_COVER_RATIO } from '@/lib/image';

export interface OrderCourseData {
  courseId: number;
  title: string;
  coverUrl: string;
  teacherName: string;
  lessonCount: number;
  gradeName: string | null;
  categoryName: string;
  price: number;
}

export interface OrderCourseProps {
  course: OrderCourseData;
  /** Hide the price (the summary beside it shows it). */
  hidePrice?: boolean;
  /** Heading level of the title inside the page. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

/** A course as an order shows it: cover, title, teacher, lessons and the price as sold. */
export function OrderCourse({ course, hidePrice, titleAs: Title = 'h3', className }: OrderCourseProps) {
  const { t } = useTranslation();
  const facts = [
    course.gradeName,
    course.categoryName,
    // A course without a teacher (an operator's new course) names none, rather than a bare "老师".
    course.teacherName && t('commerce.common.teacher', { name: course.teacherName }),
    t('commerce.common.lessons', { count: course.lessonCount }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Image src={course.coverUrl} alt="" ratio={COURSE_COVER_RATIO} radius="md" wrapperClassName={styles.cover} />
      <div className={styles.body}>
        <Title className={styles.title}>{course.title}</Title>
        <p className={styles.meta}>{facts}</p>
        {!hidePrice && <span className={styles.price}>{t('commerce.common.yuan', { amount: money(course.price) })}</span>}
      </div>
    </div>
  );
}
