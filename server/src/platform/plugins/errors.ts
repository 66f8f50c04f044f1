import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_STATUS } from '../../../../contract/api/schemas/contract';
import { ApiError, InvalidInputError, sendFailure } from './envelope';

export const SERVER_ERROR_MESSAGE = '服务器繁忙，请稍后再试';

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Messages for errors raised by Fastify itself before a handler runs. */
function transportMessage(error: FastifyError, bodyLimit: number): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `请求数据过大，不能超过 ${formatBytes(bodyLimit)}`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求格式，请使用 application/x-www-form-urlencoded 或 application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求数据为空，JSON 请求需要提供数据';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求数据不是有效的 JSON';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return '请求长度与实际数据不一致';
    default:
      break;
  }
  return error.statusCode === 400 ? '请求数据格式不正确' : undefined;
}

export interface ErrorHandlingOptions {
  bodyLimit: number;
  /** Answers a GET that matched no route (the single-page app's history fallback); false to fall through. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean>;
}

/** Every failure leaves as the envelope; stack traces only go to the log. */
export function installErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendFailure(reply, error.httpStatus, error.message, error.status);
    if (error instanceof InvalidInputError) return sendFailure(reply, 200, error.message);
    const message = transportMessage(error, options.bodyLimit);
    if (message && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, error.statusCode, message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, error.statusCode, '请求无法处理，请检查后重试');
    }
    request.log.error({ err: error, url: request.url }, 'request failed');
    return sendFailure(reply, 500, SERVER_ERROR_MESSAGE);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.fallback && (await options.fallback(request, reply))) return reply;
    const path = request.url.split('?')[0] ?? request.url;
    const what = path.startsWith('/api/') ? '接口不存在' : '页面或资源不存在';
    return sendFailure(reply, 404, `${what}：${request.method} ${path}`, API_STATUS.error);
  });
}
