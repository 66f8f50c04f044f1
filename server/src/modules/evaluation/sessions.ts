import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { evaluationSessions, evaluationUsers } from '../../platform/db/schema';
import { hashToken } from '../../platform/sessions/sessions';

/** The signed-in evaluation account of a request. */
export interface EvaluationAuthUser {
  id: number;
  sessionId: number;
}

export type EvaluationSessionCheck = { valid: true; user: EvaluationAuthUser } | { valid: false };

/** The eToken cookie lives one day (SPEC §9: token cookies 1 day); the session ends with it. */
export const EVALUATION_SESSION_HOURS = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * Sessions of the evaluation area, kept apart from the main site's: a token of one area is unknown to
 * the other's table, so each area refuses the other's tokens.
 */
export function createEvaluationSessions(db: Db, now: () => Date) {
  return {
    async issue(evaluationUserId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + EVALUATION_SESSION_HOURS * 3600 * 1000);
      await db.insert(evaluationSessions).values({ tokenHash: hashToken(token), evaluationUserId, expiresAt });
      await db.update(evaluationUsers).set({ lastLoginAt: now() }).where(eq(evaluationUsers.id, evaluationUserId));
      return { token, expiresAt };
    },

    async check(token: string): Promise<EvaluationSessionCheck> {
      if (!TOKEN_PATTERN.test(token)) return { valid: false };
      const [row] = await db
        .select({
          id: evaluationSessions.id,
          userId: evaluationSessions.evaluationUserId,
          expiresAt: evaluationSessions.expiresAt,
          revokedAt: evaluationSessions.revokedAt,
        })
        .from(evaluationSessions)
        .where(eq(evaluationSessions.tokenHash, hashToken(token)))
        .limit(1);
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now().getTime()) return { valid: false };
      return { valid: true, user: { id: row.userId, sessionId: row.id } };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(evaluationSessions).set({ revokedAt: now() }).where(eq(evaluationSessions.id, sessionId));
    },

    async revokeAll(evaluationUserId: number): Promise<void> {
      await db
        .update(evaluationSessions)
        .set({ revokedAt: now() })
        .where(and(eq(evaluationSessions.evaluationUserId, evaluationUserId), isNull(evaluationSessions.revokedAt)));
    },
  };
}

export type EvaluationSessions = ReturnType<typeof createEvaluationSessions>;
