/** The words of a family's account as staff see it: how a course came to be theirs, and the account's state. */

/**
 * How a family came to own a course: bought, taken free, a trial, or granted by staff without an order, as a
 * gift or to make up for a problem (kept apart so reports can tell them from sales).
 */
export const ENROLLMENT_SOURCES = ['order', 'free', 'trial', 'gift', 'compensation'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];

/** The ways staff grant a course without an order. */
export const GRANT_KINDS = ['gift', 'compensation'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** An account can sign in (normal) or is held after too many wrong passwords (locked) until its lock ends. */
export const FAMILY_STATES = ['normal', 'locked'] as const;
export type FamilyState = (typeof FAMILY_STATES)[number];

/** A family's public account number (rsNo) as it stands in a console address. */
export const FAMILY_ID_PATTERN = /^[A-Za-z0-9]{8,64}$/;

/** A family's account number read from an address, or null when what stands there cannot be one. */
export function readFamilyId(raw: string | null | undefined): string | null {
  return raw && FAMILY_ID_PATTERN.test(raw) ? raw : null;
}

/** Longest reason staff may give for an action on a family's account. */
export const FAMILY_REASON_MAX = 200;
