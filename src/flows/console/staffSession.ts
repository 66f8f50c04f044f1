/**
 * The staff member's console session in this browser: the token the server issued and when it lapses. Kept in
 * local storage so a second tab of the console is signed in too; the server ends it after 30 idle minutes, on
 * sign-out and on a role change whatever is stored here, and the console forgets it on the first refusal.
 */
const SESSION_KEY = 'xueban.console.session';

export interface StaffSession {
  token: string;
  expiresAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { text: string | null; session: StaffSession | null } | undefined;

function readText(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(text: string | null): StaffSession | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StaffSession>;
    return typeof value.token === 'string' && value.token !== '' && typeof value.expiresAt === 'string'
      ? { token: value.token, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/** The stored session, or null; the same object while the stored text is unchanged (for useSyncExternalStore). */
export function readStaffSession(): StaffSession | null {
  const text = readText();
  if (cached?.text !== text) cached = { text, session: parse(text) };
  return cached.session;
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function writeStaffSession(session: StaffSession): void {
  lastEnd = null;
  try {
    globalThis.localStorage?.setItem(SESSION_KEY, JSON.stringify(session));
  } finally {
    changed();
  }
}

/** Why the session was last forgotten in this tab: the sign-in says so when it simply ran out. */
export type SessionEnd = 'signedOut' | 'expired';
let lastEnd: SessionEnd | null = null;

export function lastSessionEnd(): SessionEnd | null {
  return lastEnd;
}

export function clearStaffSession(reason: SessionEnd = 'signedOut'): void {
  lastEnd = reason;
  try {
    globalThis.localStorage?.removeItem(SESSION_KEY);
  } finally {
    changed();
  }
}

/** Calls `listener` when the session changes here or in another tab of the console. */
export function subscribeStaffSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
