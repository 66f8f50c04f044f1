import { useState } from 'react';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { useTranslation } from '@/i18n/react';
import { OrderedExercises, type OrderedExercisesEdit, type OrderedExercisesProps } from '../LessonExercises';
import * as shared from '../consoleStyles.css';
import { AssembleDialog, type AssemblyRules } from './AssembleDialog';
import * as styles from './PaperQuestions.css';

export interface PaperQuestionsProps {
  list: OrderedExercisesProps['list'];
  /** The paper is a draft and the role may write: questions can change. */
  editable: boolean;
  /** Why the questions cannot change, when the role could otherwise change them. */
  fixedReason: string | null;
  busy: boolean;
  error: string | null;
  /** The whole new list after an addition, removal or move. */
  onQuestions: (exerciseIds: readonly number[]) => void;
  onAssemble: (rules: AssemblyRules, done: () => void) => void;
  picker: OrderedExercisesProps['picker'];
  options: OrderedExercisesProps['options'];
}

/** A paper's questions: picked from the bank one by one and put in order, or drawn by rules. */
export function PaperQuestions(props: PaperQuestionsProps) {
  const { list, editable, fixedReason, busy, error, onQuestions, onAssemble, picker, options } = props;
  const { t } = useTranslation();
  const [assembling, setAssembling] = useState(false);
  const ids = list.state === 'ready' ? list.rows.map((row) => row.id) : [];

  function edit(change: OrderedExercisesEdit) {
    if (change.kind === 'add') onQuestions([...ids, change.exerciseId]);
    else if (change.kind === 'remove') onQuestions(ids.filter((id) => id !== change.exerciseId));
    else onQuestions(change.exerciseIds);
  }

  return (
    <section className={styles.section} aria-labelledby="paper-questions">
      <div className={styles.head}>
        <h2 id="paper-questions" className={styles.title}>
          {t('admin.papers.questions.title')}
          <span className={shared.muted}> · {t('admin.papers.questions.count', { count: ids.length })}</span>
        </h2>
        {editable ? (
          <Button type="button" variant="outline" onClick={() => setAssembling(true)}>
            {t('admin.papers.questions.assemble')}
          </Button>
        ) : null}
      </div>
      {fixedReason ? <Notice tone="info" message={fixedReason} /> : null}
      <OrderedExercises
        list={list}
        readOnly={!editable}
        busy={busy}
        error={assembling ? null : error}
        onEdit={edit}
        picker={picker}
        options={options}
        texts={{ title: t('admin.papers.questions.listTitle'), empty: t('admin.papers.questions.empty') }}
        testIds={{ list: 'paper-questions', item: 'paper-question' }}
      />
      {editable ? (
        <AssembleDialog
          open={assembling}
          onOpenChange={setAssembling}
          replaces={ids.length}
          busy={busy}
          error={assembling ? error : null}
          onAssemble={(rules) => onAssemble(rules, () => setAssembling(false))}
        />
      ) : null}
    </section>
  );
}
