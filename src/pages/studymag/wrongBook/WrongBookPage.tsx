import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import * as webPractice from '@contract/api/calls/web/practice';
import type { WrongBookState } from '@contract/api/schemas/web/practice';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { usePractice } from '@/flows/learning';
import { OpenQuestions, type WrongBookData, WrongBookView } from './WrongBookView';
import '@/features/learning/texts';
import '@/features/studymag/texts';

/** The open questions redone on the sitting machine; each redo is marked on the server and moves the streak. */
function Redo({ data }: { data: WrongBookData }) {
  const practice = usePractice(
    data.items.map((item) => item.question),
    {},
    ({ questionId, answer, spentSec }) =>
      api.call(
        webPractice.redoWrongAnswer,
        { exerciseId: questionId, answer: JSON.stringify(answer), spentSec },
        { handleError: true },
      ),
  );
  return (
    <OpenQuestions
      items={data.items}
      answers={practice.answers}
      markings={practice.markings}
      checkingId={practice.checkingId}
      error={practice.error}
      send={practice.send}
    />
  );
}

/** /studymag/wrong-book?subject=&state=: the wrong-answer book by subject, open or cleared. */
export default function WrongBookPage() {
  const [params] = useSearchParams();
  const subject = params.get('subject') ?? '';
  const state: WrongBookState = params.get('state') === 'cleared' ? 'cleared' : 'open';
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  // Read once per visit: a refetch in the middle would restart the redos on screen.
  const book = useApiQuery(webPractice.wrongBook, subject ? { subject, state } : { state }, {
    scope: rsNo,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: (exerciseId: number) => api.call(webPractice.restoreWrongAnswer, { exerciseId }, { handleError: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [webPractice.wrongBook.path] }),
  });
  return (
    <WrongBookView
      book={loadableOf(book)}
      filter={{ subject, state }}
      onRestore={(exerciseId) => restore.mutate(exerciseId)}
      restoring={restore.isPending && restore.variables !== undefined ? [restore.variables] : []}
    >
      {(data) => <Redo key={`${subject}:${book.dataUpdatedAt}`} data={data} />}
    </WrongBookView>
  );
}
