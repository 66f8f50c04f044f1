import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { advisers, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { adviserFor, NO_ADVISER } from '../site';
import type { AuthUser } from '../../platform/sessions/sessions';

/**
 * The logged-in user gets (and keeps) an assigned adviser. An anonymous lookup by appUUId only reads the
 * adviser already assigned to that user, so it cannot change anyone's assignment.
 */
export async function adviserForAppUUId(db: Db, user: AuthUser | null, appUUId: string) {
  if (user) return adviserFor(db, user.id);
  if (appUUId) {
    const [assigned] = await db
      .select({ name: advisers.name, wechatAccount: advisers.wechatAccount, wechatUrl: advisers.wechatQrUrl })
      .from(users)
      .innerJoin(advisers, eq(advisers.id, users.adviserId))
      .where(and(eq(users.rsNo, appUUId), eq(advisers.isActive, true)))
      .limit(1);
    if (assigned) return assigned;
  }
  const [any] = await db
    .select({ name: advisers.name, wechatAccount: advisers.wechatAccount, wechatUrl: advisers.wechatQrUrl })
    .from(advisers)
    .where(eq(advisers.isActive, true))
    .orderBy(sql`random()`)
    .limit(1);
  if (!any) throw new ApiError(NO_ADVISER);
  return any;
}
