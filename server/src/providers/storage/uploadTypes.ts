import { fileTypeFromBuffer } from 'file-type';

export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

export const UPLOAD_DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type UploadDocumentType = keyof typeof UPLOAD_DOCUMENT_TYPES;
export type UploadFileType = UploadImageType | UploadDocumentType;

export const UPLOAD_FILE_EXTENSIONS: Record<UploadFileType, string> = { ...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES };

/**
 * What an upload token admits and who may read the file: `image`, a public picture (avatars); `screenshot`,
 * a private picture (complaint and feedback screenshots); `document`, a private resume (documents too).
 */
export const UPLOAD_KINDS = ['image', 'screenshot', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Private files are read only by their uploader and by staff, never from a public address. */
export function isPrivateKind(kind: UploadKind): boolean {
  return kind !== 'image';
}

export function uploadTypesOf(kind: UploadKind): UploadFileType[] {
  const images = Object.keys(UPLOAD_IMAGE_TYPES) as UploadImageType[];
  return kind === 'document' ? [...images, ...(Object.keys(UPLOAD_DOCUMENT_TYPES) as UploadDocumentType[])] : images;
}

/** "WordDocument" as a compound file's directory spells it: UTF-16, little-endian. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of an upload, read from its own bytes by `file-type` (the name and the declared content type are not
 * trusted), or undefined for a type uploads do not take. An animated PNG is still a PNG. `file-type` names every
 * compound file (old Word, Excel and PowerPoint files, installers) `application/x-cfb`: one counts as a Word
 * document when its directory names the stream that every .doc file holds, "WordDocument".
 */
export async function sniffUploadType(bytes: Uint8Array): Promise<UploadFileType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return undefined;
  if (found.mime === 'image/apng') return 'image/png';
  if (found.mime === 'application/x-cfb') {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME)
      ? 'application/msword'
      : undefined;
  }
  return Object.hasOwn(UPLOAD_FILE_EXTENSIONS, found.mime) ? (found.mime as UploadFileType) : undefined;
}
