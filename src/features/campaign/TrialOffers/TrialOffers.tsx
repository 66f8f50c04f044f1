import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import * as styles from '../campaign.css';

export interface TrialOffer {
  courseId: number;
  title: string;
  subtitle: string;
  coverUrl: string;
  teacherName: string;
  gradeName: string;
  lessonCount: number;
  trialLessons: number;
}

export interface TrialOffersProps {
  grades: readonly { gradeName: string; courses: readonly TrialOffer[] }[];
  selected: number | null;
  onSelect: (courseId: number) => void;
}

/** The free courses by grade, each a large toggle button; one is chosen to claim. */
export function TrialOffers({ grades, selected, onSelect }: TrialOffersProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      {grades.map((grade) => (
        <section key={grade.gradeName} className={styles.card} aria-label={grade.gradeName}>
          <h2 className={styles.subtitle}>{grade.gradeName}</h2>
          <ul className={styles.list}>
            {grade.courses.map((course) => (
              <li key={course.courseId}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={course.courseId === selected}
                  onClick={() => onSelect(course.courseId)}
                >
                  <Image className={styles.cover} src={course.coverUrl} alt="" width={96} height={54} />
                  <span className={styles.grow}>
                    <span className={styles.subtitle}>{course.title}</span>
                    <br />
                    <span className={styles.text}>
                      {course.teacherName} ·{' '}
                      {t('campaign.trial.lessons', { count: course.lessonCount, trial: course.trialLessons })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
