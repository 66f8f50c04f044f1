import type { ApiClient } from '@/api/client';
import { uploadFile } from '@/flows/upload';
import { detectImageType, IMAGE_SIGNATURE_BYTES, type ImageInspection, type UploadAvatarAnswer } from '@machines/settings';

/** What the file's first bytes say it is; its name and declared type are not trusted. */
export async function inspectImage(file: Blob): Promise<ImageInspection> {
  const bytes = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return { type: detectImageType(bytes) };
}

/** Uploads an avatar picture; the profile stores the upload's domain and key apart (qiniuUrl, photoUrl). */
export async function uploadImage(api: ApiClient, file: File, fallbackMessage: string): Promise<UploadAvatarAnswer> {
  const answer = await uploadFile(api, file, 'image', fallbackMessage);
  if (!answer.appData) return { status: answer.status, message: answer.message, appData: null };
  return { status: 1, message: '', appData: { qiniuUrl: answer.appData.domain, photoUrl: answer.appData.key } };
}
