/**
 * Short-lived in-process copies of what a signed-in user reads most: their session (every signed-in call
 * starts with it) and the answers of reads that depend only on the user and the fields sent.
 *
 * Copies stay right because the database says whose rows changed (see `db/rowChanges.ts`): every instance
 * hears each committed change to a user's session, profile, enrolments, study records or messages, whoever
 * made it. A change to their session or account row drops everything of theirs; a change to their other rows
 * drops their answers and keeps the session, which holds nothing else. A user's own calls (other than the
 * copied reads) also drop their answers here at once, before the call answers, so their next call never races
 * that notice; the services that change a session or account row drop the session the same way. While the
 * feed is not connected nothing is kept, and whatever was kept is dropped when it connects again, because
 * changes may have been missed in between.
 */
import type { RowChangeFeed } from '../db/rowChanges';

export interface UserCache {
  /** A copy of an answer for this user, when one is fresh; never loads. */
  peek<Value>(userId: number, key: string): Value | undefined;
  /** The copy when fresh; otherwise loads it, keeping it unless the user's rows changed meanwhile. */
  remember<Value>(userId: number, key: string, load: () => Promise<Value>): Promise<Value>;
  /**
   * For a lookup whose user is known only from its result (a session by its token): kept under the
   * user `ownerOf` names, or not at all when it names none.
   */
  rememberFound<Value>(key: string, ownerOf: (value: Value) => number | null, load: () => Promise<Value>): Promise<Value>;
  /** Drops everything kept for this user, session included, here and now (the notice follows for the others). */
  forgetUser(userId: number): void;
  /** Drops this user's copied answers and keeps their session, here and now. */
  forgetAnswers(userId: number): void;
  /** Whether copies are kept at all (a TTL above zero and a connected change feed). */
  readonly active: boolean;
  /** Copies answered and loads made while copying, since start; and how many copies (and bytes) are held now. */
  counts(): { hits: number; misses: number; entries: number; bytes: number };
  /** Starts following the database's row changes; copies are kept only while it is connected. */
  follow(feed: RowChangeFeed): Promise<void>;
  /** Resolves once every change committed before the call has been applied here (see RowChangeFeed). */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  value: unknown;
  bytes: number;
  userId: number;
  expiresAt: number;
  /** Sessions survive changes to shared catalogue rows; answers do not. */
  session: boolean;
}

/**
 * Bounds memory (by default): past this many bytes of copied answers (a session counts as SESSION_BYTES) the oldest
 * copies make room for each new one.
 */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const SESSION_BYTES = 512;
/** Forget markers are kept for loads in flight; past this many users they are folded into a full reset. */
const MAX_MARKS = 10_000;
const SESSION_KEY_PREFIX = 'session:';
/** The notice of a change to a user's rows other than their session and account (migration 0013). */
const ANSWERS_PREFIX = 'answers:';

/** When users, or everyone, were last marked as changed; see createUserCache. */
function newMarks() {
  let everyoneAt = 0;
  const userAt = new Map<number, number>();
  return {
    mark(userId: number, tick: number) {
      if (userAt.size >= MAX_MARKS) {
        userAt.clear();
        everyoneAt = tick;
      }
      userAt.set(userId, tick);
    },
    markEveryone(tick: number) {
      everyoneAt = tick;
      userAt.clear();
    },
    markedSince(userId: number, tick: number) {
      return everyoneAt > tick || (userAt.get(userId) ?? 0) > tick;
    },
  };
}

