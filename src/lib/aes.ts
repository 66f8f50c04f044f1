/*
 * AES on crypto-js: loaded only where it is needed (encrypted request bodies when configured), never with
 * the first download.
 */
import CryptoJS from 'crypto-js';
import { config } from '@/config';
import { withoutPkcs7Padding } from '@contract/api/schemas/aesPadding';

/**
 * AES with a passphrase, in crypto-js's OpenSSL-compatible format (salted, base64): the server and any
 * OpenSSL-based tool can decrypt it with the same passphrase.
 */
export function aesEncrypt(plainText: string, key: string = config.aesKey): string {
  return CryptoJS.AES.encrypt(plainText, key).toString();
}

/**
 * The plain text, or null when the cipher text is damaged or was made with another key. A wrong key
 * often decrypts to nothing at all, so an empty plain text also reads as null.
 */
export function aesDecrypt(cipherText: string, key: string = config.aesKey): string | null {
  try {
    const words = withoutPkcs7Padding(CryptoJS.AES.decrypt(cipherText, key, { padding: CryptoJS.pad.NoPadding }));
    const plain = words?.toString(CryptoJS.enc.Utf8) ?? '';
    return plain === '' ? null : plain;
  } catch {
    // A wrong key usually yields bytes that are not UTF-8, which crypto-js reports by throwing.
    return null;
  }
}
