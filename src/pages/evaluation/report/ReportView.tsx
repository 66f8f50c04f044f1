import { useTranslation } from '@/i18n/react';
import type { evaluation as evaluationApi, DataOf } from '@contract/api/calls';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import { MasteryChart } from '@/features/evaluation/MasteryChart';
import * as styles from '@/features/evaluation/evaluation.css';

export type ReportData = DataOf<typeof evaluationApi.reports.reportDetail>;

const day = (iso: string) => iso.slice(0, 10);

function Comparison({ report }: { report: NonNullable<ReportData> }) {
  const { t } = useTranslation();
  const previous = report.previous;
  if (!previous) return <p className={styles.text}>{t('evaluation.report.firstTime')}</p>;
  const change = report.score - previous.score;
  return (
    <>
      <p className={styles.text}>
        {change > 0
          ? t('evaluation.report.better', { value: change })
          : change < 0
            ? t('evaluation.report.worse', { value: -change })
            : t('evaluation.report.same')}
      </p>
      <p className={styles.muted}>
        {t('evaluation.report.previousScore', {
          score: previous.score,
          total: previous.totalScore,
          date: day(previous.createdAt),
        })}
      </p>
    </>
  );
}

/** The evaluation report: score, mastery chart, weak points, the previous sitting and the way on. */
export function ReportView({ report }: { report: Loadable<ReportData> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <LoadableContent
        value={report}
        skeleton={<Skeleton height="20rem" />}
        isEmpty={(data) => data === null}
        empty={
          <EmptyState
            title={t('evaluation.report.none')}
            description={t('evaluation.report.noneText')}
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
              <section className={`${styles.card} ${styles.form}`} aria-labelledby="report-title">
                <p className={styles.muted}>{t('evaluation.report.latest')}</p>
                <h1 id="report-title" className={styles.subheading}>
                  {data.title}
                </h1>
                <p className={styles.muted}>{day(data.createdAt)}</p>
                <p className={styles.score} aria-label={`${t('evaluation.report.score')} ${data.score} / ${data.totalScore}`}>
                  {data.score}
                  <span className={styles.muted}> {t('evaluation.report.of', { total: data.totalScore })}</span>
                </p>
                <p className={styles.text}>{t('evaluation.report.accuracy', { value: data.accuracy })}</p>
                <p className={styles.text}>{data.summary}</p>
              </section>
              <section className={`${styles.card} ${styles.form}`} aria-labelledby="mastery-title">
                <h2 id="mastery-title" className={styles.subheading}>
                  {t('evaluation.report.mastery')}
                </h2>
                <MasteryChart stats={data.knowledgeStats} />
              </section>
              <section className={`${styles.card} ${styles.form}`} aria-labelledby="weak-title">
                <h2 id="weak-title" className={styles.subheading}>
                  {t('evaluation.report.weakPoints')}
                </h2>
                {data.weakPoints.length === 0 ? (
                  <p className={styles.text}>{t('evaluation.report.noWeakPoints')}</p>
                ) : (
                  <ul className={styles.chips}>
                    {data.weakPoints.map((point) => (
                      <li key={point} className={styles.chip}>
                        {point}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className={`${styles.card} ${styles.form}`} aria-labelledby="compare-title">
                <h2 id="compare-title" className={styles.subheading}>
                  {t('evaluation.report.compare')}
                </h2>
                <Comparison report={data} />
              </section>
              <nav className={styles.actions} aria-label={t('evaluation.report.latest')}>
                <Link to={`/e/exercises-detail?reportId=${data.id}`} className={styles.linkButton}>
                  {t('evaluation.report.viewAnswers')}
                </Link>
                <Link to="/e/recommend-exercises" className={styles.ghostLink}>
                  {t('evaluation.report.practise')}
                </Link>
                <Link to="/e/curriculum-detail" className={styles.ghostLink}>
                  {t('evaluation.report.course')}
                </Link>
                <Link to={`/e/view-pdf?reportId=${data.id}`} className={styles.ghostLink}>
                  {t('evaluation.report.pdf')}
                </Link>
                <Link to="/e/exercise-test-paper" className={styles.ghostLink}>
                  {t('evaluation.report.retake')}
                </Link>
                <Link to="/e/mode-detail" className={styles.ghostLink}>
                  {t('evaluation.report.modes')}
                </Link>
              </nav>
              {data.history.length > 1 && (
                <section className={`${styles.card} ${styles.form}`} aria-labelledby="history-title">
                  <h2 id="history-title" className={styles.subheading}>
                    {t('evaluation.report.history')}
                  </h2>
                  <ul className={styles.list}>
                    {data.history.map((each) => (
                      <li key={each.id} className={styles.spread}>
                        <Link to={`/e/report?reportId=${each.id}`} className={styles.link}>
                          {each.title}
                        </Link>
                        <span className={styles.muted}>
                          {each.score} / {each.totalScore} · {day(each.createdAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )
        }
      </LoadableContent>
    </div>
  );
}
