import '@/features/evaluation/texts';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { evaluation as evaluationApi } from '@/api/calls';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { PaperListView } from './PaperListView';
import { SittingRunner } from './SittingRunner';

/** /e/exercise-test-paper: the papers to choose from, or, with ?paperId=, the sitting of that paper. */
export default function ExerciseTestPaperPage() {
  const [params] = useSearchParams();
  const paperId = Number(params.get('paperId'));
  const valid = Number.isInteger(paperId) && paperId > 0;
  const queryClient = useQueryClient();
  const papers = useApiQuery(evaluationApi.papers.paperList, {}, { enabled: !valid });
  // Every visit opens (or resumes) the sitting afresh: a cached sitting could be one already handed in.
  const sitting = useApiQuery(
    evaluationApi.papers.startSitting,
    { paperId: valid ? paperId : 1 },
    {
      enabled: valid,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    },
  );
  if (!valid) return <PaperListView papers={loadableOf(papers)} />;
  return (
    <SittingRunner
      sitting={loadableOf(sitting)}
      missing={sitting.isError}
      onSubmitted={() => void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/e/') })}
    />
  );
}
