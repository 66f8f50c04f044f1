import type { Db } from '../../platform/db/client';
import type { SmsType } from '../../providers/sms';

/**
 * What a send of this type gets to the phone: its code, or a notice in place of a code that could never be
 * used (a registration or binding code for a phone that has an account, a login, reset or parent-binding
 * code for one that has none). The caller's answer is the same either way, so the send call cannot be used
 * to learn whether a phone is registered; only the phone's owner reads which one came.
 */
export type SmsDelivery = 'code' | 'accountExists' | 'noAccount';

/**
 * Whose accounts a code is sent for: the main site's, or the evaluation area's own. The two ask for codes of
 * the same types (the evaluation area's login and reset are types 2 and 3) but decide them by their own
 * accounts.
 */
export type SmsArea = 'site' | 'evaluation';

/** How the domain that owns an SMS purpose wants a send of it handled. */
export interface SmsPurposePolicy {
  /**
   * What the send gets to the phone, decided from the database alone; an ApiError refuses the send before
   * anything is counted.
   */
  deliveryOf: (db: Db, phone: string) => Promise<SmsDelivery>;
  /** Its form always has the image captcha, however few codes the phone and address have asked for. */
  alwaysWithCaptcha?: boolean;
}

export type RegisterSmsPurpose = (area: SmsArea, type: SmsType, policy: SmsPurposePolicy) => void;

/** A domain's part of the registry: it registers the policy of each SMS purpose it owns. */
export type SmsPurposeRegistration = (register: RegisterSmsPurpose) => void;

export interface SmsPurposes {
  /** The policy of a purpose; a purpose nobody registered is a fault of the app's set-up, not of the caller. */
  policyOf(area: SmsArea, type: SmsType): SmsPurposePolicy;
}

/**
 * The SMS purposes of one app, each registered by the domain that owns it, so the code sender knows none of
 * them. Built once with the app and fixed from then on: every registration runs here, and the registry
 * returned has no way to add one, so a request never sees a purpose change under it.
 */
export function createSmsPurposes(registrations: readonly SmsPurposeRegistration[]): SmsPurposes {
  const policies = new Map<string, SmsPurposePolicy>();
  const keyOf = (area: SmsArea, type: SmsType) => `${area}:${type}`;
  const register: RegisterSmsPurpose = (area, type, policy) => {
    // Two domains claiming one purpose would leave one of them silently overruled.
    if (policies.has(keyOf(area, type))) throw new Error(`SMS purpose ${area} ${type} is registered twice`);
    policies.set(keyOf(area, type), policy);
  };
  for (const registration of registrations) registration(register);
  return {
    policyOf(area, type) {
      const policy = policies.get(keyOf(area, type));
      if (!policy) throw new Error(`SMS purpose ${area} ${type} has no policy`);
      return policy;
    },
  };
}
