import type { UploadKind } from './uploadTypes';

/** What the client needs to upload a file: post `token` and `file` (multipart) to `uploadUrl`. */
export interface UploadTicket {
  token: string;
  uploadUrl: string;
  /** Address prefix; the file's address is domain + the key returned by the upload. */
  domain: string;
  expiresAt: string;
}

export interface StorageProvider {
  readonly kind: 'local' | 'qiniu';
  /** A public picture's ticket; private kinds are kept by the server's own store (LocalStorage). */
  createUploadTicket(now: Date, kind?: UploadKind): UploadTicket;
}

/**
 * Short, because Qiniu cannot make its tokens single-use: there a token admits further files until this
 * deadline (each still within the size and type limits). The server's own store spends a token on its first file.
 */
export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;
