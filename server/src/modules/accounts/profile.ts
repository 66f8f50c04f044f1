import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/db/password';
import { grades, sessions, users } from '../../platform/db/schema';
import { GRADE_SET, GRADE_UPGRADE_NOTICE } from '../../../../contract/vocabulary/grades';
import type { AppDeps } from '../../platform/plugins/deps';
import type { AuthUser } from '../../platform/sessions/sessions';
import { ApiError } from '../../platform/plugins/apiError';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './loginLimits';
import { decryptPassword, newPassword } from './passwords';
import { checkCode, SMS_MESSAGES } from './smsCodes';
import { isUniqueViolation, presentUser, userById, userByPhone } from './userInfo';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';

export const PROFILE_MESSAGES = {
  notYou: '无权修改其他用户的信息',
  unknownGrade: '年级不存在，请重新选择',
  wrongOldPassword: '原密码错误',
  samePhone: '新手机号与当前手机号相同',
  nameEmpty: '昵称不能为空',
  phoneProofNeeded: '请输入登录密码或原手机号收到的验证码',
  wrongPassword: '登录密码错误',
} as const;

async function gradeByName(deps: Pick<AppDeps, 'db'>, name: string) {
  const [grade] = await deps.db.select({ id: grades.id, name: grades.name }).from(grades).where(eq(grades.name, name)).limit(1);
  if (!grade) throw new ApiError(PROFILE_MESSAGES.unknownGrade);
  return grade;
}

/**
 * A signed-in call starts from a copy of its session, which holds the account's name, phone and grade
 * (services/sessions.ts): after changing those, or the user's other sessions, the copy is dropped here at once.
 * Other instances drop theirs when the database's notice arrives.
 */
function accountChanged(deps: Pick<AppDeps, 'userCache'>, user: AuthUser): void {
  deps.userCache.forgetUser(user.id);
}

/** appUUId comes from the client; a token may only change its own user. */
function assertSelf(user: AuthUser, appUUId: string): void {
  if (appUUId !== user.rsNo) throw new ApiError(PROFILE_MESSAGES.notYou);
}

export async function findProfile(deps: Pick<AppDeps, 'db'>, user: AuthUser) {
  return presentUser(await userById(deps.db, user.id));
}

export async function modifyProfile(
  deps: Pick<AppDeps, 'db' | 'now' | 'userCache'>,
  user: AuthUser,
  input: {
    name?: string | undefined;
    gradeName?: string | undefined;
    qiniuUrl?: string | undefined;
    photoUrl?: string | undefined;
  },
) {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) {
    if (!input.name) throw new ApiError(PROFILE_MESSAGES.nameEmpty);
    changes.name = input.name;
  }
  if (input.gradeName) {
    const grade = await gradeByName(deps, input.gradeName);
    Object.assign(changes, {
      gradeId: grade.id,
      gradeName: grade.name,
      gradeSetAt: deps.now(),
      isSetClass: GRADE_SET.done,
      graduated: false,
    });
  }
  if (input.qiniuUrl !== undefined) changes.qiniuUrl = input.qiniuUrl;
  if (input.photoUrl !== undefined) changes.photoUrl = input.photoUrl;
  if (Object.keys(changes).length > 0) {
    await deps.db.update(users).set(changes).where(eq(users.id, user.id));
    accountChanged(deps, user);
  }
  return findProfile(deps, user);
}

export async function setGrade(
  deps: Pick<AppDeps, 'db' | 'now' | 'userCache'>,
  user: AuthUser,
  input: { appUUId: string; gradeName: string },
) {
  assertSelf(user, input.appUUId);
  const grade = await gradeByName(deps, input.gradeName);
  await deps.db
    .update(users)
    .set({ gradeId: grade.id, gradeName: grade.name, gradeSetAt: deps.now(), isSetClass: GRADE_SET.done, graduated: false })
    .where(eq(users.id, user.id));
  accountChanged(deps, user);
  return findProfile(deps, user);
}

