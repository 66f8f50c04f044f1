import { randomBytes, randomUUID } from 'node:crypto';

/** Public user id (rsNo / appUUId): random, so ids reveal neither order nor count of accounts. */
export function createRsNo(): string {
  return randomUUID().replaceAll('-', '');
}

/** A stable key (`code` column) for a record made in the console: its prefix, the time, and a random tail. */
export function newRecordCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
