import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import {
  formatClock,
  isAnswered,
  type SheetAnswer,
  type SittingEvent,
  type SittingLayout,
  type SittingQuestion,
} from '@machines/evaluation';
import { QuestionCard } from '@/features/evaluation/QuestionCard';
import * as styles from '@/features/evaluation/evaluation.css';

export type SittingMode = 'answering' | 'reviewing' | 'confirming' | 'submitting' | 'timedOut' | 'failed';

export interface SittingViewProps {
  title: string;
  questions: SittingQuestion[];
  answers: Record<string, SheetAnswer>;
  current: number;
  layout: SittingLayout;
  secondsLeft: number;
  mode: SittingMode;
  unanswered: number;
  error: string | null;
  send: (event: SittingEvent) => void;
}

/** Time under this many seconds shows in the warning colour. */
const URGENT_SECONDS = 60;

/** Sitting a paper: the timer, one question or the whole sheet, the answer card and the submit. */
export function SittingView(props: SittingViewProps) {
  const { t } = useTranslation();
  const { questions, answers, current, layout, mode, send } = props;
  const busy = mode === 'submitting' || mode === 'timedOut';
  const question = questions[current];
  const answered = (each: SittingQuestion) => isAnswered(each, answers[String(each.id)]);
  return (
    <div className={styles.page}>
      <div className={`${styles.card} ${styles.spread}`}>
        <div className={styles.grow}>
          <h1 className={styles.subheading}>{props.title}</h1>
          <p className={styles.muted}>{t('evaluation.paper.saved')}</p>
        </div>
        <p
          className={styles.timer}
          data-state={props.secondsLeft < URGENT_SECONDS ? 'urgent' : undefined}
          role="timer"
          aria-label={t('evaluation.paper.timeLeft')}
        >
          {formatClock(props.secondsLeft)}
        </p>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('evaluation.paper.oneByOne')}>
        {(['single', 'sheet'] as const).map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={layout === each && mode !== 'reviewing'}
            className={styles.tabButton}
            aria-current={layout === each && mode !== 'reviewing' ? 'page' : undefined}
            onClick={() => {
              if (mode === 'reviewing') send({ type: 'user.backToAnswering' });
              send({ type: 'user.layoutChanged', layout: each });
            }}
          >
            {t(each === 'single' ? 'evaluation.paper.oneByOne' : 'evaluation.paper.sheet')}
          </button>
        ))}
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'reviewing'}
          className={styles.tabButton}
          aria-current={mode === 'reviewing' ? 'page' : undefined}
          onClick={() => send({ type: 'user.review' })}
        >
          {t('evaluation.paper.review')}
        </button>
      </div>

      {mode === 'reviewing' ? (
        <section className={`${styles.card} ${styles.form}`} aria-label={t('evaluation.paper.review')}>
          <p className={styles.muted}>
            {t('evaluation.paper.answered')} {questions.length - props.unanswered} · {t('evaluation.paper.unanswered')}{' '}
            {props.unanswered}
          </p>
          <div className={styles.card_grid}>
            {questions.map((each, index) => (
              <button
                key={each.id}
                type="button"
                className={styles.cardCell}
                data-state={answered(each) ? 'answered' : undefined}
                data-kind={each.kind}
                aria-label={`${t('evaluation.paper.question', { index: index + 1 })}${each.kind === 'single' ? '' : ` ${t(each.kind === 'multiple' ? 'evaluation.paper.multipleTag' : 'evaluation.paper.fillTag')}`} ${t(answered(each) ? 'evaluation.paper.answered' : 'evaluation.paper.unanswered')}`}
                onClick={() => send({ type: 'user.goTo', index })}
              >
                {index + 1}
              </button>
            ))}
          </div>
        </section>
      ) : layout === 'sheet' ? (
        questions.map((each, index) => (
          <QuestionCard
            key={each.id}
            question={each}
            index={index}
            answer={answers[String(each.id)]}
            disabled={busy}
            send={send}
          />
        ))
      ) : (
        question && (
          <>
            <p className={styles.muted}>{t('evaluation.paper.progress', { current: current + 1, total: questions.length })}</p>
            <QuestionCard question={question} index={current} answer={answers[String(question.id)]} disabled={busy} send={send} />
            <div className={styles.actions}>
              <Button variant="outline" disabled={current === 0} onClick={() => send({ type: 'user.previous' })}>
                {t('evaluation.paper.previous')}
              </Button>
              <Button variant="outline" disabled={current >= questions.length - 1} onClick={() => send({ type: 'user.next' })}>
                {t('evaluation.paper.next')}
              </Button>
            </div>
          </>
        )
      )}

      {(mode === 'timedOut' || mode === 'submitting') && (
        <p className={styles.text} role="status">
          {t(mode === 'timedOut' ? 'evaluation.paper.timedOut' : 'evaluation.paper.submitting')}
        </p>
      )}
      {mode === 'failed' && (
        <div className={`${styles.card} ${styles.form}`} role="alert">
          <p className={styles.error}>
            {t('evaluation.paper.failed')}：{props.error}
          </p>
          <Button onClick={() => send({ type: 'user.retry' })}>{t('evaluation.paper.retry')}</Button>
        </div>
      )}
      <div className={styles.sticky}>
        <span className={styles.muted}>
          {t('evaluation.paper.unanswered')} {props.unanswered}
        </span>
        <Button loading={busy} disabled={busy || mode === 'failed'} onClick={() => send({ type: 'user.submit' })}>
          {t('evaluation.paper.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={mode === 'confirming'}
        title={t('evaluation.paper.confirmTitle')}
        message={
          props.unanswered > 0
            ? t('evaluation.paper.confirmUnanswered', { count: props.unanswered })
            : t('evaluation.paper.confirmAll')
        }
        confirmLabel={t('evaluation.paper.confirm')}
        cancelLabel={t('evaluation.paper.cancel')}
        onConfirm={() => send({ type: 'user.confirmSubmit' })}
        onCancel={() => send({ type: 'user.cancelSubmit' })}
      />
    </div>
  );
}
