/** Rules of the account-settings flows (SPEC §5, §7): SMS types, phone numbers, avatar files. */
import { smsTypeNumber } from '@contract/vocabulary/sms';

/** smsType of the code that proves a forgotten password may be replaced. */
export const SMS_TYPE_RESET_PASSWORD = smsTypeNumber('resetPassword');
/** smsType of the code sent to a new phone before it replaces the account's phone. */
export const SMS_TYPE_BIND_PHONE = smsTypeNumber('bindPhone');

export const PHONE_LENGTH = 11;
const MAINLAND_MOBILE = /^1\d{10}$/;

/** The phone as typed: digits only, at most 11. */
export function sanitizePhone(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

export function isMainlandMobile(phone: string): boolean {
  return MAINLAND_MOBILE.test(phone);
}

/** Avatars the server stores and every browser shows; GIF is refused so a profile picture never moves. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
/** Small enough for a profile picture on a slow connection; the server would take up to 5 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function isAvatarType(type: string | null | undefined): type is AvatarType {
  return (AVATAR_TYPES as readonly string[]).includes(type ?? '');
}

/** Why a picked file is refused before anything is sent. */
export type AvatarProblem = 'empty' | 'tooLarge' | 'badType' | 'notImage';

/** What the browser says about the file: its declared type and size (the content is checked afterwards). */
export function avatarProblemOf(file: { type: string; size: number }): AvatarProblem | null {
  if (!isAvatarType(file.type)) return 'badType';
  if (file.size <= 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

/** How many leading bytes detectImageType needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

/** The type a file's first bytes announce; a renamed document is not a picture whatever its name says. */
export function detectImageType(bytes: Uint8Array): AvatarType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return 'image/webp';
  }
  return null;
}
