import type { FastifyReply } from 'fastify';
import { API_STATUS, type ApiStatus, type Envelope } from '../../../../contract/api/schemas/contract';

export { ApiError } from './apiError';

/** Raised by the request validator; its message already names the field. */
export class InvalidInputError extends Error {
  readonly code = 'XB_INVALID_INPUT';
  readonly statusCode = 200;
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

export const SUCCESS_MESSAGE = '操作成功';

export function success<AppData>(appData: AppData, message = SUCCESS_MESSAGE): Envelope<AppData> {
  return { status: API_STATUS.success, message, appData };
}

export function failure(message: string, status: ApiStatus = API_STATUS.error): Envelope<null> {
  return { status, message, appData: null };
}

export function sendFailure(reply: FastifyReply, httpStatus: number, message: string, status: ApiStatus = API_STATUS.error) {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(failure(message, status)));
}
