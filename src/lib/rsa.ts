/* RSA on jsencrypt: only the pages and dialogs that send a password load it. */
import { JSEncrypt } from 'jsencrypt';
import { DEV_RSA_PUBLIC_KEY } from '@/config';
import { bootRsaPublicKey } from '@/api/http/bootConfig';

export class EncryptionError extends Error {
  constructor() {
    super('RSA encryption failed: the public key is invalid or the text is too long for it');
    this.name = 'EncryptionError';
  }
}

/**
 * The public key of the server that served this page, asked for each time a password is sent. Pages no server
 * wrote (Vite's dev server, Storybook, unit tests) talk to a development server: they use its key.
 */
export function serverPublicKey(): string {
  return bootRsaPublicKey() ?? DEV_RSA_PUBLIC_KEY;
}

/** RSA with PKCS#1 v1.5 padding, base64: how the login password travels. */
export function rsaEncrypt(plainText: string, publicKey: string = serverPublicKey()): string {
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

export function encryptPassword(password: string, publicKey: string = serverPublicKey()): string {
  return rsaEncrypt(password, publicKey);
}
