import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { captchaImageSrc, randomSeed } from '@/flows/account';
import { provideSignIn } from './evaluationMachines';
import { cookies } from '@/lib/cookies';
import type { SignInMethod } from '@machines/evaluation';
import { captchaIdOf } from '@machines/sms';

export const EVALUATION_NEXT_STEP_PATH = '/e/next-step-login';
export const EVALUATION_REPORT_PATH = '/e/report';

/**
 * Runs the sign-in statechart for one method: the token goes into the eToken cookie as soon as it
 * exists, then the page moves on to the profile step or the report.
 */
export function useEvaluationSignIn(method: SignInMethod) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [captchaSeed] = useState(randomSeed);
  const [machine] = useState(() =>
    provideSignIn({
      captchaSeed,
      onSignedIn: (token) => {
        cookies.setEToken(token);
        // Answers cached for an earlier account must not show for this one.
        queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/e/') });
      },
    }),
  );
  const actor = useFlowActor('evaluation.signIn', machine, { input: { method } });
  const state = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    submitting: snapshot.hasTag('submitting'),
    smsStep: snapshot.hasTag('smsStep'),
    profile: snapshot.hasTag('profile'),
    done: snapshot.status === 'done',
  }));
  const [handled, setHandled] = useState(false);
  if (!handled && (state.profile || state.done)) {
    setHandled(true);
    queueMicrotask(() => void navigate(state.profile ? EVALUATION_NEXT_STEP_PATH : EVALUATION_REPORT_PATH, { replace: true }));
  }
  const captchaSrc = method === 'password' ? captchaImageSrc(captchaIdOf(captchaSeed, state.context.captchaSerial)) : null;
  return { actor, state, captchaSrc };
}
