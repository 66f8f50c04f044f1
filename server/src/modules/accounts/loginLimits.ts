import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';

/**
 * Wrong passwords counted per account (the phone typed, whatever address the attempts come from) and per
 * address. Reaching the limit within the window locks that subject for `lockSeconds`, counted from the
 * failure that reached it. Counters and locks live in the shared store, so with REDIS_URL every instance
 * sees the same lock.
 */
export const LOGIN_LIMITS = {
  perAccount: 5,
  perIp: 30,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
} as const;

export const tooManyFailures = (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`;

type Subject = { kind: 'account' | 'ip'; value: string };

const countKey = (s: Subject) => `login-fail:${s.kind}:${s.value}`;
/** When the counted failures began: the window is measured on the app's clock, not only by the store's TTL. */
const startKey = (s: Subject) => `login-fail-start:${s.kind}:${s.value}`;
/** Holds the time (ms) the lock ends. */
const lockKey = (s: Subject) => `login-lock:${s.kind}:${s.value}`;
const limitOf = (s: Subject) => (s.kind === 'account' ? LOGIN_LIMITS.perAccount : LOGIN_LIMITS.perIp);

function subjects(account: string, ip: string): Subject[] {
  return [
    { kind: 'account', value: account },
    { kind: 'ip', value: ip },
  ];
}

/** Minutes a lock still holds, or 0 when the subject is free. */
async function lockedMinutes(deps: Pick<AppDeps, 'now' | 'store'>, subject: Subject): Promise<number> {
  const until = Number((await deps.store.get(lockKey(subject))) ?? 0);
  const leftMs = until - deps.now().getTime();
  return leftMs > 0 ? Math.max(1, Math.ceil(leftMs / 60_000)) : 0;
}

/** When the account's lock (wrong passwords typed for it) ends, or null while it may sign in. */
export async function accountLockedUntil(deps: Pick<AppDeps, 'now' | 'store'>, account: string): Promise<Date | null> {
  const until = Number((await deps.store.get(lockKey({ kind: 'account', value: account }))) ?? 0);
  return until > deps.now().getTime() ? new Date(until) : null;
}

/** Refuses before any password is checked while an account or an address is locked. */
export async function assertLoginAllowed(deps: Pick<AppDeps, 'now' | 'store'>, account: string, ip: string): Promise<void> {
  for (const subject of subjects(account, ip)) {
    const minutes = await lockedMinutes(deps, subject);
    if (minutes > 0) throw new ApiError(tooManyFailures(minutes));
  }
}

async function forget(deps: Pick<AppDeps, 'store'>, subject: Subject): Promise<void> {
  await deps.store.del(countKey(subject));
  await deps.store.del(startKey(subject));
}

/** Failures of the subject within the window, this one included. */
async function countFailure(deps: Pick<AppDeps, 'now' | 'store'>, subject: Subject): Promise<number> {
  const now = deps.now().getTime();
  const start = Number((await deps.store.get(startKey(subject))) ?? Number.NaN);
  if (Number.isFinite(start) && now - start >= LOGIN_LIMITS.windowSeconds * 1000) await forget(deps, subject);
  const failures = await deps.store.incr(countKey(subject), LOGIN_LIMITS.windowSeconds);
  if (failures === 1) await deps.store.set(startKey(subject), String(now), LOGIN_LIMITS.windowSeconds);
  return failures;
}

/** Counts a wrong password; the failure that reaches the limit locks the subject and starts a fresh count. */
export async function recordLoginFailure(deps: Pick<AppDeps, 'now' | 'store'>, account: string, ip: string): Promise<void> {
  for (const subject of subjects(account, ip)) {
    if ((await countFailure(deps, subject)) < limitOf(subject)) continue;
    const until = deps.now().getTime() + LOGIN_LIMITS.lockSeconds * 1000;
    await deps.store.set(lockKey(subject), String(until), LOGIN_LIMITS.lockSeconds);
    await forget(deps, subject);
  }
}

/** A right password clears the account's count; the address keeps its count so spraying many accounts still stops. */
export async function clearAccountFailures(deps: Pick<AppDeps, 'store'>, account: string): Promise<void> {
  const subject: Subject = { kind: 'account', value: account };
  await forget(deps, subject);
  await deps.store.del(lockKey(subject));
}
