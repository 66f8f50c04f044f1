import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { MyCourseCard, type MyCourseCardData } from '@/features/learning/MyCourseCard';
import { playTo } from '@/features/learning/paths';
import { ProgressBar } from '@/features/learning/ProgressBar';
import { RecentLearning, type RecentLessonData } from '@/features/learning/RecentLearning';
import * as commerce from '@/features/commerce/commerce.css';
import * as shared from '@/features/site/shared.css';
import * as styles from './MyCourse.css';
import { href } from '@contract/addresses/href';

export interface MyCourseData {
  /** The lesson studied last, with its course's progress: the figure the course's card shows. */
  continueLearning: (RecentLessonData & { courseProgress: number }) | null;
  subjects: { code: string; name: string; courses: MyCourseCardData[] }[];
  recent: RecentLessonData[];
}

export interface MyCourseViewProps {
  courses: Loadable<MyCourseData>;
  onRemoveRecent: (classId: number) => void;
  removing: number | null;
}

function ViewSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton height="7rem" />
      <Skeleton height="10rem" />
      <Skeleton height="10rem" />
    </SkeletonGroup>
  );
}

/** /personal/my-course: continue where you stopped, recent lessons, and every course by subject. */
export function MyCourseView({ courses, onRemoveRecent, removing }: MyCourseViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <PageTitle
        title={t('learning.myCourses.title')}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('learning.myCourses.title') }]}
        LinkComponent={Link}
      />
      <LoadableContent
        value={courses}
        skeleton={<ViewSkeleton />}
        isEmpty={(data) => data.subjects.length === 0 && data.recent.length === 0}
        empty={
          <EmptyState
            title={t('learning.myCourses.empty')}
            description={t('learning.myCourses.emptyText')}
            action={
              <Link to="/course" className={commerce.primaryLinkButton}>
                {t('learning.myCourses.browse')}
              </Link>
            }
          />
        }
      >
        {(data) => (
          <div className={shared.stack}>
            {data.continueLearning && (
              <section className={styles.continueCard} aria-labelledby="continue-title">
                <div className={styles.continueText}>
                  <h2 id="continue-title" className={styles.continueHeading}>
                    {t('learning.myCourses.continue')}
                  </h2>
                  <p className={styles.continueCourse}>{data.continueLearning.courseTitle}</p>
                  <p className={styles.continueLesson}>
                    {t('learning.myCourses.continueLesson', { title: data.continueLearning.classTitle })}
                  </p>
                  <ProgressBar value={data.continueLearning.courseProgress} />
                </div>
                <Link
                  to={playTo(data.continueLearning.classId)}
                  className={commerce.primaryLinkButton}
                  data-testid="continue-learning"
                >
                  {t('learning.myCourses.continue')}
                </Link>
              </section>
            )}
            {data.recent.length > 0 && (
              <section className={shared.panel} aria-labelledby="recent-title">
                <h2 id="recent-title" className={styles.sectionHeading}>
                  {t('learning.myCourses.recent')}
                </h2>
                <RecentLearning items={data.recent} playTo={playTo} onRemove={onRemoveRecent} removing={removing} />
              </section>
            )}
            {data.subjects.map((subject) => (
              <section key={subject.code} className={shared.panel} aria-labelledby={`subject-${subject.code}`}>
                <h2 id={`subject-${subject.code}`} className={styles.sectionHeading}>
                  {subject.name}
                </h2>
                <ul className={styles.courseList}>
                  {subject.courses.map((course) => (
                    <MyCourseCard
                      key={course.courseId}
                      course={course}
                      playTo={course.continueClassId === null ? null : playTo(course.continueClassId)}
                      chaptersTo={href.myCourseChapter({ courseId: course.courseId })}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </LoadableContent>
    </Container>
  );
}
