import { API_STATUS } from '@contract/api/schemas/status';

/** Catalog keys of the messages the client produces itself; the server's own messages pass through. */
export const API_MESSAGES = {
  systemPrompt: 'api.systemPrompt',
  timeout: 'api.timeout',
  networkError: 'api.networkError',
  httpError: 'api.httpError',
  unexpectedAnswer: 'api.unexpectedAnswer',
  requestError: 'api.view.requestError',
  noContent: 'api.view.noContent',
  noPermission: 'api.view.noPermission',
} as const;

export type ApiMessageKey = (typeof API_MESSAGES)[keyof typeof API_MESSAGES];

export type GenericViewMessageKey =
  typeof API_MESSAGES.requestError | typeof API_MESSAGES.noContent | typeof API_MESSAGES.noPermission;

/**
 * What a generic empty or error view says for an answer: request error for status 0, nothing to
 * show for a success without data, log in first for 2 or 4; null when there is data to show.
 */
export function genericViewMessage(status: number, hasData: boolean): GenericViewMessageKey | null {
  if (status === API_STATUS.notLoggedIn || status === API_STATUS.sessionInvalid) return API_MESSAGES.noPermission;
  if (status === API_STATUS.success) return hasData ? null : API_MESSAGES.noContent;
  return API_MESSAGES.requestError;
}
