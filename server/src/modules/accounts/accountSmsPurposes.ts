import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { SmsDelivery, SmsPurposePolicy, SmsPurposeRegistration } from './smsPurposes';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';

/**
 * A main-site purpose's delivery, decided from whether the phone has an account. The account is looked up
 * for every main-site purpose, those whose delivery does not depend on it too, so every send does the same
 * database work.
 */
export function bySiteAccount(
  decide: (hasAccount: boolean, db: Db, phone: string) => SmsDelivery | Promise<SmsDelivery>,
): SmsPurposePolicy['deliveryOf'] {
  return async (db, phone) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
    return decide(Boolean(user), db, phone);
  };
}

/** A code for a phone that has no account yet (registering, binding a new phone); the owner of a taken one is told so. */
export const CODE_UNLESS_REGISTERED: SmsPurposePolicy = {
  deliveryOf: bySiteAccount((hasAccount) => (hasAccount ? 'accountExists' : 'code')),
};

/** A code only for a phone that has an account (logging in, resetting a password); any other phone is told so. */
export const CODE_FOR_ACCOUNTS: SmsPurposePolicy = {
  deliveryOf: bySiteAccount((hasAccount) => (hasAccount ? 'code' : 'noAccount')),
};

/** A code for any phone: the purpose opens an account for a phone that has none. */
export const CODE_FOR_ANY_PHONE: SmsPurposePolicy = { deliveryOf: bySiteAccount(() => 'code') };

/** The main site's own account purposes: register, log in, reset the password, bind a phone. */
export const registerAccountSmsPurposes: SmsPurposeRegistration = (register) => {
  register('site', SMS_PURPOSE.register, CODE_UNLESS_REGISTERED);
  register('site', SMS_PURPOSE.login, CODE_FOR_ACCOUNTS);
  register('site', SMS_PURPOSE.resetPassword, CODE_FOR_ACCOUNTS);
  register('site', SMS_PURPOSE.bindPhone, CODE_UNLESS_REGISTERED);
};