export function createUserCache(options: { ttlSeconds: number; now?: () => number; maxBytes?: number }): UserCache {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<number, Set<string>>();
  /*
   * A load that started before a change must not keep what it read. Every forget takes a tick of this clock
   * and marks the user with it; a load keeps its result only if neither its user nor everyone was marked
   * after it started. Sessions and answers are marked apart, since most changes leave sessions as they are.
   */
  let tick = 0;
  const sessionMarks = newMarks();
  const answerMarks = newMarks();
  let connected = false;
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let stopFollowing: (() => Promise<void>) | undefined;
  let following: RowChangeFeed | undefined;

  const keeping = () => options.ttlSeconds > 0 && connected;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  }

  function forget(userId: number, sessionsToo: boolean): void {
    tick += 1;
    answerMarks.mark(userId, tick);
    if (sessionsToo) sessionMarks.mark(userId, tick);
    for (const key of keysByUser.get(userId) ?? []) if (sessionsToo || !entries.get(key)?.session) drop(key);
  }

  function forgetEveryone(): void {
    tick += 1;
    answerMarks.markEveryone(tick);
    sessionMarks.markEveryone(tick);
    entries.clear();
    keysByUser.clear();
    bytes = 0;
  }

  function fresh<Value>(key: string): Value | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) {
      hits += 1;
      return entry.value as Value;
    }
    if (entry) drop(key);
    return undefined;
  }

  function keep(key: string, userId: number, value: unknown, startedAt: number): void {
    const session = key.startsWith(SESSION_KEY_PREFIX);
    if (!keeping() || (session ? sessionMarks : answerMarks).markedSince(userId, startedAt)) return;
    drop(key);
    const size = Buffer.isBuffer(value) ? value.length : SESSION_BYTES;
    for (const oldest of entries.keys()) {
      if (bytes + size <= maxBytes) break;
      drop(oldest);
    }
    entries.set(key, {
      value,
      bytes: size,
      userId,
      expiresAt: now() + options.ttlSeconds * 1000,
      session,
    });
    bytes += size;
    let keys = keysByUser.get(userId);
    if (!keys) keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  function onChange(payload: string): void {
    if (payload === '*') {
      // Shared catalogue rows changed: every user's lists may show them, but sessions are unaffected.
      tick += 1;
      answerMarks.markEveryone(tick);
      for (const [key, entry] of entries) if (!entry.session) drop(key);
      return;
    }
    const answersOnly = payload.startsWith(ANSWERS_PREFIX);
    const userId = Number(answersOnly ? payload.slice(ANSWERS_PREFIX.length) : payload);
    if (Number.isSafeInteger(userId)) forget(userId, !answersOnly);
  }

  return {
    peek<Value>(userId: number, key: string) {
      return keeping() ? fresh<Value>(`${userId}:${key}`) : undefined;
    },
    async remember<Value>(userId: number, key: string, load: () => Promise<Value>) {
      if (!keeping()) return load();
      const full = `${userId}:${key}`;
      const hit = fresh<Value>(full);
      if (hit !== undefined) return hit;
      const startedAt = tick;
      misses += 1;
      const value = await load();
      keep(full, userId, value, startedAt);
      return value;
    },
    async rememberFound<Value>(key: string, ownerOf: (value: Value) => number | null, load: () => Promise<Value>) {
      if (!keeping()) return load();
      const full = `${SESSION_KEY_PREFIX}${key}`;
      const hit = fresh<Value>(full);
      if (hit !== undefined) return hit;
      const startedAt = tick;
      misses += 1;
      const value = await load();
      const owner = ownerOf(value);
      if (owner !== null) keep(full, owner, value, startedAt);
      return value;
    },
    forgetUser(userId) {
      forget(userId, true);
    },
    forgetAnswers(userId) {
      forget(userId, false);
    },
    get active() {
      return keeping();
    },
    counts: () => ({ hits, misses, entries: entries.size, bytes }),
    async follow(feed) {
      following = feed;
      stopFollowing = await feed.watch({
        change: onChange,
        gap() {
          connected = false;
          forgetEveryone();
        },
        live() {
          forgetEveryone();
          connected = true;
        },
      });
    },
    async caughtUp() {
      await following?.caughtUp();
    },
    async close() {
      connected = false;
      forgetEveryone();
      await stopFollowing?.();
    },
  };
}
