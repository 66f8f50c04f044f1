import { ApiError, SessionExpiredError } from '@/api/client';
import type { ServerAnswer } from '@machines/sms/answer';

/**
 * Turns a call made with `handleError: true` into the answer envelope the machines decide on: success →
 * status 1 with the data; a refusal (status 0 and the like) → its status and the server's message. Session
 * expiry and transport failures still reject: the HTTP client has told the user and the app machine.
 */
export async function answerOf<AppData>(call: Promise<AppData>): Promise<ServerAnswer<AppData>> {
  try {
    const appData = await call;
    return { status: 1, message: '', appData };
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof SessionExpiredError)) {
      return { status: error.status, message: error.message, appData: null };
    }
    throw error;
  }
}
