import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  BLANK_MARK,
  blanksIn,
  EXERCISE_DIFFICULTIES,
  EXERCISE_LIMITS,
  type ExerciseFormValues,
} from '@contract/api/schemas/admin/exercises';
import { OPTION_KEYS, QUESTION_KINDS } from '@contract/api/schemas/evaluation/fields';
import { questionTextProblem, type QuestionTextProblem } from '@contract/fields/questionText';
import { Button } from '@/components/Button';
import { FormField } from '@/components/FormField';
import { QuestionText } from '@/components/QuestionText';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseForm/CourseForm.css';
import { IdSelectField } from '../IdSelectField';
import * as own from './ExerciseForm.css';
import { exerciseFormErrors, fittedExercise, withKind, type ExerciseFormField } from './exerciseFormErrors';
import { RecordFormNotices, RecordSaveBar } from '../RecordForm';

export type ExerciseFormFields = ExerciseFormValues;

export interface ExerciseFormProps {
  initial: ExerciseFormFields;
  options: {
    categories: readonly { id: number; name: string }[];
    grades: readonly { id: number; name: string }[];
  };
  /** Whether the question is saved already (the button says "save" rather than "save question"). */
  saved: boolean;
  /** Students have answered it: its kind and right answers are fixed, its wording may be corrected. */
  locked: boolean;
  readOnly: boolean;
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  /** What just succeeded ("已保存"). */
  notice: string | null;
  onSubmit: (values: ExerciseFormFields) => void;
  /** Offered beside a refusal: read the question again (after another editor's save), dropping these edits. */
  onReload?: (() => void) | undefined;
  /** Heading parts from the page: title, code and version line. */
  head: ReactNode;
}

/**
 * A question of the bank: its kind decides the rest of the form (four options with one or several right ones,
 * or blanks marked in the text with their accepted answers); checked here with the schema the server uses.
 */
