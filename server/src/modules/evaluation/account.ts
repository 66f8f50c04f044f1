import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../platform/db/password';
import { type EvaluationUser, evaluationKnownDevices, evaluationUsers, grades } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { AppDeps } from '../../platform/plugins/deps';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';
import {
  assertLoginAllowed,
  CAPTCHA_WRONG,
  checkCode,
  clearAccountFailures,
  decryptPassword,
  newPassword,
  recordLoginFailure,
  sendCode,
  type SendInput,
  SMS_MESSAGES,
  type SmsDelivery,
  type SmsPurposePolicy,
  type SmsPurposeRegistration,
} from '../accounts';
import { ApiError } from '../../platform/plugins/apiError';
import { maskPhone } from '../commerce';
import type { EvaluationAuthUser } from './sessions';

export const EVALUATION_MESSAGES = {
  captchaWrong: CAPTCHA_WRONG,
  wrongCredentials: '账号或密码错误',
  notRegistered: '该手机号尚未注册测评账号',
  wechatCodeWrong: '登录码错误或已过期，请在公众号重新获取',
  wechatNotBound: '该微信尚未绑定测评账号，请先用手机号登录',
  gradeUnknown: '请选择正确的年级',
} as const;

/** Login codes the official account replies with; five minutes, one use. */
export const WECHAT_CODE_TTL_SECONDS = 5 * 60;
const wechatCodeKey = (code: string) => `e-wechat-code:${code}`;

/** SMS types the evaluation area uses: 2 sign-in, 3 password reset (same codes as the main site's types). */
const SMS_TYPE_OF = { login: SMS_PURPOSE.login, reset: SMS_PURPOSE.resetPassword } as const;

async function userByPhone(db: Db, phone: string): Promise<EvaluationUser | undefined> {
  const [row] = await db.select().from(evaluationUsers).where(eq(evaluationUsers.phone, phone)).limit(1);
  return row;
}

export async function presentEvaluationUser(deps: Pick<AppDeps, 'db'>, userId: number) {
  const [row] = await deps.db
    .select({ user: evaluationUsers, gradeName: grades.name })
    .from(evaluationUsers)
    .leftJoin(grades, eq(grades.id, evaluationUsers.gradeId))
    .where(eq(evaluationUsers.id, userId))
    .limit(1);
  if (!row) throw new ApiError(EVALUATION_MESSAGES.notRegistered);
  const { user } = row;
  return {
    id: user.id,
    phone: maskPhone(user.phone),
    name: user.name,
    school: user.school,
    gradeId: user.gradeId,
    gradeName: row.gradeName ?? '',
    needsProfile: user.name === '' || user.gradeId === null,
  };
}

async function isKnownDevice(deps: Pick<AppDeps, 'db'>, userId: number, deviceId: string | null): Promise<boolean> {
  if (!deviceId) return false;
  const [row] = await deps.db
    .select({ id: evaluationKnownDevices.id })
    .from(evaluationKnownDevices)
    .where(and(eq(evaluationKnownDevices.evaluationUserId, userId), eq(evaluationKnownDevices.deviceId, deviceId)))
    .limit(1);
  return Boolean(row);
}

async function rememberDevice(deps: Pick<AppDeps, 'db' | 'now'>, userId: number, deviceId: string | null): Promise<void> {
  if (!deviceId) return;
  await deps.db
    .insert(evaluationKnownDevices)
    .values({ evaluationUserId: userId, deviceId, lastSeenAt: deps.now() })
    .onConflictDoUpdate({
      target: [evaluationKnownDevices.evaluationUserId, evaluationKnownDevices.deviceId],
      set: { lastSeenAt: deps.now() },
    });
}

async function signIn(deps: Pick<AppDeps, 'db' | 'evaluationSessions'>, userId: number) {
  const { token, expiresAt } = await deps.evaluationSessions.issue(userId);
  return { token, expiresAt: expiresAt.toISOString(), user: await presentEvaluationUser(deps, userId) };
}

/**
 * The main site's lockout counts wrong passwords per account and per address; an evaluation account is
 * another account than the main site's of the same phone, so it is counted under its own name, while the
 * address count is shared: spraying passwords across both areas from one address still stops.
 */
const lockoutAccount = (phone: string) => `evaluation:${phone}`;

export async function passwordSignIn(
  deps: Pick<AppDeps, 'captcha' | 'config' | 'db' | 'evaluationSessions' | 'now' | 'store'>,
  input: { phone: string; password: string; captcha: string; c: string; deviceId?: string | undefined },
  ip: string,
) {
  const account = lockoutAccount(input.phone);
  await assertLoginAllowed(deps, account, ip);
  if (!(await deps.captcha.verifyCaptcha(input.c, input.captcha))) throw new ApiError(EVALUATION_MESSAGES.captchaWrong);
  const password = decryptPassword(deps.config, input.password);
  const user = await userByPhone(deps.db, input.phone);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) {
    await recordLoginFailure(deps, account, ip);
    throw new ApiError(EVALUATION_MESSAGES.wrongCredentials);
  }
  await clearAccountFailures(deps, account);
  if (needsRehash(user.passwordHash)) {
    // A right password behind a hash weaker than today's is stored again with today's parameters.
    await deps.db
      .update(evaluationUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(evaluationUsers.id, user.id), eq(evaluationUsers.passwordHash, user.passwordHash)));
  }
  const deviceId = input.deviceId ?? null;
  // As the main site's login: a password alone does not open a session on a device the account has not
  // proved its phone on; the SMS sign-in of the same phone does, and remembers the device.
  if (deps.config.smsWhitelist && !(await isKnownDevice(deps, user.id, deviceId))) {
    return { UserNotOnSmsWhiteList: true as const, mobilePhone: user.phone };
  }
  await rememberDevice(deps, user.id, deviceId);
  return signIn(deps, user.id);
}

