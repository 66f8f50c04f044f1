import { constants, createHmac, createPrivateKey, type KeyObject, privateDecrypt } from 'node:crypto';
import { ApiError } from '../../platform/plugins/apiError';

export const PASSWORD_RULE = '密码应为 6-16 位，不能包含空格';

/** What reading a sealed password needs from the configuration. */
export interface PasswordKeys {
  rsa: { privateKey: string };
  /** HMAC key of the stand-in password a ciphertext that does not decrypt is given (implicit rejection). */
  passwordRejectionSecret: string;
}

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

/**
 * The message inside a PKCS#1 v1.5 encryption block (0x00 0x02, at least 8 non-zero bytes, 0x00, message), or
 * null. The whole block is always read, so how long this takes does not tell where the block went wrong.
 */
function pkcs1v15Message(block: Buffer): Buffer | null {
  let bad = block.length < 11 ? 1 : 0;
  bad |= block[0] ?? 1;
  bad |= (block[1] ?? 0) ^ 0x02;
  let separator = 0;
  for (let index = 2; index < block.length; index++) {
    const isZero = block[index] === 0 ? 1 : 0;
    const first = isZero & (separator === 0 ? 1 : 0);
    separator = first ? index : separator;
  }
  bad |= separator === 0 ? 1 : 0;
  bad |= separator < 10 ? 1 : 0;
  return bad === 0 ? block.subarray(separator + 1) : null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The plaintext, or null when the ciphertext is not a PKCS#1 v1.5 block of UTF-8 text under this key. */
function decrypt(privateKeyPem: string, ciphertext: string): string | null {
  try {
    const { key, size } = privateKey(privateKeyPem);
    const sealed = Buffer.from(ciphertext, 'base64');
    // A number with leading zero bytes may arrive without them; raw RSA wants the key's full length.
    const block = privateDecrypt(
      { key, padding: constants.RSA_NO_PADDING },
      sealed.length < size ? Buffer.concat([Buffer.alloc(size - sealed.length), sealed]) : sealed,
    );
    const message = pkcs1v15Message(block);
    return message ? utf8.decode(message) : null;
  } catch {
    return null;
  }
}

/**
 * The password a ciphertext that does not decrypt stands for: 6-16 characters taken from an HMAC of the
 * ciphertext under a secret of the server's, so the same ciphertext always gives the same password and
 * nobody without the secret can tell it from a real one.
 */
function standInPassword(secret: string, ciphertext: string): string {
  const mac = createHmac('sha256', secret).update(ciphertext, 'utf8').digest();
  return mac.toString('base64url').slice(0, 6 + ((mac[0] ?? 0) % 11));
}

/**
 * Passwords arrive encrypted by jsencrypt (PKCS#1 v1.5, base64). Node's privateDecrypt refuses that padding
 * since the Marvin advisory, so OpenSSL does the RSA step alone (no padding) and the padding is read here.
 * The RSA step in JavaScript (node-forge, as before) held the event loop for about 24 ms per login, which
 * every other call waiting behind it felt. Whitespace is removed as the login form does.
 *
 * A ciphertext that does not decrypt is not an error: answering it differently from a wrong password would
 * tell an attacker which of their made-up ciphertexts have valid padding, which is enough to decrypt a
 * captured one (Bleichenbacher). It gets a stand-in password instead (implicit rejection, as RFC 8017's
 * successors and OpenSSL 3.2 do), and the call goes on to the ordinary "wrong password" answer and lockout.
 */
export function decryptPassword(keys: PasswordKeys, ciphertext: string): string {
  const standIn = standInPassword(keys.passwordRejectionSecret, ciphertext);
  const plaintext = decrypt(keys.rsa.privateKey, ciphertext);
  return (plaintext ?? standIn).replace(/\s+/g, '');
}

/** A new password must satisfy the same rule the forms show. */
export function newPassword(keys: PasswordKeys, ciphertext: string): string {
  const password = decryptPassword(keys, ciphertext);
  if (password.length < 6 || password.length > 16) throw new ApiError(PASSWORD_RULE);
  return password;
}
