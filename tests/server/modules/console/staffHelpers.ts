import { Secret, TOTP } from 'otpauth';
import * as staff from '../../../../contract/api/schemas/admin/staff';
import type { StaffRole } from '../../../../contract/vocabulary/staff';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../../../server/src/platform/db/seed';
import type { TestApp } from '../../support/testApp';
import { advance, encryptPassword, newCaptcha } from '../accounts/helpers';

export const memberOf = (role: StaffRole) => DEMO_STAFF.find((member) => member.role === role)!;

/**
 * Staff sign-in for the tests of one app: each demo member's authenticator secret is kept once their first
 * sign-in has bound it, as the app on their phone would keep it.
 */
export function staffSignIns(app: () => TestApp) {
  const secrets = new Map<string, string>();

  function codeFor(phone: string, secret: string): string {
    return new TOTP({ label: phone, secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: app().clock.now.getTime(),
    });
  }

  async function passwordStep(phone: string, password = DEMO_STAFF_PASSWORD) {
    const t = app();
    return t.ok(staff.signIn, { phone, password: encryptPassword(t, password), ...(await newCaptcha(t)) });
  }

  /** Signs a demo member in with both steps, binding the authenticator on the first sign-in; the session token. */
  async function signIn(role: StaffRole): Promise<string> {
    const t = app();
    const { phone } = memberOf(role);
    // A code is accepted once: a later sign-in of the same member waits for the next one.
    advance(t, 31);
    const first = await passwordStep(phone);
    if (first.setup) secrets.set(phone, first.setup.secret);
    const secret = secrets.get(phone);
    if (!secret) throw new Error(`${phone} has no bound authenticator in this test`);
    const done = await t.ok(staff.verifyCode, { ticket: first.ticket, code: codeFor(phone, secret) });
    return done.token;
  }

  return { secrets, codeFor, passwordStep, signIn };
}
