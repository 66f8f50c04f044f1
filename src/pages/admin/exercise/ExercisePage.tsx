import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isMissing } from '@/app/api/loadState';
import { Link } from '@/components/Link';
import { consoleStyles, ExerciseForm, recordGate, type ExerciseFormFields } from '@/features/console';
import {
  CONSOLE_PAGES,
  exerciseEditPath,
  useCourseOptions,
  useReloadExercise,
  useSaveExercise,
  useStaffExercise,
  type StaffExercise,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';

const exercisesPath = CONSOLE_PAGES.find((page) => page.id === 'exercises')!.path;

const EMPTY: ExerciseFormFields = {
  kind: 'single',
  question: '',
  options: ['', '', '', ''],
  answer: [],
  blanks: [],
  analysis: '',
  knowledgePoint: '',
  difficulty: '1',
  categoryId: null,
  gradeId: null,
};

function fieldsOf(exercise: StaffExercise): ExerciseFormFields {
  return {
    kind: exercise.kind,
    question: exercise.question,
    options: ['A', 'B', 'C', 'D'].map((key) => exercise.options.find((option) => option.key === key)?.text ?? ''),
    answer: exercise.kind === 'single' ? (exercise.answer ? [exercise.answer] : []) : [...exercise.answerKeys],
    blanks: exercise.blanks.map((blank) => [...blank.accepted]),
    analysis: exercise.analysis,
    knowledgePoint: exercise.knowledgePoint,
    difficulty: String(exercise.difficulty) as ExerciseFormFields['difficulty'],
    categoryId: exercise.categoryId,
    gradeId: exercise.gradeId,
  };
}

/** /admin/exercises/:exerciseId and /admin/exercises/new: one question of the bank and its save. */
export function ExercisePage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().exerciseId ?? '';
  const exerciseId = /^\d+$/.test(param) ? Number(param) : null;
  const isNew = param === 'new';
  const exercise = useStaffExercise(exerciseId);
  const options = useCourseOptions();
  const save = useSaveExercise();
  const reload = useReloadExercise();
  const readOnly = !staff.permissions.includes('courses.write');
  const [notice, setNotice] = useState<string | null>(null);

  const gate = recordGate({
    unreachable: (!isNew && exerciseId === null) || (isNew && readOnly) || isMissing(exercise),
    record: exerciseId !== null ? exercise : undefined,
    needs: [options],
    notFound: t('admin.exercises.form.notFound'),
    backTo: exercisesPath,
    backLabel: t('admin.exercises.form.back'),
  });
  if (gate || !options.data) return gate;
  const saved = exercise.data ?? null;

  return (
    <section className={consoleStyles.panel}>
      <p>
        <Link to={exercisesPath}>← {t('admin.exercises.form.back')}</Link>
      </p>
      <ExerciseForm
        key={saved ? `${saved.id}-${saved.version}` : 'new'}
        initial={saved ? fieldsOf(saved) : EMPTY}
        options={options.data}
        saved={saved !== null}
        locked={saved?.answered ?? false}
        readOnly={readOnly}
        saving={save.isPending}
        error={save.error?.message ?? null}
        notice={notice}
        onReload={
          saved
            ? () => {
                save.reset();
                setNotice(null);
                void reload(saved.id);
              }
            : undefined
        }
        head={
          <>
            <h1 className={consoleStyles.pageTitle}>
              {saved ? t('admin.exercises.form.editTitle') : t('admin.exercises.form.newTitle')}
            </h1>
            {saved ? (
              <span className={consoleStyles.muted}>
                {t('admin.exercises.form.meta', {
                  code: saved.code,
                  version: saved.version,
                  updatedAt: formatDateTime(saved.updatedAt),
                })}
                {saved.lessonCount > 0 ? ` · ${t('admin.exercises.form.lessons', { count: saved.lessonCount })}` : ''}
              </span>
            ) : null}
          </>
        }
        onSubmit={(values) => {
          setNotice(null);
          save.mutate(
            { exerciseId: saved?.id ?? null, version: saved?.version ?? null, values },
            {
              onSuccess: (result) => {
                setNotice(saved ? t('admin.exercises.form.saved') : t('admin.exercises.form.created'));
                if (!saved) void navigate(exerciseEditPath(result.id), { replace: true });
              },
            },
          );
        }}
      />
    </section>
  );
}
