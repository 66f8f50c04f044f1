import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import type { SubjectEdit } from '@contract/api/schemas/admin/taxonomy';
import { consoleApi } from './consoleApi';

export type StaffTaxonomy = DataOf<typeof admin.taxonomy.taxonomyDetail>;
export type StaffSubject = StaffTaxonomy['subjects'][number];
export type StaffGradeGroup = StaffTaxonomy['groups'][number];
export type StaffGrade = StaffGradeGroup['grades'][number];

const key = ['console', 'taxonomy'] as const;
const options = { handleError: true } as const;

export function useStaffTaxonomy() {
  return useQuery({ queryKey: key, queryFn: () => consoleApi.call(admin.taxonomy.taxonomyDetail, {}, options) });
}

/**
 * A taxonomy write: its answer (the whole taxonomy, new versions and order) replaces the cached one; the
 * course and tutor forms' subject and grade choices and the audit log are read again.
 */
function useTaxonomyWrite<Input>(write: (input: Input) => Promise<StaffTaxonomy>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      queries.setQueryData(key, answer);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'courses', 'options'] }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

export function useSaveSubject() {
  return useTaxonomyWrite((edit: SubjectEdit) => consoleApi.call(admin.taxonomy.saveSubject, edit, options));
}

export function useReorderSubjects() {
  return useTaxonomyWrite((ids: readonly number[]) =>
    consoleApi.call(admin.taxonomy.reorderSubjects, { subjectIds: ids.join(',') }, options),
  );
}

export function useDeleteSubject() {
  return useTaxonomyWrite((subject: { id: number; version: number }) =>
    consoleApi.call(admin.taxonomy.deleteSubject, { subjectId: subject.id, version: subject.version }, options),
  );
}

export function useRenameGrade() {
  return useTaxonomyWrite((edit: { gradeId: number; version: number; name: string }) =>
    consoleApi.call(admin.taxonomy.renameGrade, edit, options),
  );
}

export function useRenameGradeGroup() {
  return useTaxonomyWrite((edit: { groupId: number; version: number; name: string }) =>
    consoleApi.call(admin.taxonomy.renameGradeGroup, edit, options),
  );
}

export function useReorderGrades() {
  return useTaxonomyWrite((input: { groupId: number; gradeIds: readonly number[] }) =>
    consoleApi.call(admin.taxonomy.reorderGrades, { groupId: input.groupId, gradeIds: input.gradeIds.join(',') }, options),
  );
}
