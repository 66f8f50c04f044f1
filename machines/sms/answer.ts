/**
 * What a call actor resolves with: the server's answer envelope (SPEC §7). The app's actors turn status-0
 * failures into answers instead of throwing, so each machine decides what the user is told; an actor
 * rejects only when no answer arrived (network, time-out), which the HTTP client has already reported.
 */
export interface ServerAnswer<AppData> {
  status: number;
  message: string;
  appData: AppData | null;
}

export const ANSWER_SUCCESS = 1;

export function isSuccess(answer: ServerAnswer<unknown>): boolean {
  return answer.status === ANSWER_SUCCESS;
}

/** The text of a rejected call, kept in context for the view; null when the rejection carried none. */
export function failureText(error: unknown): string | null {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return null;
}

/** Guard implementation for flows that go on when a call's answer has status 1. */
export function answerSucceeded(_: unknown, params: { answer: ServerAnswer<unknown> }): boolean {
  return isSuccess(params.answer);
}

/** Guard implementation: a rejected call carried a text to show. */
export function hasFailureText(_: unknown, params: { error: unknown }): boolean {
  return failureText(params.error) !== null;
}
