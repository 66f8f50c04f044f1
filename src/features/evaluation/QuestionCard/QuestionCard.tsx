import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { TextField } from '@/components/TextField';
import type { PracticeMarking, SheetAnswer, SittingEvent, SittingQuestion } from '@machines/evaluation';
import '../texts';
import * as styles from '../evaluation.css';
import { QuestionText } from '@/components/QuestionText';

export interface QuestionCardProps {
  question: SittingQuestion;
  index: number;
  answer: SheetAnswer | undefined;
  disabled: boolean;
  send: (event: SittingEvent) => void;
  /** Practice: how the server marked the answer; the card then shows right and wrong and the explanation. */
  marking?: PracticeMarking;
  /** Lines about the question above its stem (where it came from, how often it was wrong). */
  header?: ReactNode;
  /** Practice: the question's buttons (check, try again), under the answer. */
  footer?: ReactNode;
}

const keysOf = (answer: SheetAnswer | undefined): Set<string> =>
  new Set(Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : []);

/** An option's look once marked: the right ones green, a wrong choice red. */
function markedState(key: string, right: Set<string>, chosen: Set<string>): 'right' | 'wrong' | undefined {
  if (right.has(key)) return 'right';
  return chosen.has(key) ? 'wrong' : undefined;
}

/** One question of a paper or a practice: single and multiple choice, or blanks to fill in. */
export function QuestionCard({ question, index, answer, disabled, send, marking, header, footer }: QuestionCardProps) {
  const { t } = useTranslation();
  const title = t('evaluation.paper.question', { index: index + 1 });
  const chosen = keysOf(answer);
  const right = keysOf(marking?.rightAnswer);
  // A marked answer stays as it was marked; the fieldset itself stays enabled so the footer's buttons work.
  const marked = marking !== undefined;
  const tag =
    question.kind === 'multiple'
      ? t('evaluation.paper.multipleTag')
      : question.kind === 'fill'
        ? t('evaluation.paper.fillTag')
        : null;
  return (
    <fieldset
      className={`${styles.card} ${styles.form}`}
      disabled={disabled}
      data-kind={question.kind}
      data-marked={marking ? (marking.isCorrect ? 'right' : 'wrong') : undefined}
    >
      <legend className={`${styles.muted} ${styles.questionLegend}`}>
        {title}
        {tag && <span className={styles.kindTag}>{tag}</span>}
        {marking && (
          <span className={marking.isCorrect ? styles.badge.right : styles.badge.wrong}>
            {t(marking.isCorrect ? 'evaluation.answers.right' : 'evaluation.answers.wrong')}
          </span>
        )}
      </legend>
      {header}
      <QuestionText as="p" className={styles.questionStem} id={`q-${question.id}-stem`} text={question.question} />
      {question.kind === 'multiple' && <p className={styles.muted}>{t('evaluation.paper.multipleHint')}</p>}
      {question.kind === 'fill' ? (
        <div className={styles.blanks}>
          {Array.from({ length: question.blankCount }, (_, blank) => (
            <div key={blank}>
              <TextField
                label={t('evaluation.paper.blank', { index: blank + 1 })}
                aria-label={t('evaluation.paper.blankOf', { question: index + 1, index: blank + 1 })}
                aria-describedby={`q-${question.id}-stem`}
                placeholder={t('evaluation.paper.blankPlaceholder')}
                value={Array.isArray(answer) ? (answer[blank] ?? '') : ''}
                maxLength={100}
                inputMode="text"
                enterKeyHint="next"
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                disabled={marked}
                inputClassName={styles.blankInput}
                onValueChange={(value) => send({ type: 'user.fillBlank', questionId: question.id, blank, value })}
              />
              {marking && (
                <p
                  className={styles.option}
                  data-state={marking.blankResults[blank] ? 'right' : 'wrong'}
                  data-blank-result={blank + 1}
                >
                  {t('evaluation.practice.blankRight', {
                    answer: Array.isArray(marking.rightAnswer) ? (marking.rightAnswer[blank] ?? '') : '',
                  })}
                </p>
              )}
            </div>
          ))}
        </div>
      ) : (
        <div
          className={styles.options}
          // Single choice is a radio group; the checkboxes of a multiple-choice question are grouped by
          // the fieldset, whose legend names the question and its 多选 tag.
          role={question.kind === 'single' ? 'radiogroup' : undefined}
          aria-label={question.kind === 'single' ? title : undefined}
        >
          {question.options.map((option) => (
            <label
              key={option.key}
              className={styles.option}
              data-state={marking ? markedState(option.key, right, chosen) : chosen.has(option.key) ? 'chosen' : undefined}
            >
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={`q-${question.id}`}
                value={option.key}
                checked={chosen.has(option.key)}
                disabled={marked}
                onChange={() =>
                  send(
                    question.kind === 'single'
                      ? { type: 'user.choose', questionId: question.id, key: option.key }
                      : { type: 'user.toggleOption', questionId: question.id, key: option.key },
                  )
                }
              />
              <span className={styles.optionKey}>{option.key}.</span>
              <QuestionText text={option.text} />
            </label>
          ))}
        </div>
      )}
      {marking && (
        <div className={styles.form} role="status" aria-live="polite">
          {question.kind !== 'fill' && (
            <p className={styles.text}>
              {t('evaluation.answers.yourAnswer', { answer: [...chosen].join('') })} ·{' '}
              {t('evaluation.answers.rightAnswer', { answer: [...right].join('') })}
            </p>
          )}
          {marking.analysis && (
            <p className={styles.text}>
              <strong>{t('evaluation.answers.analysis')}：</strong>
              <QuestionText text={marking.analysis} />
            </p>
          )}
        </div>
      )}
      {footer}
    </fieldset>
  );
}
