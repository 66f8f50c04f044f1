import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import type { FamilyActionInput, FamilyFilter } from '@contract/api/schemas/admin/families';
import type { ReportWeek } from '@contract/api/schemas/admin/studyReports';
import { consoleApi } from './consoleApi';

export type StaffFamilyRow = DataOf<typeof admin.families.familyList>['list'][number];
export type StaffFamily = DataOf<typeof admin.families.familyDetail>;

export const FAMILY_PAGE_SIZE = 20;

const keys = {
  all: ['console', 'families'] as const,
  list: (filter: FamilyFilter) => ['console', 'families', 'list', filter] as const,
  one: (familyId: string) => ['console', 'families', 'one', familyId] as const,
};

export function useStaffFamilies(filter: FamilyFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () =>
      consoleApi.call(
        admin.families.familyList,
        { q: filter.q, page: filter.page, size: FAMILY_PAGE_SIZE },
        { handleError: true },
      ),
    // The search stays on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStaffFamily(familyId: string | null) {
  return useQuery({
    queryKey: keys.one(familyId ?? ''),
    queryFn: () => consoleApi.call(admin.families.familyDetail, { familyId: familyId! }, { handleError: true }),
    enabled: familyId !== null,
  });
}

function send(familyId: string, input: FamilyActionInput) {
  const base = { familyId, reason: input.reason };
  const options = { handleError: true } as const;
  switch (input.action) {
    case 'unlock':
      return consoleApi.call(admin.families.unlockFamily, base, options);
    case 'signOut':
      return consoleApi.call(admin.families.signOutFamily, base, options);
    case 'clearDevices':
      return consoleApi.call(admin.families.clearFamilyDevices, base, options);
    case 'grade':
      return consoleApi.call(admin.families.setFamilyGrade, { ...base, gradeId: input.gradeId }, options);
    case 'grant':
      return consoleApi.call(admin.families.grantFamilyCourse, { ...base, courseId: input.courseId, kind: input.kind }, options);
  }
}

/**
 * An action on one family: its answer is the family's page as it is now, shown at once; the list (state,
 * grade) and the audit log are asked again.
 */
export function useFamilyAction(familyId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: FamilyActionInput) => send(familyId, input),
    onSuccess: (family) => {
      queries.setQueryData(keys.one(familyId), family);
      return Promise.all([
        queries.invalidateQueries({ queryKey: [...keys.all, 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

/** Building the weekly study reports now (service.write); the audit log gains the run. */
export function useRunStudyReports() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (week: ReportWeek) => consoleApi.call(admin.studyReports.runStudyReports, { week }, { handleError: true }),
    onSettled: () => queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
  });
}
