import type { UploadKind } from './uploadTypes';

/**
 * What the client needs to upload a file: post `token` and `file` (multipart) to `uploadUrl`, and `key` too
 * when the ticket has one.
 */
export interface UploadTicket {
  token: string;
  /** The one key the token may create (Qiniu, whose form upload must name it); the local store picks its own. */
  key?: string;
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
 * How long a ticket waits for its file. Each token stores one file: a Qiniu token may only create the key its
 * scope names, and the server's own store spends a token on its first file.
 */
export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;
