export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;

/** Type from the file's first bytes; the declared content type of an upload is not trusted. */
export function detectImageType(bytes: Uint8Array): UploadImageType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return 'image/webp';
  }
  return undefined;
}

export const UPLOAD_DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type UploadDocumentType = keyof typeof UPLOAD_DOCUMENT_TYPES;
export type UploadFileType = UploadImageType | UploadDocumentType;

export const UPLOAD_FILE_EXTENSIONS: Record<UploadFileType, string> = { ...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES };

/** What an upload token admits: pictures only (avatars, feedback screenshots) or documents too (resumes). */
export const UPLOAD_KINDS = ['image', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export function uploadTypesOf(kind: UploadKind): UploadFileType[] {
  const images = Object.keys(UPLOAD_IMAGE_TYPES) as UploadImageType[];
  return kind === 'image' ? images : [...images, ...(Object.keys(UPLOAD_DOCUMENT_TYPES) as UploadDocumentType[])];
}

function includesText(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Document type from the file's bytes: PDF by its header; the old Word format by the OLE2 compound-file
 * header; a .docx is a ZIP whose entries name the Word document part.
 */
export function detectDocumentType(bytes: Uint8Array): UploadDocumentType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/msword';
  if (starts(0x50, 0x4b, 0x03, 0x04) && includesText(bytes, 'word/document.xml')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return undefined;
}

export function detectFileType(bytes: Uint8Array): UploadFileType | undefined {
  return detectImageType(bytes) ?? detectDocumentType(bytes);
}
