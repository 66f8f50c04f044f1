import { useState, type FormEvent, type ReactNode } from 'react';
import { EXERCISE_DIFFICULTIES, type ExerciseFilter } from '@contract/api/schemas/admin/exercises';
import { QUESTION_KINDS, type QuestionKind } from '@contract/api/schemas/evaluation/fields';
import { useTranslation } from '@/i18n/react';
import { FilterSelect } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from '../CourseTable/CourseTable.css';

export interface ExerciseFilterOptions {
  categories: readonly { id: number; name: string }[];
  grades: readonly { id: number; name: string }[];
}

export const NO_EXERCISE_FILTER: ExerciseFilter = { q: '', categoryId: null, gradeId: null, kind: '', difficulty: '', page: 1 };

export const isExerciseFiltered = (filter: ExerciseFilter) =>
  filter.q !== '' || filter.categoryId !== null || filter.gradeId !== null || filter.kind !== '' || filter.difficulty !== '';

/** The bank's search and filters, above its list and in a lesson's picker; any change goes back to page one. */
export function ExerciseFilters(props: {
  filter: ExerciseFilter;
  options: ExerciseFilterOptions;
  onFilterChange: (filter: ExerciseFilter) => void;
  /** What "clear" goes back to: no filter, or the picker's default subject. */
  cleared?: ExerciseFilter;
  children?: ReactNode;
}) {
  const { filter, options, onFilterChange, cleared = NO_EXERCISE_FILTER } = props;
  const { t } = useTranslation();
  const [q, setQ] = useState(filter.q);
  const change = (patch: Partial<ExerciseFilter>) => onFilterChange({ ...filter, page: 1, ...patch });
  function search(event: FormEvent) {
    event.preventDefault();
    change({ q: q.trim() });
  }
  return (
    <form className={styles.filters} onSubmit={search} role="search">
      <label className={styles.filter}>
        {t('admin.exercises.search')}
        <input className={styles.search} type="search" value={q} onChange={(event) => setQ(event.target.value)} maxLength={40} />
      </label>
      <FilterSelect
        label={t('admin.exercises.filters.subject')}
        value={filter.categoryId}
        any={t('admin.exercises.anySubject')}
        choices={options.categories.map((category) => ({ value: category.id, label: category.name }))}
        onPick={(value) => change({ categoryId: value ? Number(value) : null })}
      />
      <FilterSelect
        label={t('admin.exercises.filters.grade')}
        value={filter.gradeId}
        any={t('admin.exercises.anyGrade')}
        choices={options.grades.map((grade) => ({ value: grade.id, label: grade.name }))}
        onPick={(value) => change({ gradeId: value ? Number(value) : null })}
      />
      <FilterSelect
        label={t('admin.exercises.filters.kind')}
        value={filter.kind}
        any={t('admin.exercises.anyKind')}
        choices={QUESTION_KINDS.map((kind) => ({ value: kind, label: t(`admin.exercises.kinds.${kind}`) }))}
        onPick={(value) => change({ kind: value as QuestionKind | '' })}
      />
      <FilterSelect
        label={t('admin.exercises.filters.difficulty')}
        value={filter.difficulty}
        any={t('admin.exercises.anyDifficulty')}
        choices={EXERCISE_DIFFICULTIES.map((level) => ({ value: level, label: t(`admin.exercises.difficulties.${level}`) }))}
        onPick={(value) => change({ difficulty: value as ExerciseFilter['difficulty'] })}
      />
      <button type="submit" className={shared.linkButton}>
        {t('admin.exercises.searchButton')}
      </button>
      {JSON.stringify({ ...filter, page: 1 }) !== JSON.stringify(cleared) ? (
        <button
          type="button"
          className={shared.linkButton}
          onClick={() => {
            setQ(cleared.q);
            onFilterChange(cleared);
          }}
        >
          {t('admin.exercises.clear')}
        </button>
      ) : null}
      {props.children}
    </form>
  );
}
