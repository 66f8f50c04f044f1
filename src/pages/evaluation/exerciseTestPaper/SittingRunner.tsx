import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { DataOf } from '@contract/api/calls';
import * as evaluationPapers from '@contract/api/calls/evaluation/papers';
import { api } from '@/app/api';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import { NotFoundState } from '@/features/site/NotFoundState';
import { sittingMachine, unansweredCount, type SheetAnswer } from '@machines/evaluation';
import * as styles from '@/features/evaluation/evaluation.css';
import { SittingView } from './SittingView';

type Sitting = DataOf<typeof evaluationPapers.startSitting>;

/** Where the sheet waits on the device between saves, so a reload never loses an answer. */
const localKey = (sittingId: number) => `e-sitting:${sittingId}`;
/** Answers are sent to the server at most this often while the student is choosing. */
const SAVE_DELAY_MS = 800;

function localAnswers(sittingId: number): Record<string, SheetAnswer> {
  try {
    const saved = JSON.parse(localStorage.getItem(localKey(sittingId)) ?? '{}') as Record<string, SheetAnswer>;
    return typeof saved === 'object' && saved !== null ? saved : {};
  } catch {
    return {};
  }
}

export function SittingRunner({
  sitting,
  missing,
  onSubmitted,
}: {
  sitting: Loadable<Sitting>;
  missing: boolean;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  if (missing) {
    return (
      <div className={styles.page}>
        <NotFoundState title={t('evaluation.paper.missing')} to="/e/exercise-test-paper" action={t('evaluation.paper.choose')} />
      </div>
    );
  }
  return (
    <LoadableContent value={sitting} skeleton={<Skeleton height="24rem" />}>
      {(data) => <Sitting sitting={data} onSubmitted={onSubmitted} />}
    </LoadableContent>
  );
}

/** Sends the sheet to the server a moment after the last choice; the device copy covers the gap. */
function debouncedSaver(sittingId: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    save(answers: Record<string, SheetAnswer>) {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void api
          .call(evaluationPapers.saveAnswers, { sittingId, answers: JSON.stringify(answers) }, { silent: true })
          .catch(() => {
            // The sheet stays on the device and goes with the submit; a missed save loses nothing.
          });
      }, SAVE_DELAY_MS);
    },
    cancel() {
      if (timer) clearTimeout(timer);
    },
  };
}

function Sitting({ sitting, onSubmitted }: { sitting: Sitting; onSubmitted: () => void }) {
  const navigate = useNavigate();
  const [saver] = useState(() => debouncedSaver(sitting.sittingId));
  const [machine] = useState(() =>
    sittingMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const answer = await api.call(
            evaluationPapers.submitSitting,
            { sittingId: input.sittingId, answers: JSON.stringify(input.answers) },
            { handleError: true },
          );
          return { reportId: answer.reportId };
        }),
      },
      actions: {
        persistAnswers: (_, { answers }) => {
          localStorage.setItem(localKey(sitting.sittingId), JSON.stringify(answers));
          saver.save(answers);
        },
        notifySubmitted: (_, { reportId }) => {
          localStorage.removeItem(localKey(sitting.sittingId));
          onSubmitted();
          void navigate(`/e/report?reportId=${reportId}`, { replace: true });
        },
      },
    }),
  );
  // The server's clock decides the deadline; the device clock only measures time passing since.
  const [input] = useState(() => {
    const skew = Date.now() - new Date(sitting.serverNow).getTime();
    return {
      sittingId: sitting.sittingId,
      questions: sitting.questions,
      answers: { ...sitting.answers, ...localAnswers(sitting.sittingId) },
      deadlineMs: new Date(sitting.deadlineAt).getTime() + skew,
      nowMs: Date.now(),
    };
  });
  const actor = useFlowActor('evaluation.sitting', machine, { input });
  useEffect(() => () => saver.cancel(), [saver]);
  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    mode: snapshot.hasTag('reviewing')
      ? ('reviewing' as const)
      : snapshot.hasTag('confirming')
        ? ('confirming' as const)
        : snapshot.hasTag('timedOut')
          ? ('timedOut' as const)
          : snapshot.hasTag('submitting')
            ? ('submitting' as const)
            : snapshot.hasTag('failed')
              ? ('failed' as const)
              : ('answering' as const),
  }));
  return (
    <SittingView
      title={sitting.paper.title}
      questions={view.context.questions}
      answers={view.context.answers}
      current={view.context.current}
      layout={view.context.layout}
      secondsLeft={view.context.secondsLeft}
      mode={view.mode}
      unanswered={unansweredCount(view.context)}
      error={view.context.error}
      send={actor.send}
    />
  );
}
