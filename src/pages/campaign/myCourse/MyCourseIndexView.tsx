import { useTranslation } from '@/i18n/react';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from '@/features/campaign/campaign.css';
import * as page from '@/features/campaign/campaignPage.css';
import { href } from '@contract/addresses/href';

export interface OwnedCourse {
  courseId: number;
  title: string;
  coverUrl: string;
  teacherName: string;
  lessonCount: number;
}

/** /myCourse/index: the courses the signed-in user owns, to watch or send to a parent. */
export function MyCourseIndexView({ courses }: { courses: Loadable<{ list: readonly OwnedCourse[] }> }) {
  const { t } = useTranslation();
  return (
    <div className={page.page}>
      <h1 className={styles.title}>{t('campaign.myCourse.title')}</h1>
      <LoadableContent
        value={courses}
        skeleton={
          <SkeletonGroup>
            <Skeleton height="7rem" />
            <Skeleton height="7rem" />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.list.length === 0}
        empty={
          <div className={styles.card}>
            <p className={styles.text}>{t('campaign.myCourse.empty')}</p>
            <Link to="/freeCourse/home" className={styles.linkButton}>
              {t('campaign.article.cta')}
            </Link>
          </div>
        }
      >
        {(data) => (
          <ul className={styles.list}>
            {data.list.map((course) => (
              <li key={course.courseId} className={styles.card} data-testid="my-course">
                <div className={styles.row}>
                  <Image className={styles.cover} src={course.coverUrl} alt="" width={96} height={54} />
                  <div className={styles.grow}>
                    <p className={styles.subtitle}>{course.title}</p>
                    <p className={styles.text}>
                      {course.teacherName} · {course.lessonCount} {t('campaign.myCourse.lessons')}
                    </p>
                  </div>
                </div>
                <div className={styles.row}>
                  <Link to={href.myCourseVideo(course)} className={`${styles.linkButton} ${styles.grow}`}>
                    {t('campaign.myCourse.watch')}
                  </Link>
                  <Link to={href.myCourseSend(course)} className={`${styles.secondaryLink} ${styles.grow}`}>
                    {t('campaign.myCourse.send')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </LoadableContent>
    </div>
  );
}
