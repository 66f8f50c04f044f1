import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarProblemOf,
  detectImageType,
  isMainlandMobile,
  sanitizePhone,
  SMS_TYPE_BIND_PHONE,
  SMS_TYPE_RESET_PASSWORD,
} from '@machines/settings';

describe('account settings rules', () => {
  it('sends reset-password codes as smsType 3 and new-phone codes as smsType 4', () => {
    expect(SMS_TYPE_RESET_PASSWORD).toBe(3);
    expect(SMS_TYPE_BIND_PHONE).toBe(4);
  });

  it('keeps the digits of a typed phone, at most 11, and accepts only 11 digits starting with 1', () => {
    expect(sanitizePhone('+86 139-1234-5678')).toBe('86139123456');
    expect(sanitizePhone('139 1234 5678')).toBe('13912345678');
    expect(isMainlandMobile('13912345678')).toBe(true);
    expect(isMainlandMobile('1391234567')).toBe(false);
    expect(isMainlandMobile('23912345678')).toBe(false);
  });

  it('accepts JPEG, PNG and WEBP avatars up to 2 MB', () => {
    expect(avatarProblemOf({ type: 'image/png', size: 1024 })).toBeNull();
    expect(avatarProblemOf({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblemOf({ type: 'image/webp', size: 10 })).toBeNull();
    expect(avatarProblemOf({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(avatarProblemOf({ type: 'image/gif', size: 10 })).toBe('badType');
    expect(avatarProblemOf({ type: '', size: 10 })).toBe('badType');
    expect(avatarProblemOf({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('tells a picture by its first bytes, whatever the file claims', () => {
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe('image/png');
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
