import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions, users } from '../db/schema';
import type { UserCache } from '../cache/userCache';

export interface AuthUser {
  id: number;
  rsNo: string;
  phone: string;
  name: string;
  gradeId: number | null;
  sessionId: number;
}

export type SessionCheck =
  { valid: true; user: AuthUser } | { valid: false; reason: 'unknown' | 'expired' | 'revoked'; revokedReason: string | null };

export interface SessionService {
  /** Starts a session and returns the bearer token; only its hash is stored. */
  issueSession(
    userId: number,
    deviceId?: string | null,
    meta?: { ip?: string; userAgent?: string },
  ): Promise<{ token: string; expiresAt: Date }>;
  /** Ends the session the token belongs to; true when one was live. */
  revokeSession(token: string, reason?: string): Promise<boolean>;
  /** Ends every live session of a user, e.g. after a password change. */
  revokeUserSessions(userId: number, reason: string): Promise<number>;
  check(token: string): Promise<SessionCheck>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Refreshing last-seen on every request would turn each read into a write. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * The session a token hash names, with its user: one row at most. Every signed-in request starts here, so
 * it is prepared (db/prepared.ts): built once and, on PostgreSQL, planned once per connection.
 */
function sessionByHash(db: DbExecutor) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      rsNo: users.rsNo,
      phone: users.phone,
      name: users.name,
      gradeId: users.gradeId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

/** A live session as copied between calls: its user and when it ends. */
type LiveSession = { user: AuthUser; expiresAt: number } | { user: null; check: SessionCheck };

export function createSessionService(db: Db, options: { ttlHours: number; now: () => Date; cache?: UserCache }): SessionService {
  const { now, cache } = options;
  async function findSession(tokenHash: string): Promise<LiveSession> {
    const [row] = await prepared(db, sessionByHash).execute({ tokenHash });
    if (!row) return { user: null, check: { valid: false, reason: 'unknown', revokedReason: null } };
    if (row.revokedAt) return { user: null, check: { valid: false, reason: 'revoked', revokedReason: row.revokedReason } };
    const current = now();
    if (row.expiresAt.getTime() <= current.getTime()) {
      return { user: null, check: { valid: false, reason: 'expired', revokedReason: null } };
    }
    if (current.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await db.update(sessions).set({ lastSeenAt: current }).where(eq(sessions.id, row.sessionId));
    }
    const user = { id: row.id, rsNo: row.rsNo, phone: row.phone, name: row.name, gradeId: row.gradeId, sessionId: row.sessionId };
    return { user, expiresAt: row.expiresAt.getTime() };
  }

  return {
    async issueSession(userId, deviceId = null, meta = {}) {
      const token = randomBytes(32).toString('base64url');
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + options.ttlHours * 3600 * 1000);
      await db.transaction(async (tx) => {
        // One live session per device: logging in again on the same device replaces the older token.
        if (deviceId) {
          await tx
            .update(sessions)
            .set({ revokedAt: issuedAt, revokedReason: 'replaced' })
            .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)));
        }
        await tx.insert(sessions).values({
          tokenHash: hashToken(token),
          userId,
          deviceId,
          ip: meta.ip ?? null,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
          expiresAt,
          lastSeenAt: issuedAt,
        });
      });
      // The replaced token must stop working here at once, not when the database's notice arrives.
      if (deviceId) cache?.forgetUser(userId);
      return { token, expiresAt };
    },

    async revokeSession(token, reason = 'logout') {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      for (const row of rows) cache?.forgetUser(row.userId);
      return rows.length > 0;
    },

    async revokeUserSessions(userId, reason) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
        .returning({ id: sessions.id });
      cache?.forgetUser(userId);
      return rows.length;
    },

    async check(token) {
      if (!TOKEN_PATTERN.test(token)) return { valid: false, reason: 'unknown', revokedReason: null };
      const tokenHash = hashToken(token);
      const lookup = () => findSession(tokenHash);
      // Only live sessions are copied: their user's rows changing (a revocation included) drops the copy.
      const found = cache
        ? await cache.rememberFound(tokenHash, (session) => (session.user ? session.user.id : null), lookup)
        : await lookup();
      if (!found.user) return found.check;
      if (found.expiresAt <= now().getTime()) return { valid: false, reason: 'expired', revokedReason: null };
      return { valid: true, user: found.user };
    },
  };
}
