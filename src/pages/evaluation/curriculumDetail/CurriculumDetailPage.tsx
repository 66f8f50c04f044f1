import '@/features/evaluation/texts';
import { useTranslation } from '@/i18n/react';
import * as evaluationReports from '@contract/api/calls/evaluation/reports';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { EmptyState } from '@/components/EmptyState';
import { Image } from '@/components/Image';
import { Link } from '@/components/Link';
import { LoadableContent } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import * as styles from '@/features/evaluation/evaluation.css';
import { BuyCourse } from './BuyCourse';

/**
 * /e/curriculum-detail: the course recommended by the latest report, bought in place through the main
 * site's checkout rules and cashier (see BuyCourse).
 */
export default function CurriculumDetailPage() {
  const { t } = useTranslation();
  const course = loadableOf(useApiQuery(evaluationReports.recommendedCourse, {}));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('evaluation.course.heading')}</h1>
      <LoadableContent
        value={course}
        skeleton={<Skeleton height="20rem" />}
        isEmpty={(data) => data === null}
        empty={
          <EmptyState
            title={t('evaluation.course.none')}
            description={t('evaluation.course.noneText')}
            action={
              <Link to="/e/exercise-test-paper" className={styles.linkButton}>
                {t('evaluation.report.startTest')}
              </Link>
            }
          />
        }
      >
        {(data) =>
          data && (
            <>
              <article className={`${styles.card} ${styles.form}`}>
                {data.cover && <Image src={data.cover} alt={data.name} className={styles.cover} />}
                <h2 className={styles.subheading}>{data.name}</h2>
                <p className={styles.muted}>
                  {data.subject} · {data.grade}
                </p>
                {data.intro && <p className={styles.text}>{data.intro}</p>}
                {data.weakPoints.length > 0 && (
                  <p className={styles.text}>{t('evaluation.course.forWeakPoints', { points: data.weakPoints.join('、') })}</p>
                )}
              </article>
              <section className={`${styles.card} ${styles.form}`} aria-labelledby="chapters-title">
                <h2 id="chapters-title" className={styles.subheading}>
                  {t('evaluation.course.chapters', { count: data.chapterCount })}
                </h2>
                <ol className={styles.list}>
                  {data.chapters.map((chapter) => (
                    <li key={chapter} className={styles.text}>
                      {chapter}
                    </li>
                  ))}
                </ol>
              </section>
              <BuyCourse courseId={data.courseId} price={data.price} hasMaterials={data.hasMaterials} />
            </>
          )
        }
      </LoadableContent>
    </div>
  );
}
