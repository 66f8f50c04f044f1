import { createHmac, timingSafeEqual } from 'node:crypto';

/** `a=1&b=2` over the non-empty fields in key order, leaving out the signature fields. */
export function canonicalFields(fields: Record<string, string>, omit: readonly string[] = ['sign', 'sign_type']): string {
  return Object.keys(fields)
    .filter((key) => !omit.includes(key) && fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export function hmacSign(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(canonicalFields(fields), 'utf8').digest('hex');
}

export function hmacVerify(fields: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(fields.sign ?? '', 'utf8');
  const expected = Buffer.from(hmacSign(fields, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
