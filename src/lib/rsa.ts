/* RSA on jsencrypt: only the pages and dialogs that send a password load it. */
import { JSEncrypt } from 'jsencrypt';
import { config } from '@/config';

export class EncryptionError extends Error {
  constructor() {
    super('RSA encryption failed: the public key is invalid or the text is too long for it');
    this.name = 'EncryptionError';
  }
}

/** RSA with PKCS#1 v1.5 padding, base64: how the login password travels. */
export function rsaEncrypt(plainText: string, publicKey: string = config.rsaPublicKey): string {
  let cipher: string | false;
  try {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(publicKey);
    cipher = encryptor.encrypt(plainText);
  } catch {
    cipher = false;
  }
  if (cipher === false) throw new EncryptionError();
  return cipher;
}

export function encryptPassword(password: string, publicKey: string = config.rsaPublicKey): string {
  return rsaEncrypt(password, publicKey);
}
