import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import { exerciseSaveFields, type ExerciseFilter, type ExerciseFormValues } from '@contract/api/schemas/admin/exercises';
import { consoleApi } from './consoleApi';

export type StaffExerciseRow = DataOf<typeof admin.exercises.exerciseList>['list'][number];
export type StaffExercise = DataOf<typeof admin.exercises.exerciseDetail>;
export type LessonExerciseList = DataOf<typeof admin.exercises.lessonExerciseList>;

export const EXERCISE_PAGE_SIZE = 20;
/** Questions the lesson dialog's picker shows a page. */
export const EXERCISE_PICKER_SIZE = 8;

const keys = {
  list: (filter: ExerciseFilter, excludeLessonId: number | null, excludePaperId: number | null, size: number) =>
    ['console', 'exercises', 'list', filter, excludeLessonId, excludePaperId, size] as const,
  one: (id: number) => ['console', 'exercises', 'one', id] as const,
  lesson: (lessonId: number) => ['console', 'exercises', 'lesson', lessonId] as const,
};

/** The bank under a filter; with a lesson, only the questions it does not have yet (the picker's list). */
export function useStaffExercises(
  filter: ExerciseFilter,
  options: { excludeLessonId?: number | null; excludePaperId?: number | null; size?: number; enabled?: boolean } = {},
) {
  const size = options.size ?? EXERCISE_PAGE_SIZE;
  const excludeLessonId = options.excludeLessonId ?? null;
  const excludePaperId = options.excludePaperId ?? null;
  return useQuery({
    queryKey: keys.list(filter, excludeLessonId, excludePaperId, size),
    queryFn: () =>
      consoleApi.call(
        admin.exercises.exerciseList,
        {
          q: filter.q,
          page: filter.page,
          size,
          ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
          ...(filter.gradeId ? { gradeId: filter.gradeId } : {}),
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.difficulty ? { difficulty: filter.difficulty } : {}),
          ...(excludeLessonId ? { excludeLessonId } : {}),
          ...(excludePaperId ? { excludePaperId } : {}),
        },
        { handleError: true },
      ),
    // The filters stay on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useStaffExercise(exerciseId: number | null) {
  return useQuery({
    queryKey: keys.one(exerciseId ?? 0),
    queryFn: () => consoleApi.call(admin.exercises.exerciseDetail, { exerciseId: exerciseId! }, { handleError: true }),
    enabled: exerciseId !== null,
  });
}

/** Saves a question; the bank and the audit log are read again, the answer is the question's new version. */
export function useSaveExercise() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { exerciseId: number | null; version: number | null; values: ExerciseFormValues }) =>
      consoleApi.call(
        admin.exercises.saveExercise,
        {
          ...(input.exerciseId ? { exerciseId: input.exerciseId } : {}),
          ...(input.version ? { version: input.version } : {}),
          ...exerciseSaveFields(input.values),
        },
        { handleError: true },
      ),
    onSuccess: (saved) => {
      queries.setQueryData(keys.one(saved.id), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'exercises', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'exercises', 'lesson'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

/** The question read again from the server, as after another editor's save. */
export function useReloadExercise() {
  const queries = useQueryClient();
  return (exerciseId: number) => queries.invalidateQueries({ queryKey: keys.one(exerciseId) });
}

export function useLessonExercises(lessonId: number, enabled = true) {
  return useQuery({
    queryKey: keys.lesson(lessonId),
    queryFn: () => consoleApi.call(admin.exercises.lessonExerciseList, { lessonId }, { handleError: true }),
    enabled,
  });
}

/** One change to a lesson's exercises, as the lesson's dialog sends it. */
export type LessonExerciseEdit =
  | { kind: 'add'; exerciseId: number }
  | { kind: 'remove'; exerciseId: number }
  | { kind: 'order'; exerciseIds: readonly number[] };

function sendLessonEdit(lessonId: number, edit: LessonExerciseEdit): Promise<LessonExerciseList> {
  const options = { handleError: true };
  switch (edit.kind) {
    case 'add':
      return consoleApi.call(admin.exercises.addLessonExercise, { lessonId, exerciseId: edit.exerciseId }, options);
    case 'remove':
      return consoleApi.call(admin.exercises.removeLessonExercise, { lessonId, exerciseId: edit.exerciseId }, options);
    case 'order':
      return consoleApi.call(
        admin.exercises.orderLessonExercises,
        { lessonId, exerciseIds: edit.exerciseIds.join(',') },
        options,
      );
  }
}

/**
 * Edits a lesson's exercises: each answer is the lesson's whole list; the course's outline (its exercise
 * counts), the picker and the bank's lesson counts are read again.
 */
export function useEditLessonExercises(courseId: number, lessonId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (edit: LessonExerciseEdit) => sendLessonEdit(lessonId, edit),
    onSuccess: (list) => {
      queries.setQueryData(keys.lesson(lessonId), list);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'outline', courseId] }),
        queries.invalidateQueries({ queryKey: ['console', 'exercises', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}
