import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { rem } from '@tokens/index';
import type { PracticeMarking, SheetAnswer, SittingEvent, SittingQuestion } from '@machines/evaluation';
import { QuestionCard } from '../QuestionCard';
import '../texts';
import * as styles from '../evaluation.css';

/** A practice as the sitting machine holds it: what is answered and marked, and how to tell it more. */
export interface PracticeState {
  answers: Record<string, SheetAnswer>;
  markings: Record<string, PracticeMarking>;
  /** The question being marked now. */
  checkingId: number | null;
  /** Why the last check failed, shown until the next one. */
  error: string | null;
  send: (event: SittingEvent) => void;
}

export interface PracticeListProps extends PracticeState {
  questions: readonly SittingQuestion[];
  /** Whether a question has an answer complete enough to check (the sitting machine's rule). */
  isAnswered: (question: SittingQuestion, answer: SheetAnswer | undefined) => boolean;
  /** Lines about a question drawn above it (where it came from, how often it was wrong). */
  details?: (question: SittingQuestion) => ReactNode;
  /** What a marking means in this place, under the explanation (the wrong-answer book's streak). */
  outcome?: (question: SittingQuestion, marking: PracticeMarking) => ReactNode;
}

/**
 * Questions practised one by one: each is checked on its own, shows right or wrong with the explanation, and a
 * wrong one can be tried again. Drawn with the evaluation's question cards.
 */
export function PracticeList({
  questions,
  answers,
  markings,
  checkingId,
  isAnswered,
  error,
  send,
  details,
  outcome,
}: PracticeListProps) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ol className={styles.list}>
        {questions.map((question, index) => {
          const answer = answers[String(question.id)];
          const marking = markings[String(question.id)];
          const checking = checkingId === question.id;
          return (
            <li key={question.id} data-question={question.id}>
              <QuestionCard
                question={question}
                index={index}
                answer={answer}
                disabled={checking}
                send={send}
                marking={marking}
                header={details?.(question)}
                footer={
                  <>
                    {marking && outcome?.(question, marking)}
                    <div className={styles.practiceActions}>
                      {marking ? (
                        <>
                          <span className={styles.muted}>{t('evaluation.practice.attempts', { count: marking.attempts })}</span>
                          {!marking.isCorrect && (
                            <Button variant="outline" onClick={() => send({ type: 'user.tryAgain', questionId: question.id })}>
                              {t('evaluation.practice.tryAgain')}
                            </Button>
                          )}
                        </>
                      ) : (
                        <Button
                          loading={checking}
                          disabled={checking || checkingId !== null || !isAnswered(question, answer)}
                          onClick={() => send({ type: 'user.check', questionId: question.id })}
                        >
                          {t(checking ? 'evaluation.practice.checking' : 'evaluation.practice.check')}
                        </Button>
                      )}
                    </div>
                  </>
                }
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The shape of a practice while it loads: a heading block of the given height, then two question cards. */
export function PracticeSkeleton({ head }: { head: number }) {
  return (
    <SkeletonGroup>
      <Skeleton height={rem(head)} />
      <Skeleton height={rem(260)} />
      <Skeleton height={rem(260)} />
    </SkeletonGroup>
  );
}
