/**
 * Every failed call rejects with one of these. `handled` tells the caller whether the user has already
 * been told (warning, toast, notice) or the failure was deliberately kept quiet, so a page shows
 * nothing more.
 */
export class RequestError extends Error {
  readonly path: string;
  readonly handled: boolean;

  constructor(message: string, path: string, handled: boolean) {
    super(message);
    this.name = 'RequestError';
    this.path = path;
    this.handled = handled;
  }
}

/** The server answered with a status other than success; `message` is the server's text. */
export class ApiError extends RequestError {
  readonly status: number;

  constructor(status: number, message: string, path: string, handled: boolean) {
    super(message, path, handled);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Status 2 (not logged in) or 4 (session invalid). */
export class SessionExpiredError extends ApiError {
  constructor(status: number, message: string, path: string) {
    super(status, message, path, true);
    this.name = 'SessionExpiredError';
  }
}

/** The HTTP exchange itself failed; `httpStatus` is 0 when no answer arrived at all. */
export class HttpError extends RequestError {
  readonly httpStatus: number;

  constructor(httpStatus: number, message: string, path: string, handled: boolean) {
    super(message, path, handled);
    this.name = 'HttpError';
    this.httpStatus = httpStatus;
  }
}

export class TimeoutError extends RequestError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number, message: string, path: string, handled: boolean) {
    super(message, path, handled);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** A newer identical call replaced this one, or the caller aborted it. Never shown to the user. */
export class CancelledError extends RequestError {
  constructor(path: string) {
    super('The call was cancelled', path, true);
    this.name = 'CancelledError';
  }
}

/** A successful HTTP answer that is not the `{ status, message, appData }` the contract promises. */
export class UnexpectedAnswerError extends RequestError {
  constructor(message: string, path: string, handled: boolean) {
    super(message, path, handled);
    this.name = 'UnexpectedAnswerError';
  }
}
