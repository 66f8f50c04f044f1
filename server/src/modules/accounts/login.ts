import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createRsNo } from '../../platform/db/ids';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../platform/db/password';
import { knownDevices, type User, users } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { CAPTCHA_WRONG } from './captcha';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './loginLimits';
import { decryptPassword, newPassword } from './passwords';
import { checkCode, SMS_MESSAGES } from './smsCodes';
import { isUniqueViolation, presentUser, userByPhone } from './userInfo';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';
import { requestChannel } from '../../platform/plugins/siteChannel';

export const LOGIN_MESSAGES = {
  captchaWrong: CAPTCHA_WRONG,
  wrongCredentials: '账号或密码错误',
  smsStepExpired: '登录已超时，请重新输入账号和密码',
  agreement: '请阅读用户协议并勾选同意',
} as const;

/** The password step has passed and the login waits for the SMS code. */
const PENDING_TTL_SECONDS = 10 * 60;
const pendingKey = (phone: string) => `login-pending:${phone}`;

interface Pending {
  userId: number;
  deviceId: string | null;
}

function requestMeta(request: FastifyRequest) {
  return { ip: request.ip, ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}) };
}

async function isKnownDevice(deps: Pick<AppDeps, 'db'>, userId: number, deviceId: string | null): Promise<boolean> {
  if (!deviceId) return false;
  const [row] = await deps.db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceId, deviceId)))
    .limit(1);
  return Boolean(row);
}

async function rememberDevice(deps: Pick<AppDeps, 'db' | 'now'>, userId: number, deviceId: string | null): Promise<void> {
  if (!deviceId) return;
  await deps.db
    .insert(knownDevices)
    .values({ userId, deviceId, lastSeenAt: deps.now() })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceId], set: { lastSeenAt: deps.now() } });
}

export async function startSession(
  deps: Pick<AppDeps, 'db' | 'now' | 'sessions'>,
  user: User,
  deviceId: string | null,
  request: FastifyRequest,
) {
  const { token, expiresAt } = await deps.sessions.issueSession(user.id, deviceId, requestMeta(request));
  await deps.db.update(users).set({ lastLoginAt: deps.now() }).where(eq(users.id, user.id));
  return { UserNotOnSmsWhiteList: false as const, userInfo: presentUser(user), token, expiresAt: expiresAt.toISOString() };
}

/** A right password behind a hash weaker than today's is stored again with today's parameters. */
async function rehashIfWeak(deps: Pick<AppDeps, 'db'>, user: User, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  // Unless the password changed meanwhile.
  await deps.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

export interface LoginInput {
  loginName: string;
  loginPassword: string;
  captcha: string;
  c: string;
  deviceId?: string | undefined;
}

export async function passwordLogin(
  deps: Pick<AppDeps, 'captcha' | 'config' | 'db' | 'now' | 'sessions' | 'store'>,
  input: LoginInput,
  request: FastifyRequest,
) {
  const account = input.loginName;
  await assertLoginAllowed(deps, account, request.ip);
  if (!(await deps.captcha.verifyCaptcha(input.c, input.captcha))) throw new ApiError(LOGIN_MESSAGES.captchaWrong);
  const password = decryptPassword(deps.config, input.loginPassword);

  const user = await userByPhone(deps.db, account);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) {
    await recordLoginFailure(deps, account, request.ip);
    throw new ApiError(LOGIN_MESSAGES.wrongCredentials);
  }
  await clearAccountFailures(deps, account);
  await rehashIfWeak(deps, user, password);

  const deviceId = input.deviceId ?? null;
  if (deps.config.smsWhitelist && (user.checkSms || !(await isKnownDevice(deps, user.id, deviceId)))) {
    const pending: Pending = { userId: user.id, deviceId };
    await deps.store.set(pendingKey(user.phone), JSON.stringify(pending), PENDING_TTL_SECONDS);
    return { UserNotOnSmsWhiteList: true as const, mobilePhone: user.phone };
  }
  await rememberDevice(deps, user.id, deviceId);
  return startSession(deps, user, deviceId, request);
}

/** Second step of a login held for the SMS check: the code proves the phone, then the device is remembered. */
export async function completeSmsLogin(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'sessions' | 'store'>,
  input: { loginName: string; loginPassword: string; deviceId?: string | undefined },
  request: FastifyRequest,
) {
  const raw = await deps.store.get(pendingKey(input.loginName));
  if (!raw) throw new ApiError(LOGIN_MESSAGES.smsStepExpired);
  const pending = JSON.parse(raw) as Pending;
  await checkCode(deps, input.loginName, SMS_PURPOSE.login, input.loginPassword, { consume: true });
  if ((await deps.store.take(pendingKey(input.loginName))) === null) throw new ApiError(LOGIN_MESSAGES.smsStepExpired);

  const [user] = await deps.db.select().from(users).where(eq(users.id, pending.userId)).limit(1);
  if (!user) throw new ApiError(LOGIN_MESSAGES.smsStepExpired);
  const deviceId = pending.deviceId ?? input.deviceId ?? null;
  await rememberDevice(deps, user.id, deviceId);
  return startSession(deps, user, deviceId, request);
}

export interface RegisterInput {
  phone: string;
  smsCode: string;
  password: string;
  agreement: boolean;
  deviceId?: string | undefined;
}

export async function registerAccount(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'sessions' | 'store' | 'welcomeNewAccount'>,
  input: RegisterInput,
  request: FastifyRequest,
) {
  if (!input.agreement) throw new ApiError(LOGIN_MESSAGES.agreement);
  const password = newPassword(deps.config, input.password);
  // The code comes first: a phone that has an account was sent a notice instead of a code, so a caller who
  // does not hold the phone gets the same wrong-code answer whether or not the number is taken.
  await checkCode(deps, input.phone, SMS_PURPOSE.register, input.smsCode, { consume: true });
  if (await userByPhone(deps.db, input.phone)) throw new ApiError(SMS_MESSAGES.registered);

  const passwordHash = await hashPassword(password);
  let user: User | undefined;
  try {
    [user] = await deps.db
      .insert(users)
      .values({
        rsNo: createRsNo(),
        phone: input.phone,
        passwordHash,
        name: `学员${input.phone.slice(-4)}`,
        isSetClass: 1,
        signupChannel: requestChannel(request),
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(SMS_MESSAGES.registered);
    throw error;
  }
  if (!user) throw new ApiError('注册失败，请稍后再试');
  await deps.welcomeNewAccount(deps.db, user);
  const deviceId = input.deviceId ?? null;
  // The SMS code already proved the phone, so this device needs no second check.
  await rememberDevice(deps, user.id, deviceId);
  return startSession(deps, user, deviceId, request);
}
