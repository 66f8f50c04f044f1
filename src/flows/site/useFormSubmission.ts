import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '@/api/http/errors';
import type { FormState } from '@/features/site/forms';

/**
 * Sending a form: one request at a time (a second press while sending does nothing), the server's refusal
 * as a message, and 'sent' once it has accepted.
 */
export function useFormSubmission<Payload>(send: (payload: Payload) => Promise<unknown>) {
  const mutation = useMutation({ mutationFn: send });
  // The mutation's pending state reaches the page a render later; a second press in between (a fast double
  // click) would send the form again, spending its captcha, and show that refusal over the first one's success.
  const sending = useRef(false);
  const state: FormState = mutation.isSuccess ? 'sent' : mutation.isPending ? 'submitting' : 'editing';
  const error = mutation.error;
  return {
    state,
    serverError: error ? (error instanceof ApiError ? error.message : error.message || null) : null,
    submit(payload: Payload, onRefused?: () => void) {
      if (sending.current || mutation.isPending) return;
      sending.current = true;
      mutation.mutate(payload, {
        onError: () => onRefused?.(),
        onSettled: () => {
          sending.current = false;
        },
      });
    },
    reset: () => mutation.reset(),
  };
}
