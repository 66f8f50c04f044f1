import '@/features/evaluation/texts';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import type { DataOf } from '@contract/api/calls';
import * as evaluationReports from '@contract/api/calls/evaluation/reports';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as styles from '@/features/evaluation/evaluation.css';
import { QuestionText } from '@/components/QuestionText';

type Answers = DataOf<typeof evaluationReports.reportAnswers>;
export type AnswerDetailData = Answers['answers'][number];

/** Your answer and the right one, as the question's kind shows them. */
function AnswerLines({ answer }: { answer: AnswerDetailData }) {
  const { t } = useTranslation();
  if (answer.kind === 'fill') {
    return (
      <ul className={styles.blanks}>
        {answer.blanks.map((blank, index) => (
          <li key={index} className={styles.option} data-state={blank.isCorrect ? 'right' : 'wrong'}>
            {t('evaluation.answers.blankAnswer', {
              index: index + 1,
              given: blank.given.trim() === '' ? t('evaluation.answers.emptyBlank') : blank.given,
              accepted: blank.accepted.join(t('evaluation.answers.or')),
            })}
          </li>
        ))}
      </ul>
    );
  }
  const right = new Set(answer.answerKeys);
  const chosen = new Set(answer.chosenKeys);
  return (
    <>
      <ul className={styles.options}>
        {answer.options.map((option) => (
          <li
            key={option.key}
            className={styles.option}
            data-state={right.has(option.key) ? 'right' : chosen.has(option.key) ? 'wrong' : undefined}
          >
            <span className={styles.optionKey}>{option.key}.</span>
            <QuestionText text={option.text} />
          </li>
        ))}
      </ul>
      <p className={styles.text}>
        {answer.chosenKeys.length > 0
          ? t('evaluation.answers.yourAnswer', { answer: answer.chosenKeys.join('') })
          : t('evaluation.answers.noAnswer')}{' '}
        · {t('evaluation.answers.rightAnswer', { answer: answer.answerKeys.join('') })}
      </p>
    </>
  );
}

/** /e/exercises-detail?reportId=: every answer of a report, right or wrong, with the explanation. */
export default function ExercisesDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reportId = Number(params.get('reportId'));
  const valid = Number.isInteger(reportId) && reportId > 0;
  const answers = useApiQuery(
    evaluationReports.reportAnswers,
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
                    <span className={styles.muted}>
                      {answer.kind !== 'single' && (
                        <span className={styles.kindTag}>
                          {t(answer.kind === 'multiple' ? 'evaluation.paper.multipleTag' : 'evaluation.paper.fillTag')}
                        </span>
                      )}{' '}
                      {t('evaluation.answers.point', { point: answer.knowledgePoint })}
                    </span>
                    <span className={answer.isCorrect ? styles.badge.right : styles.badge.wrong}>
                      {t(answer.isCorrect ? 'evaluation.answers.right' : 'evaluation.answers.wrong')}
                    </span>
                  </div>
                  <QuestionText as="p" className={styles.questionStem} text={answer.question} />
                  <AnswerLines answer={answer} />
                  {answer.kind !== 'single' && (
                    <p className={styles.muted}>{t('evaluation.answers.rule', { rule: answer.rule })}</p>
                  )}
                  <p className={styles.text}>
                    <strong>{t('evaluation.answers.analysis')}：</strong>
                    <QuestionText text={answer.analysis} />
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
