import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import * as evaluationAccount from '@contract/api/calls/evaluation/account';
import { api } from '@/app/api';
import { EVALUATION_LOGIN_PATH } from '@/app/routes';
import { cookies } from '@/lib/cookies';

/**
 * Leaves the evaluation area: the server ends the eToken session (so the token is dead wherever it was copied),
 * then this browser forgets it and its answers, and the login replaces the page. Back then lands on pages the
 * route guard sends to the login, since the cookie is gone. A server that cannot be reached does not keep the
 * family signed in on this device.
 */
export function useEvaluationSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await api.call(evaluationAccount.signOut, {}, { silent: true }).catch(() => undefined);
    cookies.removeEToken();
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/e/') });
    await navigate(EVALUATION_LOGIN_PATH, { replace: true });
  };
  return { signOut, signingOut };
}
