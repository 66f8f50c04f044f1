import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as webLearningManagement from '@contract/api/calls/web/learningManagement';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import type { Loadable } from '@/components/Loadable';
import { positiveIntParam } from '@/lib/url';
import { type PlanData, PlanView } from './PlanView';
import '@/features/learning/texts';
import '@/features/studymag/texts';

/** The plan as shown while ticks are on their way: each pending tick already drawn. */
function withPending(plan: Loadable<PlanData>, pending: ReadonlyMap<number, boolean>): Loadable<PlanData> {
  if (plan.status !== 'ready' || !plan.data.plan || pending.size === 0) return plan;
  const items = plan.data.plan.items.map((item) => (pending.has(item.id) ? { ...item, done: pending.get(item.id)! } : item));
  return {
    ...plan,
    data: { ...plan.data, plan: { ...plan.data.plan, items, doneCount: items.filter((item) => item.done).length } },
  };
}

/** /studymag/plan?planId=: the current week's plan (or a chosen one); ticking a task saves it at once. */
export default function PlanPage() {
  const [params, setParams] = useSearchParams();
  const planId = positiveIntParam(params.get('planId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const plan = useApiQuery(webLearningManagement.learningPlan, planId ? { planId } : {}, {
    scope: rsNo,
    placeholderData: keepPreviousData,
  });
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const queryClient = useQueryClient();
  const tick = useMutation({
    mutationFn: (input: { planId: number; itemId: number; done: boolean }) =>
      api.call(webLearningManagement.planTask, { ...input, done: input.done ? '1' : '0' }),
    onMutate: (input) => setPending((current) => new Map(current).set(input.itemId, input.done)),
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: [webLearningManagement.learningPlan.path] });
      setPending((current) => {
        const next = new Map(current);
        next.delete(input.itemId);
        return next;
      });
    },
  });
  const current = plan.data?.plan ?? null;
  return (
    <PlanView
      plan={withPending(loadableOf(plan), pending)}
      onPlan={(id) => setParams({ planId: String(id) })}
      onToggle={(itemId, done) => current && tick.mutate({ planId: current.id, itemId, done })}
      pending={[...pending.keys()]}
    />
  );
}
