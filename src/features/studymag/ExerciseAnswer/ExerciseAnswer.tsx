import { useTranslation } from '@/i18n/react';
import { Tag } from '@/components/Tag';
import * as styles from './ExerciseAnswer.css';
import { QuestionText } from '@/components/QuestionText';

export interface ExerciseAnswerData {
  id: number;
  answeredAt: string;
  subjectName: string;
  knowledgePoint: string;
  question: string;
  options: readonly { key: string; text: string }[];
  chosen: string | null;
  answer: string;
  isCorrect: boolean;
  analysis: string;
  spentSec: number;
}

export interface ExerciseAnswerProps {
  item: ExerciseAnswerData;
  /** When it was answered, already formatted. */
  answeredAt: string;
}

/** One answered exercise: the question, what was chosen, right or wrong, and the explanation. */
export function ExerciseAnswer({ item, answeredAt }: ExerciseAnswerProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-correct={item.isCorrect} data-exercise-record={item.id}>
      <div className={styles.head}>
        <Tag tone={item.isCorrect ? 'success' : 'error'} size="sm">
          {item.isCorrect ? t('studymag.exercise.right') : t('studymag.exercise.wrong')}
        </Tag>
        <Tag tone="neutral" size="sm">
          {item.subjectName}
        </Tag>
        <span className={styles.meta}>
          {item.knowledgePoint} · {answeredAt} · {t('studymag.exercise.spentSec', { count: item.spentSec })}
        </span>
      </div>
      <QuestionText as="p" className={styles.question} text={item.question} />
      <ul className={styles.options}>
        {item.options.map((option) => (
          <li
            key={option.key}
            className={styles.option}
            data-answer={option.key === item.answer}
            data-chosen={option.key === item.chosen}
          >
            {option.key}. <QuestionText text={option.text} />
          </li>
        ))}
      </ul>
      <p className={styles.answers}>
        <span className={item.isCorrect ? styles.rightText : styles.wrongText}>
          {item.chosen ? t('studymag.exercise.yourAnswer', { answer: item.chosen }) : t('studymag.exercise.noAnswer')}
        </span>
        <span className={styles.rightText}>{t('studymag.exercise.correctAnswer', { answer: item.answer })}</span>
      </p>
      {item.analysis && (
        <details className={styles.analysis} open={!item.isCorrect}>
          <summary className={styles.analysisToggle}>{t('studymag.exercise.analysis')}</summary>
          <QuestionText as="p" text={item.analysis} />
        </details>
      )}
    </article>
  );
}
