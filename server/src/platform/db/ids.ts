import { randomUUID } from 'node:crypto';

/** Public user id (rsNo / appUUId): random, so ids reveal neither order nor count of accounts. */
export function createRsNo(): string {
  return randomUUID().replaceAll('-', '');
}
