import { parse as parseQuery } from 'node:querystring';
import type { preValidationHookHandler } from 'fastify';
import { decryptBody } from '../crypto/bodyCipher';
import { ApiError } from './envelope';

export const NOT_ENCRYPTED_MESSAGE = '请求数据需要加密后以 data 字段提交';
export const BAD_CIPHERTEXT_MESSAGE = '请求数据解密失败，请检查加密方式';
export const BAD_PLAINTEXT_MESSAGE = '解密后的请求数据格式不正确';

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
}

/** Decrypted text is either a form-encoded string or JSON, whichever the client encrypted. */
function parsePlainText(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (trimmed.startsWith('{')) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      throw new ApiError(BAD_PLAINTEXT_MESSAGE);
    }
    throw new ApiError(BAD_PLAINTEXT_MESSAGE);
  }
  return { ...parseQuery(trimmed) };
}

/** Replaces `data=<ciphertext>` with the decrypted fields before validation sees the body. */
export function decryptRequestBody(aesKey: string): preValidationHookHandler {
  return async function decrypt(request) {
    const body = request.body;
    if (isEmpty(body)) {
      request.body = {};
      return;
    }
    const data = (body as Record<string, unknown>).data;
    if (typeof body !== 'object' || typeof data !== 'string' || Object.keys(body as object).length !== 1) {
      throw new ApiError(NOT_ENCRYPTED_MESSAGE);
    }
    const plain = decryptBody(data, aesKey);
    if (plain === undefined) throw new ApiError(BAD_CIPHERTEXT_MESSAGE);
    request.body = parsePlainText(plain);
  };
}
