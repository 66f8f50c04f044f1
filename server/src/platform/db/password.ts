import { randomBytes, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { deriveKeyOnHashingThread } from './hashingThreads';

/**
 * Work factors of new hashes: OWASP's scrypt parameters (N=2^17, r=8, p=1), about half a second of one core
 * and 128 MiB here. Stored hashes carry their own, so these can rise later; a login with an older hash
 * writes it again with these (`needsRehash`).
 */
export const OWASP_SCRYPT = { cost: 2 ** 17, blockSize: 8, parallelism: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond this so a tampered hash cannot make verification eat the machine. */
const MAX_COST = 1 << 20;

/**
 * The cost new hashes get. The configuration (PASSWORD_HASH_COST) may lower it where speed matters more than
 * strength, as in tests; production refuses anything below OWASP's (config.ts).
 */
let currentCost: number = OWASP_SCRYPT.cost;

export function usePasswordHashCost(cost: number): void {
  if (!Number.isSafeInteger(cost) || cost < 2 || cost > MAX_COST || (cost & (cost - 1)) !== 0) {
    throw new Error(`scrypt 的 N 应为 2 到 ${MAX_COST} 之间的 2 的幂`);
  }
  currentCost = cost;
}

export function passwordHashCost(): number {
  return currentCost;
}

/** Derived on a thread that gives way to requests (hashingThreads.ts). */
function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return deriveKeyOnHashingThread(password.normalize('NFC'), salt, keyLength, options);
}

/** scrypt needs 128·N·r bytes; twice that leaves room for its own bookkeeping. */
function memoryFor(cost: number, blockSize: number): number {
  return 128 * cost * blockSize * 2;
}

/** Returns `scrypt$N$r$p$saltB64$hashB64`. */
export async function hashPassword(password: string): Promise<string> {
  const { blockSize, parallelism } = OWASP_SCRYPT;
  const cost = currentCost;
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, KEY_LENGTH, {
    N: cost,
    r: blockSize,
    p: parallelism,
    maxmem: memoryFor(cost, blockSize),
  });
  return ['scrypt', cost, blockSize, parallelism, salt.toString('base64'), key.toString('base64')].join('$');
}

function parsePositiveInt(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

interface StoredHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

/** The parts of a hash this module wrote, or null for anything else. */
function parseHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const cost = parsePositiveInt(parts[1]);
  const blockSize = parsePositiveInt(parts[2]);
  const parallelism = parsePositiveInt(parts[3]);
  if (cost === null || blockSize === null || parallelism === null) return null;
  if (cost > MAX_COST || (cost & (cost - 1)) !== 0 || blockSize > 32 || parallelism > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost, blockSize, parallelism, salt, key };
}

const decoys = new Map<number, Promise<string>>();

/**
 * A hash of a password nobody has, at today's cost: verifying it for an unknown account makes the answer as
 * slow as a wrong password's for a real one.
 */
export function decoyHash(): Promise<string> {
  let decoy = decoys.get(currentCost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(24).toString('base64url'));
    decoys.set(currentCost, decoy);
  }
  return decoy;
}

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await deriveKey(password, hash.salt, hash.key.length, {
    N: hash.cost,
    r: hash.blockSize,
    p: hash.parallelism,
    maxmem: memoryFor(hash.cost, hash.blockSize),
  });
  return timingSafeEqual(actual, hash.key);
}

/**
 * Whether a hash that has just verified is weaker than new hashes are (a lower cost, block size or key length
 * than today's): the login that proved the password then stores it again with today's parameters.
 */
export function needsRehash(stored: string): boolean {
  const hash = parseHash(stored);
  if (!hash) return false;
  return (
    hash.cost < currentCost ||
    hash.blockSize < OWASP_SCRYPT.blockSize ||
    hash.parallelism < OWASP_SCRYPT.parallelism ||
    hash.key.length < KEY_LENGTH
  );
}
