import { randomBytes, randomInt } from 'node:crypto';

/** Beijing time, as order numbers and receipts show it. */
function beijingStamp(now: Date): string {
  const shifted = new Date(now.getTime() + 8 * 60 * 60 * 1000);
  return shifted
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
}

/** XB + yyyyMMddHHmmss (Beijing) + 6 random digits: readable over the phone, unique in practice and by constraint. */
export function newOrderNo(now: Date): string {
  return `XB${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Our reference for one attempt to pay an order: its number and four more characters (at most 32, as providers allow). */
export function newOutTradeNo(orderNo: string): string {
  return `${orderNo}${randomBytes(3).toString('hex').slice(0, 4).toUpperCase()}`;
}

/** The token of a share link: 128 random bits, so links cannot be guessed from one another. */
export function newShareId(): string {
  return randomBytes(16).toString('hex');
}
