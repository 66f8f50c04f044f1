/**
 * Short-lived shared state (captcha answers, SMS codes, rate-limit counters, cached reads). With REDIS_URL
 * every instance sees the same values; otherwise they live in this process.
 */
export interface Store {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /**
   * Claims `key` at `at` (ms, the caller's clock) for `holdMs`, in one atomic step: stores `at` unless the key
   * holds a claim made less than `holdMs` before `at`. Returns null when this call claimed the key, else the
   * time of the claim that holds it, so of concurrent claims exactly one wins. The age is judged by the
   * caller's clock, as the rest of the app judges time; the TTL (`holdMs`) only clears the key away.
   */
  claimSince(key: string, at: number, holdMs: number): Promise<number | null>;
  del(key: string): Promise<void>;
  /** Adds one and returns the new count; the TTL starts with the first increment. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Returns the value and deletes it in one step, so a value can be used only once. */
  take(key: string): Promise<string | null>;
  /**
   * One guess at the one-time code recorded at `key` (see CodeRecord), in a single atomic step: reads the
   * record, counts a wrong guess and compares. Concurrent guesses are therefore counted one after another:
   * once `maxTries` wrong ones have killed the code, a later guess finds no code at all.
   */
  guessCode(key: string, guess: CodeGuess): Promise<CodeGuessResult>;
  close(): Promise<void>;
}

/**
 * What a one-time code key holds: only a hash of the code, when it was sent, and the wrong guesses so far.
 * A record may carry other fields of its owner's (what the code is for); a wrong guess writes them back unchanged.
 */
export interface CodeRecord {
  hash: string;
  sentAt: number;
  tries: number;
}

export interface CodeGuess {
  /** Hash of the guessed code, computed as the record's was. */
  hash: string;
  /** The app's clock (ms): a record at least `lifetimeMs` old counts as gone, as if its TTL had run out. */
  now: number;
  lifetimeMs: number;
  maxTries: number;
  /** A right guess also deletes the record, so the code cannot be replayed. */
  consume: boolean;
}

export type CodeGuessResult =
  | { outcome: 'right' }
  | { outcome: 'wrong'; triesLeft: number }
  /** This wrong guess was the last allowed: the record is gone. */
  | { outcome: 'dead' }
  | { outcome: 'missing' };

/** Whether a claim stored as `held` still holds at `at` (see Store.claimSince); the Redis script mirrors it. */
export function claimHolds(held: string | null | undefined, at: number, holdMs: number): boolean {
  const since = Number(held);
  return held != null && Number.isFinite(since) && at - since < holdMs;
}

/**
 * The decision of a guess, the same in both stores (the Redis script mirrors it line by line). Returns the
 * record to write back, or null to delete it, or undefined to leave it.
 */
export function judgeGuess(
  record: CodeRecord,
  guess: CodeGuess,
): { result: CodeGuessResult; next: CodeRecord | null | undefined } {
  if (guess.now - record.sentAt >= guess.lifetimeMs) return { result: { outcome: 'missing' }, next: null };
  // Both are HMACs under a server secret, so how long comparing them takes tells nothing about the code.
  if (record.hash === guess.hash) return { result: { outcome: 'right' }, next: guess.consume ? null : undefined };
  const tries = (record.tries ?? 0) + 1;
  if (tries >= guess.maxTries) return { result: { outcome: 'dead' }, next: null };
  return { result: { outcome: 'wrong', triesLeft: guess.maxTries - tries }, next: { ...record, tries } };
}
