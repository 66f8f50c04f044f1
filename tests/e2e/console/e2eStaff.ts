import { STAFF_ROLES, type StaffRole } from '../../../contract/vocabulary/staff';

/** The password of the staff accounts the e2e server adds (scripts/e2e-server.ts). */
export const E2E_STAFF_PASSWORD = 'E2eStaff2026';

/** How many ready accounts each role has: one per console spec file that signs in as that role. */
export const E2E_STAFF_SLOTS = 10;

/**
 * A staff account of this role whose authenticator is already bound, as after its first sign-in: the spec
 * files that are not about the first sign-in start from here. Each spec file takes its own slot, so no two
 * files sign in to one account at once (a code is accepted once).
 */
export function e2eStaff(role: StaffRole, slot: number): { phone: string; name: string; secret: string } {
  const roleIndex = STAFF_ROLES.indexOf(role);
  if (slot < 1 || slot > E2E_STAFF_SLOTS) throw new Error(`slot ${slot} is not between 1 and ${E2E_STAFF_SLOTS}`);
  return {
    phone: `1369900${roleIndex}${slot.toString().padStart(3, '0')}`,
    name: `测试${role}${slot}`,
    // Base32 of a fixed 20-byte key per account, the size an authenticator app is given.
    secret: `E2ESTAFF${'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[roleIndex]}${'ABCDEFGHIJK'[slot]}${'Q'.repeat(22)}`,
  };
}

/** Every account the e2e server adds. */
export function allE2eStaff(): { role: StaffRole; phone: string; name: string; secret: string }[] {
  return STAFF_ROLES.flatMap((role) =>
    Array.from({ length: E2E_STAFF_SLOTS }, (_, index) => ({ role, ...e2eStaff(role, index + 1) })),
  );
}
