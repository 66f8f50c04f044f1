import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import { tutorSaveFields, type TutorFilter, type TutorFormValues } from '@contract/api/schemas/admin/tutors';
import type { TutorVisibility } from '@contract/vocabulary/tutorVisibility';
import { consoleApi } from './consoleApi';

export type StaffTutorRow = DataOf<typeof admin.tutors.tutorList>['list'][number];
export type StaffTutor = DataOf<typeof admin.tutors.tutorDetail>;

export const TUTOR_PAGE_SIZE = 20;

const keys = {
  list: (filter: TutorFilter) => ['console', 'tutors', 'list', filter] as const,
  one: (id: number) => ['console', 'tutors', 'one', id] as const,
};

export function useStaffTutors(filter: TutorFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () =>
      consoleApi.call(
        admin.tutors.tutorList,
        {
          q: filter.q,
          page: filter.page,
          size: TUTOR_PAGE_SIZE,
          ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
          ...(filter.gradeId ? { gradeId: filter.gradeId } : {}),
          ...(filter.visibility ? { visibility: filter.visibility } : {}),
        },
        { handleError: true },
      ),
    // The filters stay on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStaffTutor(tutorId: number | null) {
  return useQuery({
    queryKey: keys.one(tutorId ?? 0),
    queryFn: () => consoleApi.call(admin.tutors.tutorDetail, { tutorId: tutorId! }, { handleError: true }),
    enabled: tutorId !== null,
  });
}

/** A tutor write: the list and the audit log are read again; the answer is the tutor's new version. */
function useTutorWrite<Input>(write: (input: Input) => Promise<StaffTutor>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (saved) => {
      queries.setQueryData(keys.one(saved.id), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'tutors', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

export function useSaveTutor() {
  return useTutorWrite((input: { tutorId: number | null; version: number | null; values: TutorFormValues }) =>
    consoleApi.call(
      admin.tutors.saveTutor,
      {
        ...(input.tutorId ? { tutorId: input.tutorId } : {}),
        ...(input.version ? { version: input.version } : {}),
        ...tutorSaveFields(input.values),
      },
      { handleError: true },
    ),
  );
}

export function useSetTutorVisibility() {
  return useTutorWrite((input: { tutorId: number; visibility: TutorVisibility; version: number }) =>
    consoleApi.call(admin.tutors.setTutorVisibility, input, { handleError: true }),
  );
}

/** The tutor read again from the server, as after another editor's save. */
export function useReloadTutor() {
  const queries = useQueryClient();
  return (tutorId: number) => queries.invalidateQueries({ queryKey: keys.one(tutorId) });
}