/** A code, or `withoutAccount` for a phone that has no evaluation account; looked up for both purposes alike. */
function byEvaluationAccount(withoutAccount: SmsDelivery): SmsPurposePolicy {
  return { deliveryOf: async (db, phone) => ((await userByPhone(db, phone)) ? 'code' : withoutAccount) };
}

/**
 * Sign-in codes go to any phone (the first sign-in creates the account); a reset for a phone without an
 * evaluation account gets a notice instead, and the caller the same answer (see sendCode).
 */
export const registerEvaluationSmsPurposes: SmsPurposeRegistration = (register) => {
  register('evaluation', SMS_TYPE_OF.login, byEvaluationAccount('code'));
  register('evaluation', SMS_TYPE_OF.reset, byEvaluationAccount('noAccount'));
};

export function sendEvaluationCode(
  deps: Pick<AppDeps, 'captcha' | 'config' | 'db' | 'now' | 'providers' | 'smsPurposes' | 'store'>,
  input: Omit<SendInput, 'mobilePhone' | 'smsType'> & { phone: string; purpose: keyof typeof SMS_TYPE_OF },
  ip: string,
) {
  const { phone, purpose, ...signs } = input;
  return sendCode(deps, { ...signs, mobilePhone: phone, smsType: SMS_TYPE_OF[purpose] }, ip, 'evaluation');
}

export async function smsSignIn(
  deps: Pick<AppDeps, 'config' | 'db' | 'evaluationSessions' | 'now' | 'store'>,
  input: { phone: string; code: string; deviceId?: string | undefined },
) {
  await checkCode(deps, input.phone, SMS_TYPE_OF.login, input.code, { consume: true });
  let user = await userByPhone(deps.db, input.phone);
  if (!user) {
    // First sign-in: the account starts without a usable password and without a profile.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    [user] = await deps.db
      .insert(evaluationUsers)
      .values({ phone: input.phone, passwordHash })
      .onConflictDoNothing({ target: evaluationUsers.phone })
      .returning();
    user ??= await userByPhone(deps.db, input.phone);
    if (!user) throw new ApiError(EVALUATION_MESSAGES.notRegistered);
  }
  // The code proved the phone: the password alone signs in from this device from now on.
  await rememberDevice(deps, user.id, input.deviceId ?? null);
  return signIn(deps, user.id);
}

/**
 * What the official account does when a follower bound to an evaluation account asks for a code: the
 * code stands for that account for five minutes.
 */
export async function issueWechatCode(deps: Pick<AppDeps, 'db' | 'store'>, phone: string) {
  const user = await userByPhone(deps.db, phone);
  if (!user) throw new ApiError(EVALUATION_MESSAGES.wechatNotBound);
  return issueWechatCodeFor(deps, user.id);
}

/** A login code standing for this evaluation account, as the official account replies with it. */
export async function issueWechatCodeFor(deps: Pick<AppDeps, 'store'>, userId: number) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.store.set(wechatCodeKey(code), String(userId), WECHAT_CODE_TTL_SECONDS);
  return { code, expiresInSeconds: WECHAT_CODE_TTL_SECONDS };
}

export async function wechatSignIn(deps: Pick<AppDeps, 'db' | 'evaluationSessions' | 'store'>, code: string) {
  const userId = await deps.store.take(wechatCodeKey(code));
  if (!userId) throw new ApiError(EVALUATION_MESSAGES.wechatCodeWrong);
  return signIn(deps, Number(userId));
}

/** A phone without an account was sent a notice, not a code: it fails the check like any wrong code. */
export async function checkResetCode(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'store'>,
  input: { phone: string; code: string },
) {
  const user = await userByPhone(deps.db, input.phone);
  await checkCode(deps, input.phone, SMS_TYPE_OF.reset, input.code, { consume: false });
  if (!user) throw new ApiError(SMS_MESSAGES.missing);
  return null;
}

export async function resetPassword(
  deps: Pick<AppDeps, 'config' | 'db' | 'evaluationSessions' | 'now' | 'store'>,
  input: { phone: string; code: string; password: string },
) {
  const password = newPassword(deps.config, input.password);
  const user = await userByPhone(deps.db, input.phone);
  await checkCode(deps, input.phone, SMS_TYPE_OF.reset, input.code, { consume: true });
  if (!user) throw new ApiError(SMS_MESSAGES.missing);
  await deps.db
    .update(evaluationUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(evaluationUsers.id, user.id));
  await deps.evaluationSessions.revokeAll(user.id);
  // The code proved the phone: its owner need not wait out a lock someone else's guesses set.
  await clearAccountFailures(deps, lockoutAccount(user.phone));
  return null;
}

export async function completeProfile(
  deps: Pick<AppDeps, 'db'>,
  user: EvaluationAuthUser,
  input: { name: string; grade: string; school: string },
) {
  const [grade] = await deps.db.select({ id: grades.id }).from(grades).where(eq(grades.name, input.grade)).limit(1);
  if (!grade) throw new ApiError(EVALUATION_MESSAGES.gradeUnknown);
  await deps.db
    .update(evaluationUsers)
    .set({ name: input.name, gradeId: grade.id, school: input.school })
    .where(eq(evaluationUsers.id, user.id));
  return presentEvaluationUser(deps, user.id);
}
