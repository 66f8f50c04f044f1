import { createHash, randomBytes } from 'node:crypto';

export interface JsSdkSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** WeChat signs the page address without its fragment. */
export function signableUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** The JS-SDK signature: SHA-1 over the four fields in this exact order and spelling. */
export function jsSdkSignature(fields: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  const text = `jsapi_ticket=${fields.ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${signableUrl(fields.url)}`;
  return createHash('sha1').update(text).digest('hex');
}

export function createNonceStr(): string {
  return randomBytes(12).toString('base64url').slice(0, 16);
}

export function signPage(input: { appId: string; ticket: string; url: string; now: Date; nonceStr?: string }): JsSdkSignature {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  const nonceStr = input.nonceStr ?? createNonceStr();
  return {
    appId: input.appId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature({ ticket: input.ticket, nonceStr, timestamp, url: input.url }),
  };
}
