import type { FastifyRequest } from 'fastify';
import { createRsNo } from '../../platform/db/ids';
import { hashPassword } from '../../platform/db/password';
import { type User, users } from '../../platform/db/schema';
import type { DbExecutor } from '../../platform/db/client';
import type { AppDeps } from '../../platform/plugins/deps';
import { checkCode, isUniqueViolation, startSession, userByPhone } from '../accounts';
import { randomBytes } from 'node:crypto';
import type { SiteChannel } from '../../../../contract/vocabulary/insight';
import { requestChannel } from '../../platform/plugins/siteChannel';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';

/**
 * The account behind a phone proven by an SMS code. A visitor from a campaign link has no password yet:
 * the account is opened with an unusable random one and a grade to choose, as registration would.
 */
export async function accountForPhone(db: DbExecutor, phone: string, signupChannel?: SiteChannel): Promise<User> {
  const existing = await userByPhone(db, phone);
  if (existing) return existing;
  try {
    const [created] = await db
      .insert(users)
      .values({
        rsNo: createRsNo(),
        phone,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        name: `学员${phone.slice(-4)}`,
        isSetClass: 1,
        signupChannel: signupChannel ?? null,
      })
      .returning();
    if (created) return created;
  } catch (error) {
    // Two sign-ins of a new phone at once: the other one opened the account.
    if (!isUniqueViolation(error)) throw error;
  }
  const raced = await userByPhone(db, phone);
  if (!raced) throw new Error('account vanished after a unique violation');
  return raced;
}

export interface SmsSignInInput {
  mobilePhone: string;
  code: string;
  deviceId?: string | undefined;
}

/** Campaign sign-in: a type-5 code for this phone, used up once accepted. */
export async function smsSignIn(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'sessions' | 'store'>,
  input: SmsSignInInput,
  request: FastifyRequest,
) {
  await checkCode(deps, input.mobilePhone, SMS_PURPOSE.campaignSignIn, input.code, { consume: true });
  const user = await accountForPhone(deps.db, input.mobilePhone, requestChannel(request));
  return startSession(deps, user, input.deviceId ?? null, request);
}