export function ExerciseForm({
  initial,
  options,
  saved,
  locked,
  readOnly,
  saving,
  error,
  notice,
  onSubmit,
  onReload,
  head,
}: ExerciseFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<readonly ExerciseFormField[]>([]);
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const set = <Key extends keyof ExerciseFormFields>(key: Key, value: ExerciseFormFields[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const has = (field: ExerciseFormField) => errors.includes(field);
  // A formula or picture written wrongly is named exactly, before the field's general rule.
  const markup = (field: ExerciseFormField): QuestionTextProblem | null => {
    if (field === 'question') return questionTextProblem(values.question);
    if (field === 'analysis') return questionTextProblem(values.analysis);
    if (field === 'options' && values.kind !== 'fill')
      return values.options.map(questionTextProblem).find((problem) => problem !== null) ?? null;
    return null;
  };
  const message = (field: ExerciseFormField): string | undefined => {
    if (!has(field)) return undefined;
    const problem = markup(field);
    if (problem) return t(`admin.exercises.form.markup.${problem}`);
    if (field === 'question' && values.kind === 'fill') return t('admin.exercises.form.errors.questionFill');
    if (field === 'answer')
      return values.kind === 'single'
        ? t('admin.exercises.form.errors.answerSingle')
        : t('admin.exercises.form.errors.answerMultiple');
    return t(`admin.exercises.form.errors.${field}`);
  };
  const choiceKind = values.kind !== 'fill';
  const blankCount = values.kind === 'fill' ? blanksIn(values.question) : 0;
  const fixed = readOnly || locked;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = exerciseFormErrors(values);
    setErrors(found);
    if (found.length === 0) onSubmit(fittedExercise(values));
  }

  /** Puts a blank where the cursor is in the question text (at its end without one). */
  function insertBlank() {
    const area = questionRef.current;
    const at = area?.selectionStart ?? values.question.length;
    const end = area?.selectionEnd ?? at;
    set('question', `${values.question.slice(0, at)}${BLANK_MARK}${values.question.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + BLANK_MARK.length, at + BLANK_MARK.length);
    });
  }

  function toggleAnswer(key: string, on: boolean) {
    if (values.kind === 'single') set('answer', on ? [key] : []);
    else
      set(
        'answer',
        on ? [...values.answer.filter((item) => item !== key), key].sort() : values.answer.filter((item) => item !== key),
      );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.head}>{head}</div>
      <RecordFormNotices
        readOnly={readOnly ? t('admin.exercises.form.readOnly') : null}
        warning={locked && !readOnly ? t('admin.exercises.form.locked') : null}
        error={error}
        reload={onReload ? { label: t('admin.exercises.form.reload'), onReload } : undefined}
        notice={notice}
      />
      <fieldset className={styles.section} disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <h2 className={styles.sectionTitle}>{t('admin.exercises.form.content')}</h2>
        <fieldset className={[own.kinds, styles.wide].join(' ')} disabled={fixed}>
          <legend className={own.legend}>{t('admin.exercises.form.kind')}</legend>
          {QUESTION_KINDS.map((kind) => (
            <label key={kind} className={own.choice}>
              <input
                type="radio"
                name="exercise-kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues((current) => withKind(current, kind))}
              />
              {t(`admin.exercises.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <FormField
          className={styles.wide}
          label={t('admin.exercises.form.question')}
          htmlFor="exercise-question"
          message={
            message('question') ?? (choiceKind ? t('admin.exercises.form.questionHint') : t('admin.exercises.form.fillHint'))
          }
          messageTone={has('question') ? 'error' : 'hint'}
        >
          <textarea
            id="exercise-question"
            ref={questionRef}
            className={styles.textarea}
            value={values.question}
            rows={4}
            maxLength={EXERCISE_LIMITS.question}
            onChange={(event) => set('question', event.target.value)}
            aria-invalid={has('question') || undefined}
          />
        </FormField>
        {choiceKind ? (
          <fieldset className={[own.options, styles.wide].join(' ')} aria-describedby="exercise-options-note">
            <legend className={own.legend}>{t('admin.exercises.form.options')}</legend>
            {OPTION_KEYS.map((key, index) => (
              <div key={key} className={own.option}>
                <span className={own.optionKey} aria-hidden="true">
                  {key}
                </span>
                <input
                  className={own.input}
                  aria-label={t('admin.exercises.form.option', { key })}
                  value={values.options[index] ?? ''}
                  maxLength={EXERCISE_LIMITS.option}
                  aria-invalid={
                    (has('options') &&
                      (!(values.options[index] ?? '').trim() || questionTextProblem(values.options[index] ?? '') !== null)) ||
                    undefined
                  }
                  onChange={(event) =>
                    set(
                      'options',
                      OPTION_KEYS.map((_, i) => (i === index ? event.target.value : (values.options[i] ?? ''))),
                    )
                  }
                />
                <label className={own.right}>
                  <input
                    type={values.kind === 'single' ? 'radio' : 'checkbox'}
                    name="exercise-answer"
                    checked={values.answer.includes(key)}
                    disabled={fixed}
                    aria-label={`${t('admin.exercises.form.right')} ${key}`}
                    onChange={(event) => toggleAnswer(key, event.target.checked)}
                  />
                  {t('admin.exercises.form.right')}
                </label>
              </div>
            ))}
            <p
              id="exercise-options-note"
              className={has('options') || has('answer') ? own.noteError : own.note}
              role={has('options') || has('answer') ? 'alert' : undefined}
            >
              {message('options') ??
                message('answer') ??
                (values.kind === 'single' ? t('admin.exercises.form.singleHint') : t('admin.exercises.form.multipleHint'))}
            </p>
          </fieldset>
        ) : (
          <fieldset className={[own.options, styles.wide].join(' ')} aria-describedby="exercise-blanks-note">
            <legend className={own.legend}>{t('admin.exercises.form.blanks')}</legend>
            {readOnly || locked ? null : (
              <div className={own.questionTools}>
                <Button type="button" variant="outline" size="sm" onClick={insertBlank}>
                  {t('admin.exercises.form.insertBlank')}
                </Button>
              </div>
            )}
            {blankCount === 0 ? (
              <p className={shared.muted}>{t('admin.exercises.form.noBlanks')}</p>
            ) : (
              <div className={own.blanks}>
                {Array.from({ length: blankCount }, (_, index) => {
                  const accepted = values.blanks[index] ?? [];
                  return (
                    <label key={index} className={own.blank}>
                      {t('admin.exercises.form.blank', { n: index + 1 })}
                      <textarea
                        className={own.blankInput}
                        value={accepted.join('\n')}
                        rows={2}
                        disabled={fixed}
                        aria-invalid={(has('blanks') && accepted.every((item) => !item.trim())) || undefined}
                        onChange={(event) =>
                          set(
                            'blanks',
                            Array.from({ length: Math.max(blankCount, values.blanks.length) }, (_, i) =>
                              i === index ? event.target.value.split('\n') : (values.blanks[i] ?? []),
                            ),
                          )
                        }
                      />
                    </label>
                  );
                })}
              </div>
            )}
            <p
              id="exercise-blanks-note"
              className={has('blanks') ? own.noteError : own.note}
              role={has('blanks') ? 'alert' : undefined}
            >
              {message('blanks') ?? t('admin.exercises.form.blankHint')}
            </p>
          </fieldset>
        )}
        <p className={[own.note, styles.wide].join(' ')}>{t('admin.exercises.form.markupHint')}</p>
        {values.question.trim() ? (
          <section className={[own.preview, styles.wide].join(' ')} aria-labelledby="exercise-preview-title">
            <h3 id="exercise-preview-title" className={own.previewTitle}>
              {t('admin.exercises.form.preview')}
            </h3>
            <QuestionText as="p" className={own.previewStem} text={values.question} />
            {choiceKind ? (
              <ul className={own.previewOptions}>
                {OPTION_KEYS.map((key, index) =>
                  values.options[index]?.trim() ? (
                    <li key={key}>
                      {key}. <QuestionText text={values.options[index]} />
                    </li>
                  ) : null,
                )}
              </ul>
            ) : null}
          </section>
        ) : null}
        <h2 className={styles.sectionTitle}>{t('admin.exercises.form.details')}</h2>
        <IdSelectField
          id="exercise-subject"
          label={t('admin.exercises.form.subject')}
          value={values.categoryId}
          choices={options.categories}
          onChange={(value) => set('categoryId', value)}
          empty={{ label: t('admin.exercises.form.choose'), required: true }}
          error={message('categoryId')}
        />
        <IdSelectField
          id="exercise-grade"
          label={t('admin.exercises.form.grade')}
          value={values.gradeId}
          choices={options.grades}
          onChange={(value) => set('gradeId', value)}
          empty={{ label: t('admin.exercises.form.anyGrade'), required: false }}
          error={message('gradeId')}
        />
        <FormField
          label={t('admin.exercises.form.difficulty')}
          htmlFor="exercise-difficulty"
          message={message('difficulty')}
          messageTone="error"
        >
          <select
            id="exercise-difficulty"
            className={[shared.select, styles.selectBlock].join(' ')}
            value={values.difficulty}
            onChange={(event) => set('difficulty', event.target.value as ExerciseFormFields['difficulty'])}
          >
            {EXERCISE_DIFFICULTIES.map((level) => (
              <option key={level} value={level}>
                {t(`admin.exercises.difficulties.${level}`)}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          label={t('admin.exercises.form.knowledgePoint')}
          value={values.knowledgePoint}
          onValueChange={(value) => set('knowledgePoint', value)}
          maxLength={EXERCISE_LIMITS.knowledgePoint}
          error={message('knowledgePoint')}
        />
        <FormField
          className={styles.wide}
          label={t('admin.exercises.form.analysis')}
          htmlFor="exercise-analysis"
          message={message('analysis')}
          messageTone="error"
        >
          <textarea
            id="exercise-analysis"
            className={styles.textarea}
            value={values.analysis}
            rows={4}
            maxLength={EXERCISE_LIMITS.analysis}
            onChange={(event) => set('analysis', event.target.value)}
            aria-invalid={has('analysis') || undefined}
          />
        </FormField>
      </fieldset>
      {readOnly ? null : (
        <RecordSaveBar
          saving={saving}
          exists={Boolean(saved)}
          labels={{
            saving: t('admin.exercises.form.saving'),
            save: t('admin.exercises.form.save'),
            create: t('admin.exercises.form.create'),
          }}
        />
      )}
    </form>
  );
}
