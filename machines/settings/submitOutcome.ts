/**
 * How a settings form's call ends, written once for bind phone, reset password and change password.
 *
 * Why it exists: the three flows ended their call with the same branches, word for word; built here they
 * cannot drift apart. Spread into the `invoke` of the form's `submitting` state:
 * - the call answers status 1 → the branch given (its target and actions), guard accepted({ answer });
 * - another answer → editing.serverError, its message recorded with recordError({ message });
 * - no answer: the HTTP client has told the user; a rejection with a text → editing.serverError with that
 *   text (guard hasFailureText({ error })), else → editing.filling, the form as typed for another try.
 *
 * The flow's setup provides the guards (`answerSucceeded` and `hasFailureText` of ../sms/answer) and the
 * action recordError; its createMachine checks them.
 */
import { failureText, type ServerAnswer } from '../sms/answer';

interface Answered {
  event: { output: ServerAnswer<unknown> };
}

interface Rejected {
  event: { error: unknown };
}

export function submitOutcome<const TAccepted extends { target: string }>(accepted: TAccepted) {
  return {
    onDone: [
      { guard: { type: 'accepted', params: ({ event }: Answered) => ({ answer: event.output }) }, ...accepted },
      {
        target: 'editing.serverError',
        actions: { type: 'recordError', params: ({ event }: Answered) => ({ message: event.output.message }) },
      },
    ],
    onError: [
      {
        guard: { type: 'hasFailureText', params: ({ event }: Rejected) => ({ error: event.error }) },
        target: 'editing.serverError',
        actions: { type: 'recordError', params: ({ event }: Rejected) => ({ message: failureText(event.error) }) },
      },
      { target: 'editing.filling' },
    ],
  } as const;
}
