import { API_MESSAGES, type ApiClient } from '@/api/client';
import * as webQiniu from '@contract/api/calls/web/qiniu';
import { answerOf } from '@/flows/account';
import { config } from '@/config';
import { i18n } from '@/i18n';

/**
 * A public picture (avatars), a private screenshot (feedback, complaints) or a private resume (documents too);
 * private files are shown only to their uploader and to staff.
 */
export type UploadKind = 'image' | 'screenshot' | 'document';

/** An anonymous form's image captcha (its id and the answer typed), which the upload ticket asks for. */
export interface CaptchaProof {
  c: string;
  captcha: string;
}

export type UploadAnswer =
  | { status: 1; message: ''; appData: { domain: string; key: string; url: string } }
  /** `ticket`: the ticket was refused (captcha, quota), which concerns the form; `upload`: the file was. */
  | { status: number; message: string; appData: null; refused?: 'ticket' | 'upload' };

/** The upload service answers like Qiniu: `{ key, hash }` on success, a message (or Qiniu's `error`) otherwise. */
function uploadAnswerOf(body: unknown): { key: string | null; message: string | null } {
  if (typeof body !== 'object' || body === null) return { key: null, message: null };
  const { key, message, error } = body as Record<string, unknown>;
  const text = typeof message === 'string' && message !== '' ? message : typeof error === 'string' ? error : null;
  return { key: typeof key === 'string' && key !== '' ? key : null, message: text };
}

/**
 * Uploads a file with a fresh ticket (qiniu/getuptoken of its kind): a multipart form with `token`, the
 * ticket's `key` when it has one, and `file` posted to the ticket's address; the stored address is the
 * ticket's domain followed by the answered key. A refusal resolves with its message; only a lost connection or
 * a time-out rejects. Without a login the ticket needs the form's captcha (`proof`).
 */
export async function uploadFile(
  api: ApiClient,
  file: File,
  kind: UploadKind,
  fallbackMessage: string,
  proof?: CaptchaProof,
): Promise<UploadAnswer> {
  const ticket = await answerOf(api.call(webQiniu.getUploadToken, { kind, ...proof }, { handleError: true }));
  if (!ticket.appData) return { status: ticket.status, message: ticket.message, appData: null, refused: 'ticket' };
  return uploadWithTicket(ticket.appData, file, fallbackMessage);
}

/** What an upload ticket says: where to post, with which token (and key), and the domain of the stored address. */
export interface UploadTicket {
  token: string;
  key?: string | undefined;
  uploadUrl: string;
  domain: string;
}

/**
 * Posts one file with a ticket already in hand (the site's qiniu/getuptoken or the console's own): a multipart
 * form with `token`, the ticket's `key` when it has one, and `file`.
 */
export async function uploadWithTicket(ticket: UploadTicket, file: File, fallbackMessage: string): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('token', ticket.token);
  // A Qiniu ticket admits one key, which its form upload must name; the server's own store picks the key itself.
  if (ticket.key) form.append('key', ticket.key);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(ticket.uploadUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(config.requestTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new Error(i18n.t(timedOut ? API_MESSAGES.timeout : API_MESSAGES.networkError));
  }
  const answer = uploadAnswerOf(await response.json().catch(() => null));
  if (response.ok && answer.key) {
    const domain = ticket.domain;
    return { status: 1, message: '', appData: { domain, key: answer.key, url: `${domain}${answer.key}` } };
  }
  return { status: 0, message: answer.message ?? fallbackMessage, appData: null, refused: 'upload' };
}
