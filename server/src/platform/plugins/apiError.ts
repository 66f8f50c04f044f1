import { API_STATUS, type ApiStatus } from '../../../../contract/api/schemas/contract';

/**
 * A failure the caller should see as a message. `status` 0 is a plain error, 2 "not logged in", 4 "session
 * invalid"; `httpStatus` stays 200 for business answers so clients read the envelope.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: ApiStatus = API_STATUS.error,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
