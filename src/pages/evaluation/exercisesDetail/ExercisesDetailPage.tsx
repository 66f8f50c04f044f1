import '@/features/evaluation/texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { evaluation as evaluationApi, type DataOf } from '@/api/calls';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import { NotFoundState } from '@/pages/shared/NotFoundState';
import * as styles from '@/pages/evaluation/shared/evaluation.css';

type Answers = DataOf<typeof evaluationApi.reports.reportAnswers>;

/** /e/exercises-detail?reportId=: every answer of a report, right or wrong, with the explanation. */
export default function ExercisesDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reportId = Number(params.get('reportId'));
  const valid = Number.isInteger(reportId) && reportId > 0;
  const answers = useApiQuery(
    evaluationApi.reports.reportAnswers,
    { reportId: valid ? reportId : 1 },
    { enabled: valid, retry: false },
  );
  if (!valid || answers.isError) {
    return (
      <div className={styles.page}>
        <NotFoundState title={t('evaluation.pdf.missing')} to="/e/report" action={t('evaluation.order.backToReport')} />
      </div>
    );
  }
  return <ExercisesDetailView answers={loadableOf(answers)} />;
}

export function ExercisesDetailView({ answers }: { answers: Loadable<Answers> }) {
  const { t } = useTranslation();
  const [wrongOnly, setWrongOnly] = useState(false);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('evaluation.answers.heading')}</h1>
      <div className={styles.tabs} role="tablist">
        {([false, true] as const).map((each) => (
          <button
            key={String(each)}
            type="button"
            role="tab"
            aria-selected={wrongOnly === each}
            aria-current={wrongOnly === each ? 'page' : undefined}
            className={styles.tabButton}
            onClick={() => setWrongOnly(each)}
          >
            {t(each ? 'evaluation.answers.filterWrong' : 'evaluation.answers.filterAll')}
          </button>
        ))}
      </div>
      <LoadableContent value={answers} skeleton={<Skeleton height="20rem" />}>
        {(data) => {
          const shown = data.answers.filter((answer) => !wrongOnly || !answer.isCorrect);
          if (shown.length === 0) return <EmptyState title={t('evaluation.answers.noWrong')} />;
          return (
            <ol className={styles.list}>
              {shown.map((answer) => (
                <li key={answer.exerciseId} className={`${styles.card} ${styles.form}`}>
                  <div className={styles.spread}>
                    <span className={styles.muted}>{t('evaluation.answers.point', { point: answer.knowledgePoint })}</span>
                    <span className={answer.isCorrect ? styles.badge.right : styles.badge.wrong}>
                      {t(answer.isCorrect ? 'evaluation.answers.right' : 'evaluation.answers.wrong')}
                    </span>
                  </div>
                  <p className={styles.questionStem}>{answer.question}</p>
                  <ul className={styles.options}>
                    {answer.options.map((option) => (
                      <li
                        key={option.key}
                        className={styles.option}
                        data-state={option.key === answer.answer ? 'right' : option.key === answer.chosen ? 'wrong' : undefined}
                      >
                        <span className={styles.optionKey}>{option.key}.</span>
                        <span>{option.text}</span>
                      </li>
                    ))}
                  </ul>
                  <p className={styles.text}>
                    {answer.chosen
                      ? t('evaluation.answers.yourAnswer', { answer: answer.chosen })
                      : t('evaluation.answers.noAnswer')}{' '}
                    · {t('evaluation.answers.rightAnswer', { answer: answer.answer })}
                  </p>
                  <p className={styles.text}>
                    <strong>{t('evaluation.answers.analysis')}：</strong>
                    {answer.analysis}
                  </p>
                </li>
              ))}
            </ol>
          );
        }}
      </LoadableContent>
    </div>
  );
}
