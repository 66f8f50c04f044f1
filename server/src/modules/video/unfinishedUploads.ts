import { FileStore } from '@tus/file-store';
import { mediaFolders } from './pipeline';

/**
 * How long an upload may wait for its remaining bytes: an editor who closed the page can resume within three
 * days (the console keeps where it stopped); after that its partial file is deleted and it starts over.
 */
export const UPLOAD_RESUMABLE_MS = 3 * 24 * 3600 * 1000;

/** The tus store of the media folder's uploads; a finished upload stays, as its video's source. */
export function uploadStore(mediaDir: string): FileStore {
  return new FileStore({ directory: mediaFolders(mediaDir).uploads, expirationPeriodInMilliseconds: UPLOAD_RESUMABLE_MS });
}

/** Deletes the uploads left unfinished for longer than they may be resumed; how many it deleted. */
export function deleteAbandonedUploads(mediaDir: string): Promise<number> {
  return uploadStore(mediaDir).deleteExpired();
}
