import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { StaffRole } from '../../../../contract/vocabulary/staff';
import type { Db } from '../../platform/db/client';
import { staffMembers, staffSessions } from '../../platform/db/schema';
import { hashToken } from '../../platform/sessions/sessions';

/** The signed-in staff member of a console call. */
export interface StaffAuthUser {
  id: number;
  sessionId: number;
  role: StaffRole;
}

export type StaffSessionCheck = { valid: true; staff: StaffAuthUser } | { valid: false };

/** A console session ends after 30 minutes without a call, and after 12 hours whatever happens. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 12;
/** A session is moved on at most once a minute, not written on every call. */
const SLIDE_STEP_MS = 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export function createStaffSessions(db: Db, now: () => Date) {
  const idleEnd = (from: Date, endsAt: Date) =>
    new Date(Math.min(from.getTime() + STAFF_IDLE_MINUTES * 60 * 1000, endsAt.getTime()));

  return {
    async issue(staffId: number, sessionVersion: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const endsAt = new Date(now().getTime() + STAFF_SESSION_HOURS * 3600 * 1000);
      const expiresAt = idleEnd(now(), endsAt);
      await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), sessionVersion, expiresAt, endsAt });
      return { token, expiresAt };
    },

    /**
     * A session is alive while it is neither revoked nor idle nor past its end, its member is not disabled,
     * and the member's session version is still the one it began with (no role change since).
     */
    async check(token: string): Promise<StaffSessionCheck> {
      if (!TOKEN_PATTERN.test(token)) return { valid: false };
      const [row] = await db
        .select({
          id: staffSessions.id,
          staffId: staffSessions.staffId,
          version: staffSessions.sessionVersion,
          expiresAt: staffSessions.expiresAt,
          endsAt: staffSessions.endsAt,
          revokedAt: staffSessions.revokedAt,
          role: staffMembers.role,
          memberVersion: staffMembers.sessionVersion,
          disabledAt: staffMembers.disabledAt,
        })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(eq(staffSessions.tokenHash, hashToken(token)))
        .limit(1);
      const at = now();
      if (!row || row.revokedAt || row.disabledAt || row.version !== row.memberVersion) return { valid: false };
      if (row.expiresAt.getTime() <= at.getTime()) return { valid: false };
      const slid = idleEnd(at, row.endsAt);
      if (slid.getTime() - row.expiresAt.getTime() >= SLIDE_STEP_MS)
        await db.update(staffSessions).set({ expiresAt: slid }).where(eq(staffSessions.id, row.id));
      return { valid: true, staff: { id: row.staffId, sessionId: row.id, role: row.role } };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(staffSessions).set({ revokedAt: now() }).where(eq(staffSessions.id, sessionId));
    },

    async revokeAll(staffId: number): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;
