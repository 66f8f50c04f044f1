import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { ROLE_PERMISSIONS, STAFF_ROLE_NAMES } from '../../../../contract/vocabulary/staff';
import { decoyHash, verifyPassword } from '../../platform/db/password';
import { type StaffMember, staffMembers } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import type { AppDeps } from '../../platform/plugins/deps';
import { openTotpSecret, sealTotpSecret } from './totpSecrets';
import { assertLoginAllowed, CAPTCHA_WRONG, clearAccountFailures, decryptPassword, recordLoginFailure } from '../accounts';

export const STAFF_SIGN_IN_MESSAGES = {
  wrongCredentials: '账号或密码错误',
  ticketGone: '登录已超时，请重新输入账号和密码',
  wrongCode: '动态码错误，请查看身份验证器后重试',
  codeUsed: '该动态码已使用，请等待身份验证器显示下一个',
} as const;

/** The password step holds for five minutes; five wrong codes end it. */
const TICKET_TTL_SECONDS = 5 * 60;
const MAX_CODE_TRIES = 5;
const ISSUER = '学伴在线运营后台';

interface Ticket {
  staffId: number;
  /** The new secret shown as a QR code, until the first code from the app confirms it. */
  setupSecret: string | null;
}

const ticketKey = (ticket: string) => `staff-ticket:${createHash('sha256').update(ticket).digest('hex')}`;
/** Lockout counters apart from the families' accounts of the same phone. */
const lockoutAccount = (phone: string) => `staff:${phone}`;

function totpOf(member: Pick<StaffMember, 'phone'>, secret: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: member.phone, secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

export function staffProfile(member: StaffMember) {
  return {
    id: member.id,
    name: member.name,
    phone: member.phone,
    role: member.role,
    roleName: STAFF_ROLE_NAMES[member.role],
    permissions: [...ROLE_PERMISSIONS[member.role]],
  };
}

/**
 * First step: phone, password and the image captcha. A member without a bound authenticator also gets a
 * new secret to scan; it is kept only in the ticket until a code from the app proves the scan worked.
 */
export async function passwordStep(
  deps: Pick<AppDeps, 'captcha' | 'config' | 'db' | 'now' | 'store'>,
  input: { phone: string; password: string; captcha: string; c: string },
  ip: string,
) {
  const account = lockoutAccount(input.phone);
  await assertLoginAllowed(deps, account, ip);
  if (!(await deps.captcha.verifyCaptcha(input.c, input.captcha))) throw new ApiError(CAPTCHA_WRONG);
  const password = decryptPassword(deps.config, input.password);
  const [member] = await deps.db.select().from(staffMembers).where(eq(staffMembers.phone, input.phone)).limit(1);
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  if (!member || !matches || member.disabledAt) {
    await recordLoginFailure(deps, account, ip);
    throw new ApiError(STAFF_SIGN_IN_MESSAGES.wrongCredentials);
  }
  await clearAccountFailures(deps, account);
  // A secret that no longer opens (sealed under another STAFF_TOTP_KEY) is bound again.
  const bound = member.totpSecret && member.totpConfirmedAt ? openTotpSecret(deps.config.staffTotpKey, member.totpSecret) : null;
  const setupSecret = bound ? null : new Secret({ size: 20 }).base32;
  const ticket = randomBytes(24).toString('base64url');
  await deps.store.set(
    ticketKey(ticket),
    JSON.stringify({ staffId: member.id, setupSecret } satisfies Ticket),
    TICKET_TTL_SECONDS,
  );
  return {
    ticket,
    setup: setupSecret ? { secret: setupSecret, otpauthUri: totpOf(member, setupSecret).toString() } : null,
  };
}

/**
 * Second step: the authenticator's code. A code is accepted once (a second use within its window is
 * refused), one step of clock drift either way is allowed, and the first good code binds a new secret.
 */
export async function codeStep(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'staffSessions' | 'store'>,
  input: { ticket: string; code: string },
) {
  const key = ticketKey(input.ticket);
  const raw = await deps.store.get(key);
  if (!raw) throw new ApiError(STAFF_SIGN_IN_MESSAGES.ticketGone);
  const ticket = JSON.parse(raw) as Ticket;
  const [member] = await deps.db.select().from(staffMembers).where(eq(staffMembers.id, ticket.staffId)).limit(1);
  const secret = ticket.setupSecret ?? (member?.totpSecret ? openTotpSecret(deps.config.staffTotpKey, member.totpSecret) : null);
  if (!member || !secret || member.disabledAt) {
    await deps.store.del(key);
    throw new ApiError(STAFF_SIGN_IN_MESSAGES.ticketGone);
  }
  const timestamp = deps.now().getTime();
  const delta = totpOf(member, secret).validate({ token: input.code, timestamp, window: 1 });
  if (delta === null) {
    const tries = await deps.store.incr(`${key}:tries`, TICKET_TTL_SECONDS);
    if (tries >= MAX_CODE_TRIES) await deps.store.del(key);
    throw new ApiError(tries >= MAX_CODE_TRIES ? STAFF_SIGN_IN_MESSAGES.ticketGone : STAFF_SIGN_IN_MESSAGES.wrongCode);
  }
  const step = Math.floor(timestamp / 30_000) + delta;
  if ((await deps.store.incr(`staff-code-used:${member.id}:${step}`, 120)) > 1)
    throw new ApiError(STAFF_SIGN_IN_MESSAGES.codeUsed);
  await deps.store.del(key);
  let signedIn = member;
  if (ticket.setupSecret) {
    const [bound] = await deps.db
      .update(staffMembers)
      .set({ totpSecret: sealTotpSecret(deps.config.staffTotpKey, ticket.setupSecret), totpConfirmedAt: deps.now() })
      .where(eq(staffMembers.id, member.id))
      .returning();
    signedIn = bound ?? member;
  }
  const session = await deps.staffSessions.issue(signedIn.id, signedIn.sessionVersion);
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), staff: staffProfile(signedIn) };
}
