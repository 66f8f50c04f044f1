import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Staff authenticator secrets at rest: AES-256-GCM under STAFF_TOTP_KEY, so a copy of the database (a backup, a
 * read replica, a leaked dump) does not hand over the second factor of every staff account. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the version names the scheme should it ever change.
 */
const VERSION = 'v1';

const keyOf = (secretKey: string) => createHash('sha256').update(`staff-totp|${secretKey}`).digest();

export function sealTotpSecret(secretKey: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret, or null when it was sealed under another key or has been altered (the member binds again). */
export function openTotpSecret(secretKey: string, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
