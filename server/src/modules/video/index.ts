/**
 * Lesson videos: resumable uploads from the console, the transcode to encrypted HLS and its status. What other
 * modules use of it; its routes are registered from ./routes.
 */
export { keyFileOf, mediaFolders, transcodeWaiting } from './pipeline';
export { KEY_URI, MASTER_PLAYLIST } from './transcode';
export { transcodeFor } from './transcodeFor';
export { deleteAbandonedUploads } from './unfinishedUploads';
