import { createHmac, timingSafeEqual } from 'node:crypto';

/** The upload policy carried inside a Qiniu-format upload token. */
export interface PutPolicy {
  /** `<bucket>`, or `<bucket>:<key>` to admit only that key. */
  scope: string;
  /** Qiniu's "create only": with a scope naming a key, that key is created once and never overwritten. */
  insertOnly?: 1;
  /** Unix seconds after which the token is refused. */
  deadline: number;
  fsizeLimit?: number;
  mimeLimit?: string;
  /** Qiniu's "end user" field; the local store keeps a private file's owner in it. */
  endUser?: string;
  /**
   * The local store's own field, so two tokens asked for in the same second differ and each is spent alone
   * (a Qiniu token needs none: its scope names a key of its own).
   */
  nonce?: string;
}

// Qiniu's "URL-safe base64" swaps the two characters but keeps the padding.
function urlSafeBase64(data: Buffer | string): string {
  return Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

function sign(secretKey: string, encodedPolicy: string): string {
  return urlSafeBase64(createHmac('sha1', secretKey).update(encodedPolicy).digest());
}

/** accessKey:encodedSign:encodedPutPolicy, as Qiniu's upload API expects. */
export function createUploadToken(keys: { accessKey: string; secretKey: string }, policy: PutPolicy): string {
  const encodedPolicy = urlSafeBase64(JSON.stringify(policy));
  return `${keys.accessKey}:${sign(keys.secretKey, encodedPolicy)}:${encodedPolicy}`;
}

/** The policy of a token signed with these keys, or undefined when the token is forged or malformed. */
export function readUploadToken(token: string, keys: { accessKey: string; secretKey: string }): PutPolicy | undefined {
  const parts = token.split(':');
  if (parts.length !== 3) return undefined;
  const [accessKey, signature, encodedPolicy] = parts as [string, string, string];
  if (accessKey !== keys.accessKey) return undefined;
  const expected = Buffer.from(sign(keys.secretKey, encodedPolicy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const policy = JSON.parse(
      Buffer.from(encodedPolicy.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'),
    ) as PutPolicy;
    return typeof policy.deadline === 'number' && typeof policy.scope === 'string' ? policy : undefined;
  } catch {
    return undefined;
  }
}
