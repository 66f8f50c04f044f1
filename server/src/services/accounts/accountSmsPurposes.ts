import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { SmsDelivery, SmsPurposePolicy, SmsPurposeRegistration } from './smsPurposes';

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

/** The main site's own account purposes: register (1), log in (2), reset the password (3), bind a phone (4). */
export const registerAccountSmsPurposes: SmsPurposeRegistration = (register) => {
  register('site', '1', CODE_UNLESS_REGISTERED);
  register('site', '2', CODE_FOR_ACCOUNTS);
  register('site', '3', CODE_FOR_ACCOUNTS);
  register('site', '4', CODE_UNLESS_REGISTERED);
};
