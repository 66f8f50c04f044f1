import '@/features/evaluation/texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { DataOf } from '@contract/api/calls';
import * as evaluationReports from '@contract/api/calls/evaluation/reports';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import type { OptionKey } from '@machines/evaluation';
import * as styles from '@/features/evaluation/evaluation.css';
import { QuestionText } from '@/components/QuestionText';

type Exercise = DataOf<typeof evaluationReports.recommendedExercises>[number];
type Checked = DataOf<typeof evaluationReports.checkExercise>;

/** One recommended exercise practised in place: choose, check, see the explanation. */
function PracticeItem({ exercise, index, onChecked }: { exercise: Exercise; index: number; onChecked: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<OptionKey | null>(null);
  const [result, setResult] = useState<Checked | null>(null);
  const check = useMutation({
    mutationFn: (key: OptionKey) => api.call(evaluationReports.checkExercise, { exerciseId: exercise.id, chosen: key }),
    onSuccess: (answer) => {
      setResult(answer);
      onChecked();
    },
  });
  const stateOf = (key: OptionKey) => {
    if (!result) return chosen === key ? 'chosen' : undefined;
    if (key === result.answer) return 'right';
    return key === chosen ? 'wrong' : undefined;
  };
  return (
    <li className={`${styles.card} ${styles.form}`}>
      <p className={styles.muted}>
        {index + 1}. {exercise.weakPoint} · {exercise.reason}
      </p>
      <QuestionText as="p" className={styles.questionStem} text={exercise.question} />
      <fieldset className={styles.options} disabled={result !== null}>
        <legend className={styles.muted}>{exercise.weakPoint}</legend>
        {exercise.options.map((option) => (
          <label key={option.key} className={styles.option} data-state={stateOf(option.key)}>
            <input
              type="radio"
              name={`practice-${exercise.id}`}
              checked={chosen === option.key}
              onChange={() => setChosen(option.key)}
            />
            <span className={styles.optionKey}>{option.key}.</span>
            <QuestionText text={option.text} />
          </label>
        ))}
      </fieldset>
      {result ? (
        <div role="status">
          <p className={result.isCorrect ? styles.badge.right : styles.badge.wrong}>
            {result.isCorrect ? t('evaluation.practice.right') : t('evaluation.practice.wrong', { answer: result.answer })}
          </p>
          <p className={styles.text}>
            <strong>{t('evaluation.answers.analysis')}：</strong>
            <QuestionText text={result.analysis} />
          </p>
        </div>
      ) : (
        <Button disabled={chosen === null} loading={check.isPending} onClick={() => chosen && check.mutate(chosen)}>
          {t('evaluation.practice.check')}
        </Button>
      )}
    </li>
  );
}

/** /e/recommend-exercises: the exercise set for the weak points of the latest report. */
export default function RecommendExercisesPage() {
  const { t } = useTranslation();
  const list = loadableOf(useApiQuery(evaluationReports.recommendedExercises, {}));
  const [done, setDone] = useState(0);
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>{t('evaluation.practice.heading')}</h1>
        <p className={styles.muted}>{t('evaluation.practice.text')}</p>
      </div>
      <LoadableContent
        value={list}
        skeleton={<Skeleton height="16rem" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title={t('evaluation.practice.none')}
            description={t('evaluation.practice.noneText')}
            action={
              <Link to="/e/exercise-test-paper" className={styles.linkButton}>
                {t('evaluation.report.startTest')}
              </Link>
            }
          />
        }
      >
        {(data) => (
          <>
            <p className={styles.muted} aria-live="polite">
              {t('evaluation.practice.done', { done, total: data.length })}
            </p>
            <ol className={styles.list}>
              {data.map((exercise, index) => (
                <PracticeItem key={exercise.id} exercise={exercise} index={index} onChecked={() => setDone((n) => n + 1)} />
              ))}
            </ol>
          </>
        )}
      </LoadableContent>
    </div>
  );
}
