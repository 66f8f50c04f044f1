import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import type { ExerciseTableList } from '../ExerciseTable';
import { OrderedExercises, type OrderedExercisesEdit, type OrderedExercisesProps } from './OrderedExercises';
import * as styles from './LessonExercises.css';

/** One change to a lesson's exercises. */
export type LessonExercisesEdit = OrderedExercisesEdit;

export interface LessonExercisesProps {
  lessonTitle: string;
  /** How many exercises the lesson gives, shown on the button before the list is loaded. */
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lesson's exercises in order. */
  list: ExerciseTableList;
  readOnly: boolean;
  busy: boolean;
  /** The server's refusal of the last change. */
  error: string | null;
  onEdit: (edit: LessonExercisesEdit) => void;
  /** The bank's questions the lesson does not have yet, under the picker's filter. */
  picker: OrderedExercisesProps['picker'];
  options: OrderedExercisesProps['options'];
}

/**
 * A lesson's exercises from its row in the course outline: a button with their number opens a dialog listing
 * them in order (moved up and down, removed), with a picker of the bank's other questions to add.
 */
export function LessonExercises(props: LessonExercisesProps) {
  const { lessonTitle, count, open, onOpenChange, list, readOnly, busy, error, onEdit, picker, options } = props;
  const { t } = useTranslation();
  const shown = list.state === 'ready' ? list.rows.length : count;

  return (
    <>
      <button
        type="button"
        className={[shared.linkButton, styles.trigger].join(' ')}
        aria-label={t('admin.exercises.lesson.buttonLabel', { lesson: lessonTitle, count: shown })}
        onClick={() => onOpenChange(true)}
      >
        {t('admin.exercises.lesson.button', { count: shown })}
      </button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('admin.exercises.lesson.title', { lesson: lessonTitle })}
        description={readOnly ? t('admin.exercises.lesson.readOnly') : t('admin.exercises.lesson.intro')}
        width={880}
        footer={
          <Button type="button" onClick={() => onOpenChange(false)}>
            {t('admin.exercises.lesson.close')}
          </Button>
        }
      >
        <OrderedExercises
          list={list}
          readOnly={readOnly}
          busy={busy}
          error={error}
          onEdit={onEdit}
          picker={picker}
          options={options}
          texts={{ title: t('admin.exercises.lesson.listTitle'), empty: t('admin.exercises.lesson.empty') }}
          testIds={{ list: 'lesson-exercises', item: 'lesson-exercise' }}
        />
      </Dialog>
    </>
  );
}
