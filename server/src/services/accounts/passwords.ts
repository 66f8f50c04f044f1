import forge from 'node-forge';
import { ApiError } from '../apiError';

export const PASSWORD_UNREADABLE = '密码解密失败，请刷新页面后重试';
export const PASSWORD_RULE = '密码应为 6-16 位，不能包含空格';

const keys = new Map<string, forge.pki.rsa.PrivateKey>();

function privateKey(pem: string): forge.pki.rsa.PrivateKey {
  let key = keys.get(pem);
  if (!key) {
    key = forge.pki.privateKeyFromPem(pem);
    keys.set(pem, key);
  }
  return key;
}

/**
 * Passwords arrive encrypted by jsencrypt (PKCS#1 v1.5, base64). Node's own privateDecrypt refuses that
 * padding, so node-forge does it. Whitespace is removed as the login form does.
 */
export function decryptPassword(privateKeyPem: string, ciphertext: string): string {
  try {
    const plain = privateKey(privateKeyPem).decrypt(forge.util.decode64(ciphertext), 'RSAES-PKCS1-V1_5');
    return forge.util.decodeUtf8(plain).replace(/\s+/g, '');
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
