/**
 * The session an accepted login, SMS check or registration opens, read from the server's answer; login and
 * registration share it so that both accept exactly the same answers.
 */
import { isSuccess, type ServerAnswer } from '../sms/answer';
import type { AppUser } from '../app/types';

export interface Session {
  user: AppUser;
  token: string;
}

/** An answer that may open a session. */
export type SessionAnswer = ServerAnswer<{ userInfo?: AppUser | null; token?: string }>;

/** A user and a token: what an accepted answer must carry. */
export function acceptedSession(answer: SessionAnswer): Session | null {
  const user = answer.appData?.userInfo;
  const token = answer.appData?.token;
  return isSuccess(answer) && user && token ? { user, token } : null;
}

/** Guard implementation (`acceptedWithSession`): the answer opens a session. */
export function opensSession(_: unknown, params: { answer: SessionAnswer }): boolean {
  return acceptedSession(params.answer) !== null;
}

/**
 * The onDone branch of a call whose accepted answer opens a session: guard acceptedWithSession({ answer }),
 * then the flow's rememberSession and `notify` actions, both given the session. `flow` names the flow in
 * the error thrown should the guard and this reading ever disagree.
 */
export function sessionOpened<const TTarget extends string, const TNotify extends string>(
  target: TTarget,
  notify: TNotify,
  flow: 'login' | 'registration',
) {
  const session = ({ event }: { event: { output: SessionAnswer } }): Session => {
    const opened = acceptedSession(event.output);
    if (!opened) throw new Error(`an answer without a user and a token was taken for a ${flow}`);
    return opened;
  };
  return {
    guard: {
      type: 'acceptedWithSession',
      params: ({ event }: { event: { output: SessionAnswer } }) => ({ answer: event.output }),
    },
    target,
    actions: [
      { type: 'rememberSession', params: session },
      { type: notify, params: session },
    ],
  } as const;
}
