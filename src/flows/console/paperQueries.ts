import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, type DataOf } from '@contract/api/calls';
import { paperSaveFields, type PaperFilter, type PaperFormValues } from '@contract/api/schemas/admin/papers';
import type { PaperState } from '@contract/vocabulary/testPapers';
import { consoleApi } from './consoleApi';

export type StaffPaperRow = DataOf<typeof admin.papers.paperList>['list'][number];
export type StaffPaper = DataOf<typeof admin.papers.paperDetail>;
export type PaperResultsData = DataOf<typeof admin.papers.paperResults>;

export const PAPER_PAGE_SIZE = 20;

const keys = {
  list: (filter: PaperFilter) => ['console', 'papers', 'list', filter] as const,
  one: (id: number) => ['console', 'papers', 'one', id] as const,
  results: (id: number) => ['console', 'papers', 'results', id] as const,
};

export function useStaffPapers(filter: PaperFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () =>
      consoleApi.call(
        admin.papers.paperList,
        {
          q: filter.q,
          page: filter.page,
          size: PAPER_PAGE_SIZE,
          ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
          ...(filter.gradeId ? { gradeId: filter.gradeId } : {}),
          ...(filter.state ? { state: filter.state } : {}),
        },
        { handleError: true },
      ),
    // The filters stay on screen with the last list while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useStaffPaper(paperId: number | null) {
  return useQuery({
    queryKey: keys.one(paperId ?? 0),
    queryFn: () => consoleApi.call(admin.papers.paperDetail, { paperId: paperId! }, { handleError: true }),
    enabled: paperId !== null,
  });
}

export function usePaperResults(paperId: number | null) {
  return useQuery({
    queryKey: keys.results(paperId ?? 0),
    queryFn: () => consoleApi.call(admin.papers.paperResults, { paperId: paperId! }, { handleError: true }),
    enabled: paperId !== null,
  });
}

/** One change to a paper, as its page sends it; every answer is the whole paper at its new version. */
export type PaperEdit =
  | { kind: 'save'; values: PaperFormValues }
  | { kind: 'questions'; exerciseIds: readonly number[] }
  | { kind: 'assemble'; easy: number; medium: number; hard: number; knowledgePoints: string }
  | { kind: 'state'; state: PaperState };

function sendPaperEdit(paper: { id: number; version: number } | null, edit: PaperEdit): Promise<StaffPaper> {
  const options = { handleError: true };
  const at = paper ? { paperId: paper.id, version: paper.version } : null;
  switch (edit.kind) {
    case 'save':
      return consoleApi.call(admin.papers.savePaper, { ...(at ?? {}), ...paperSaveFields(edit.values) }, options);
    case 'questions':
      return consoleApi.call(admin.papers.setPaperQuestions, { ...at!, exerciseIds: edit.exerciseIds.join(',') }, options);
    case 'assemble':
      return consoleApi.call(
        admin.papers.assemblePaper,
        { ...at!, easy: edit.easy, medium: edit.medium, hard: edit.hard, knowledgePoints: edit.knowledgePoints },
        options,
      );
    case 'state':
      return consoleApi.call(admin.papers.setPaperState, { ...at!, state: edit.state }, options);
  }
}

/** Edits a paper (or creates one, with no paper yet); the lists, its results and the audit log are read again. */
export function useEditPaper(paper: { id: number; version: number } | null) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (edit: PaperEdit) => sendPaperEdit(paper, edit),
    onSuccess: (saved) => {
      queries.setQueryData(keys.one(saved.id), saved);
      return Promise.all([
        queries.invalidateQueries({ queryKey: ['console', 'papers', 'list'] }),
        queries.invalidateQueries({ queryKey: ['console', 'exercises', 'list'] }),
        queries.invalidateQueries({ queryKey: keys.results(saved.id) }),
        queries.invalidateQueries({ queryKey: ['console', 'audit'] }),
      ]);
    },
  });
}

/** The paper read again from the server, as after another editor's save. */
export function useReloadPaper() {
  const queries = useQueryClient();
  return (paperId: number) => queries.invalidateQueries({ queryKey: keys.one(paperId) });
}
