import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import {
  sittingMachine,
  type PracticeMarking,
  type SheetAnswer,
  type SittingEvent,
  type SittingQuestion,
} from '@machines/evaluation';

/** Marks one answer on the server; the page passes the call of its place (a lesson, the wrong-answer book). */
export type MarkAnswer = (input: { questionId: number; answer: SheetAnswer; spentSec: number }) => Promise<PracticeMarking>;

/** Practice has no clock: nothing ticks, so nothing redraws every second. */
const noClock = fromCallback<SittingEvent>(() => () => {});

/**
 * The evaluation's sitting machine in practice mode (no deadline, one question checked at a time) for a set of
 * questions and the markings already on record. Time per answer is measured from when the question could first be
 * answered (the page opened, or the last try again) to its check.
 */
export function usePractice(questions: SittingQuestion[], markings: Record<string, PracticeMarking>, mark: MarkAnswer) {
  const [pageOpenedAt] = useState(() => Date.now());
  const [startedAt] = useState(() => new Map<number, number>());
  const [machine] = useState(() =>
    sittingMachine.provide({
      actors: {
        clock: noClock,
        check: fromPromise(async ({ input }) => {
          const since = startedAt.get(input.questionId) ?? pageOpenedAt;
          const marking = await mark({ ...input, spentSec: Math.round((Date.now() - since) / 1000) });
          startedAt.set(input.questionId, Date.now());
          return marking;
        }),
      },
    }),
  );
  const actor = useFlowActor('practice', machine, {
    input: {
      sittingId: 0,
      questions,
      // A marked question shows the answer it was marked with.
      answers: Object.fromEntries(Object.entries(markings).map(([id, marking]) => [id, marking.answer])),
      deadlineMs: null,
      nowMs: Date.now(),
      markings,
    },
  });
  const view = useSelector(actor, (snapshot) => snapshot.context);
  return { ...view, send: actor.send };
}
