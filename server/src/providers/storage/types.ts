import type { UploadKind } from './uploadTypes';

/** What the client needs to upload a file: post `token` and `file` (multipart) to `uploadUrl`. */
export interface UploadTicket {
  token: string;
  uploadUrl: string;
  /** Public address prefix; the file's address is domain + the key returned by the upload. */
  domain: string;
  expiresAt: string;
}

export interface StorageProvider {
  readonly kind: 'local' | 'qiniu';
  createUploadTicket(now: Date, kind?: UploadKind): UploadTicket;
}

export const UPLOAD_TOKEN_TTL_SECONDS = 60 * 60;
