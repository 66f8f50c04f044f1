import { constants, createPrivateKey, type KeyObject, privateDecrypt } from 'node:crypto';
import { ApiError } from '../apiError';

export const PASSWORD_UNREADABLE = '密码解密失败，请刷新页面后重试';
export const PASSWORD_RULE = '密码应为 6-16 位，不能包含空格';

/** A parsed private key and its modulus length in bytes, the length of every block it decrypts. */
interface PrivateKey {
  key: KeyObject;
  size: number;
}

const keys = new Map<string, PrivateKey>();

function privateKey(pem: string): PrivateKey {
  let parsed = keys.get(pem);
  if (!parsed) {
    const key = createPrivateKey(pem);
    parsed = { key, size: Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 0) / 8) };
    keys.set(pem, parsed);
  }
  return parsed;
}

/** The message inside a PKCS#1 v1.5 encryption block: 0x00 0x02, at least 8 non-zero bytes, 0x00, message. */
function pkcs1v15Message(block: Buffer): Buffer | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  return separator < 10 ? null : block.subarray(separator + 1);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Passwords arrive encrypted by jsencrypt (PKCS#1 v1.5, base64). Node's privateDecrypt refuses that padding
 * since the Marvin advisory, so OpenSSL does the RSA step alone (no padding) and the padding is read here.
 * The RSA step in JavaScript (node-forge, as before) held the event loop for about 24 ms per login, which
 * every other call waiting behind it felt. Whitespace is removed as the login form does.
 */
export function decryptPassword(privateKeyPem: string, ciphertext: string): string {
  try {
    const { key, size } = privateKey(privateKeyPem);
    const sealed = Buffer.from(ciphertext, 'base64');
    // A number with leading zero bytes may arrive without them; raw RSA wants the key's full length.
    const block = privateDecrypt(
      { key, padding: constants.RSA_NO_PADDING },
      sealed.length < size ? Buffer.concat([Buffer.alloc(size - sealed.length), sealed]) : sealed,
    );
    const message = pkcs1v15Message(block);
    if (!message) throw new Error('not a PKCS#1 v1.5 block');
    return utf8.decode(message).replace(/\s+/g, '');
  } catch {
    throw new ApiError(PASSWORD_UNREADABLE);
  }
}

/** A new password must satisfy the same rule the forms show. */
export function newPassword(privateKeyPem: string, ciphertext: string): string {
  const password = decryptPassword(privateKeyPem, ciphertext);
  if (password.length < 6 || password.length > 16) throw new ApiError(PASSWORD_RULE);
  return password;
}
