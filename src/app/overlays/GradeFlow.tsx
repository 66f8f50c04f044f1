import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { useToast } from '@/components/Toast';
import type { AppUser } from '@machines/app';
import { needsGradeCheck } from '@machines/grade';
import { api } from '@/app/api';
import { provideGradeFlowMachine } from '@/flows/account';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { useCurrentRoute } from '@/app/router/currentRoute';
import { GradeFlowDialog } from './GradeFlowDialog';

/**
 * SPEC §4 "grade flow on load": whenever the user record says a grade must be set or an upgrade is
 * waiting to be acknowledged — after a login or on opening the site with a kept login — the flow runs.
 * Not on the campaign pages: a visitor who signed in there stays with the offer, and is asked for the
 * grade on reaching the rest of the site.
 */
export function GradeFlow() {
  const user = useAppSelector((snapshot) => snapshot.context.user);
  const route = useCurrentRoute();
  if (!user || !needsGradeCheck(user) || route.area === 'campaign') return null;
  return <GradeFlowRun key={user.rsNo} user={user} />;
}

function GradeFlowRun({ user }: { user: AppUser }) {
  const app = useAppActor();
  const toast = useToast();
  const machine = useMemo(
    () =>
      provideGradeFlowMachine(api, {
        toast: (options) => void toast.show(options),
        userUpdated: (changes) => app.send({ type: 'user.updated', changes }),
      }),
    [app, toast],
  );
  const flow = useFlowActor('grade', machine, {
    input: { user: { rsNo: user.rsNo, isSetClass: user.isSetClass, isClassUpgrade: user.isClassUpgrade } },
  });
  return <GradeFlowDialog flow={flow} gradeName={user.gradeName ?? ''} />;
}
