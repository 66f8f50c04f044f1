import { randomBytes, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { deriveKeyOnHashingThread } from './hashingThreads';

/** Work factors for new hashes; stored hashes carry their own, so these can rise later. */
const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond this so a tampered hash cannot make verification eat the machine. */
const MAX_COST = 1 << 20;

/** Derived on a thread that gives way to requests (hashingThreads.ts). */
function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return deriveKeyOnHashingThread(password.normalize('NFC'), salt, keyLength, options);
}

function memoryFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize * 2;
}

/** Returns `scrypt$N$r$p$saltB64$hashB64`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: memoryFor(COST, BLOCK_SIZE),
  });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

function parsePositiveInt(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const cost = parsePositiveInt(parts[1]);
  const blockSize = parsePositiveInt(parts[2]);
  const parallelism = parsePositiveInt(parts[3]);
  if (cost === null || blockSize === null || parallelism === null) return false;
  if (cost > MAX_COST || (cost & (cost - 1)) !== 0 || blockSize > 32 || parallelism > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await deriveKey(password, salt, expected.length, {
    N: cost,
    r: blockSize,
    p: parallelism,
    maxmem: memoryFor(cost, blockSize),
  });
  return timingSafeEqual(actual, expected);
}
