import type { AppDeps } from '../../plugins/deps';
import { ApiError } from '../apiError';

export const LOGIN_LIMITS = {
  perAccount: 5,
  perIp: 30,
  windowSeconds: 15 * 60,
} as const;

export const tooManyFailures = (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`;

type Subject = { kind: 'account' | 'ip'; value: string };

const countKey = (s: Subject) => `login-fail:${s.kind}:${s.value}`;
const startKey = (s: Subject) => `login-fail-start:${s.kind}:${s.value}`;
const limitOf = (s: Subject) => (s.kind === 'account' ? LOGIN_LIMITS.perAccount : LOGIN_LIMITS.perIp);

function subjects(account: string, ip: string): Subject[] {
  return [
    { kind: 'account', value: account },
    { kind: 'ip', value: ip },
  ];
}

/** Refuses before any password is checked once an account or an address used up its failures. */
export async function assertLoginAllowed(deps: AppDeps, account: string, ip: string): Promise<void> {
  for (const subject of subjects(account, ip)) {
    const failures = Number((await deps.store.get(countKey(subject))) ?? 0);
    if (failures < limitOf(subject)) continue;
    const start = Number((await deps.store.get(startKey(subject))) ?? deps.now().getTime());
    const leftMs = start + LOGIN_LIMITS.windowSeconds * 1000 - deps.now().getTime();
    throw new ApiError(tooManyFailures(Math.max(1, Math.ceil(leftMs / 60_000))));
  }
}

export async function recordLoginFailure(deps: AppDeps, account: string, ip: string): Promise<void> {
  for (const subject of subjects(account, ip)) {
    const failures = await deps.store.incr(countKey(subject), LOGIN_LIMITS.windowSeconds);
    if (failures === 1) await deps.store.set(startKey(subject), String(deps.now().getTime()), LOGIN_LIMITS.windowSeconds);
  }
}

/** A right password clears the account's count; the address keeps its count so spraying many accounts still stops. */
export async function clearAccountFailures(deps: AppDeps, account: string): Promise<void> {
  const subject: Subject = { kind: 'account', value: account };
  await deps.store.del(countKey(subject));
  await deps.store.del(startKey(subject));
}
