import CryptoJS from 'crypto-js';
import { withoutPkcs7Padding } from '../../../../contract/api/schemas/aesPadding';

/*
 * Request bodies encrypted in the browser with crypto-js AES. Two forms are accepted, matching the two ways
 * crypto-js is usually called:
 *   - passphrase: CryptoJS.AES.encrypt(text, AES_KEY).toString()  (OpenSSL "Salted__" format, CBC)
 *   - raw key:    CryptoJS.AES.encrypt(text, Utf8.parse(AES_KEY), { mode: ECB, padding: Pkcs7 }).toString()
 *                 when AES_KEY is 16, 24 or 32 characters long.
 */

const SALTED_PREFIX = 'U2FsdGVkX1';

export function encryptWithPassphrase(plainText: string, key: string): string {
  return CryptoJS.AES.encrypt(plainText, key).toString();
}

export function encryptWithRawKey(plainText: string, key: string): string {
  return CryptoJS.AES.encrypt(plainText, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

function isRawKeyLength(key: string): boolean {
  return [16, 24, 32].includes(CryptoJS.enc.Utf8.parse(key).sigBytes);
}

/** Returns the plain text, or undefined when the ciphertext is not valid for this key. */
function looksLikeBody(text: string): boolean {
  if (text === '') return true;
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return true;
  return text.includes('=') && ![...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function decryptBody(cipherText: string, key: string): string | undefined {
  const trimmed = cipherText.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return undefined;
  try {
    const padded = trimmed.startsWith(SALTED_PREFIX)
      ? CryptoJS.AES.decrypt(trimmed, key, { padding: CryptoJS.pad.NoPadding })
      : isRawKeyLength(key)
        ? CryptoJS.AES.decrypt(trimmed, CryptoJS.enc.Utf8.parse(key), {
            mode: CryptoJS.mode.ECB,
            padding: CryptoJS.pad.NoPadding,
          })
        : undefined;
    const words = padded && withoutPkcs7Padding(padded);
    if (!words) return undefined;
    const text = words.toString(CryptoJS.enc.Utf8);
    // When a wrong key still passes the padding check, the result is stray bytes. A real body is JSON or form
    // text, and form text never holds raw control characters.
    if (text === '' && words.sigBytes !== 0) return undefined;
    if (!looksLikeBody(text)) return undefined;
    return text;
  } catch {
    return undefined;
  }
}
