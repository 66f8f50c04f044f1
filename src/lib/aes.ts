/*
 * AES on crypto-js: loaded only where it is needed (encrypted request bodies when configured, the login
 * kept by "记住密码"), never with the first download.
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

const HEX_PER_BYTE = 2;
const IV_HEX = 16 * HEX_PER_BYTE;
const MAC_HEX = 32 * HEX_PER_BYTE;

/**
 * The key is split into one key for AES and one for the MAC, so neither use can weaken the other; both come
 * from the caller's 256-bit random key.
 */
function subKeys(keyHex: string) {
  const key = CryptoJS.enc.Hex.parse(keyHex);
  return { cipher: CryptoJS.HmacSHA256('encrypt', key), mac: CryptoJS.HmacSHA256('authenticate', key) };
}

/**
 * AES-256-CBC with a random IV under a raw key (hex), then an HMAC-SHA256 over IV and cipher text
 * (encrypt-then-MAC), written as base64url: safe in a cookie as it is. Changing a single character makes
 * `openSealed` refuse the whole value instead of decrypting it to something else.
 */
export function sealWithKey(plainText: string, keyHex: string): string {
  const keys = subKeys(keyHex);
  const iv = CryptoJS.lib.WordArray.random(16);
  const body = iv.toString() + CryptoJS.AES.encrypt(plainText, keys.cipher, { iv }).ciphertext.toString();
  const mac = CryptoJS.HmacSHA256(CryptoJS.enc.Hex.parse(body), keys.mac).toString();
  return CryptoJS.enc.Base64url.stringify(CryptoJS.enc.Hex.parse(body + mac));
}

/** Compares two MACs in a time that does not depend on where they first differ. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The plain text of `sealWithKey`, or null when the value was changed, cut, or sealed with another key. */
export function openSealed(sealed: string, keyHex: string): string | null {
  try {
    const hex = CryptoJS.enc.Base64url.parse(sealed).toString();
    if (hex.length < IV_HEX + 32 + MAC_HEX) return null;
    const body = hex.slice(0, -MAC_HEX);
    const keys = subKeys(keyHex);
    if (!sameText(CryptoJS.HmacSHA256(CryptoJS.enc.Hex.parse(body), keys.mac).toString(), hex.slice(-MAC_HEX))) return null;
    const cipherParams = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Hex.parse(body.slice(IV_HEX)) });
    const plain = CryptoJS.AES.decrypt(cipherParams, keys.cipher, { iv: CryptoJS.enc.Hex.parse(body.slice(0, IV_HEX)) });
    return plain.toString(CryptoJS.enc.Utf8);
  } catch {
    return null;
  }
}
