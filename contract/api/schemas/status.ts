/*
 * The answer statuses, apart from the schemas: the browser's HTTP client needs them in the first download,
 * the schema library it does not.
 */

/** Values of the `status` field every call answers with. */
export const API_STATUS = {
  error: 0,
  success: 1,
  notLoggedIn: 2,
  sessionInvalid: 4,
} as const;
export type ApiStatus = (typeof API_STATUS)[keyof typeof API_STATUS];
