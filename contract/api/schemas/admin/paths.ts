/** Prefix of the operations console's calls; they accept only staff session tokens. */
export const ADMIN_API = '/api/admin/v1';

/**
 * Where the console uploads lesson videos with the tus protocol (resumable): a POST creates an upload with the
 * metadata `lessonId` and `filename`, PATCHes send the bytes. The finished upload becomes the lesson's video
 * and is transcoded to HLS. Staff token in the Authorization header; needs courses.write.
 */
export const VIDEO_UPLOAD_PATH = `${ADMIN_API}/video/upload`;