export async function acknowledgeUpgrade(deps: Pick<AppDeps, 'db'>, user: AuthUser, input: { appUUId: string }) {
  assertSelf(user, input.appUUId);
  await deps.db.update(users).set({ isClassUpgrade: GRADE_UPGRADE_NOTICE.acknowledged }).where(eq(users.id, user.id));
  return findProfile(deps, user);
}

/**
 * Whoever holds a session must also prove to be the account's owner before moving it to another phone, or a
 * stolen session would take the account for good: the account's password (counted toward the login lockout
 * like any wrong password) or a code sent to the current phone (type 2, as the login's SMS check).
 */
async function assertOwnerOfAccount(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'store'>,
  user: AuthUser,
  proof: { password?: string | undefined; oldSmsCode?: string | undefined },
  ip: string,
): Promise<void> {
  if (proof.password) {
    await assertLoginAllowed(deps, user.phone, ip);
    const password = decryptPassword(deps.config, proof.password);
    const current = await userById(deps.db, user.id);
    if (!(await verifyPassword(password, current.passwordHash))) {
      await recordLoginFailure(deps, user.phone, ip);
      throw new ApiError(PROFILE_MESSAGES.wrongPassword);
    }
    return;
  }
  if (proof.oldSmsCode) {
    await checkCode(deps, user.phone, SMS_PURPOSE.login, proof.oldSmsCode, { consume: true });
    return;
  }
  throw new ApiError(PROFILE_MESSAGES.phoneProofNeeded);
}

export async function bindPhone(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'store' | 'userCache'>,
  user: AuthUser,
  input: { mobilePhone: string; smsCode: string; password?: string | undefined; oldSmsCode?: string | undefined },
  ip: string,
) {
  if (input.mobilePhone === user.phone) throw new ApiError(PROFILE_MESSAGES.samePhone);
  await assertOwnerOfAccount(deps, user, input, ip);
  // Only a caller who holds the new phone learns it has an account: it was sent a notice, not a code.
  await checkCode(deps, input.mobilePhone, SMS_PURPOSE.bindPhone, input.smsCode, { consume: true });
  if (await userByPhone(deps.db, input.mobilePhone)) throw new ApiError(SMS_MESSAGES.registered);
  try {
    await deps.db.update(users).set({ phone: input.mobilePhone }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(SMS_MESSAGES.registered);
    throw error;
  }
  accountChanged(deps, user);
  return findProfile(deps, user);
}

export async function resetForgottenPassword(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'sessions' | 'store'>,
  input: { mobilePhone: string; smsCode: string; password: string },
) {
  const password = newPassword(deps.config, input.password);
  const user = await userByPhone(deps.db, input.mobilePhone);
  // A phone without an account was sent a notice, not a code, so it fails here like any wrong code; the
  // check after it only holds if the account went away meanwhile.
  await checkCode(deps, input.mobilePhone, SMS_PURPOSE.resetPassword, input.smsCode, { consume: true });
  if (!user) throw new ApiError(SMS_MESSAGES.missing);
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  await deps.sessions.revokeUserSessions(user.id, 'password-reset');
  await clearAccountFailures(deps, user.phone);
  return null;
}

/** Other devices are signed out; the one making the change keeps its session. */
export async function changePassword(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'store' | 'userCache'>,
  user: AuthUser,
  input: { oldPassword: string; newPassword: string },
  ip: string,
) {
  await assertLoginAllowed(deps, user.phone, ip);
  const oldPassword = decryptPassword(deps.config, input.oldPassword);
  const password = newPassword(deps.config, input.newPassword);
  const current = await userById(deps.db, user.id);
  if (!(await verifyPassword(oldPassword, current.passwordHash))) {
    await recordLoginFailure(deps, user.phone, ip);
    throw new ApiError(PROFILE_MESSAGES.wrongOldPassword);
  }
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: deps.now(), revokedReason: 'password-changed' })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
  });
  accountChanged(deps, user);
  return null;
}
