import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/** Work factors for new hashes; stored hashes carry their own, so these can rise later. */
const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond this so a tampered hash cannot make verification eat the machine. */
const MAX_COST = 1 << 20;

/*
 * A hash is made slow on purpose (about 30 ms of one core), and Node runs up to four at once in its thread
 * pool. A burst of logins would then take every core of a small machine from the event loop and the
 * database, and every other call would wait. So hashes queue here, leaving at least one core to the rest.
 * On two cores, in `npm run bench`'s mix, cached reads beside logins answered within 24 ms at p99 instead
 * of 41, orders within 0.4–0.7 s instead of 0.9; logins alone went from 49 to 32 a second.
 */
const hashing = pLimit(Math.max(1, Math.min(4, availableParallelism() - 1)));

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolvePromise, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
          if (error) reject(error);
          else resolvePromise(key);
        });
      }),
  );
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
