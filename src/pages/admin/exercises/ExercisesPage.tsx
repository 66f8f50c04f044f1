import { useNavigate, useSearchParams } from 'react-router';
import { EXERCISE_DIFFICULTIES, type ExerciseFilter } from '@contract/api/schemas/admin/exercises';
import { QUESTION_KINDS } from '@contract/api/schemas/evaluation/fields';
import { Button } from '@/components/Button';
import { consoleStyles, ExerciseTable, type ExerciseTableList } from '@/features/console';
import {
  EXERCISE_PAGE_SIZE,
  exerciseEditPath,
  listSearch,
  oneOfParam,
  positiveParam,
  useCourseOptions,
  useStaffExercises,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** The bank's filter from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): ExerciseFilter {
  return {
    q: (search.get('q') ?? '').slice(0, 40),
    categoryId: positiveParam(search.get('subject')),
    gradeId: positiveParam(search.get('grade')),
    kind: oneOfParam(QUESTION_KINDS, search.get('kind')),
    difficulty: oneOfParam(EXERCISE_DIFFICULTIES, search.get('difficulty')),
    page: positiveParam(search.get('page')) ?? 1,
  };
}

const searchOf = (filter: ExerciseFilter) =>
  listSearch([
    ['q', filter.q],
    ['subject', filter.categoryId],
    ['grade', filter.gradeId],
    ['kind', filter.kind],
    ['difficulty', filter.difficulty],
    ['page', filter.page > 1 ? filter.page : null],
  ]);

/** /admin/exercises: the question bank with search, filters and paging; new questions with courses.write. */
export function ExercisesPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const exercises = useStaffExercises(filter);
  const options = useCourseOptions();
  const canWrite = staff.permissions.includes('courses.write');

  const list: ExerciseTableList =
    exercises.isPending || options.isPending
      ? { state: 'loading' }
      : exercises.isError || options.isError
        ? {
            state: 'error',
            message: (exercises.error ?? options.error)?.message,
            onRetry: () => void Promise.all([exercises.refetch(), options.refetch()]),
            retrying: exercises.isFetching || options.isFetching,
          }
        : { state: 'ready', rows: exercises.data.list, total: exercises.data.total };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.exercises.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.exercises.intro')}</p>
        </div>
        {canWrite ? <Button onClick={() => void navigate(exerciseEditPath('new'))}>{t('admin.exercises.add')}</Button> : null}
      </div>
      <ExerciseTable
        list={list}
        pageSize={EXERCISE_PAGE_SIZE}
        filter={filter}
        options={options.data ?? { categories: [], grades: [] }}
        onFilterChange={(next) => setSearch(searchOf(next))}
        editPath={exerciseEditPath}
        canWrite={canWrite}
      />
    </section>
  );
}
