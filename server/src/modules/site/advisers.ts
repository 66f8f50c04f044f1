import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/client';
import { adviserAuthenticityChecks, advisers, gradeGroups, grades, officialAccounts, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';

export const NO_ADVISER = '暂时没有可联系的课程顾问，请稍后再试';

const publicFields = {
  id: advisers.id,
  name: advisers.name,
  wechatAccount: advisers.wechatAccount,
  wechatUrl: advisers.wechatQrUrl,
};

type PublicAdviser = { id: number; name: string; wechatAccount: string; wechatUrl: string };

function present({ name, wechatAccount, wechatUrl }: PublicAdviser) {
  return { name, wechatAccount, wechatUrl };
}

async function randomActiveAdviser(db: DbExecutor, stage: string | null): Promise<PublicAdviser | undefined> {
  if (stage) {
    const [matching] = await db
      .select(publicFields)
      .from(advisers)
      .where(and(eq(advisers.isActive, true), sql`${advisers.stages} @> ${JSON.stringify([stage])}::jsonb`))
      .orderBy(sql`random()`)
      .limit(1);
    if (matching) return matching;
  }
  const [any] = await db
    .select(publicFields)
    .from(advisers)
    .where(eq(advisers.isActive, true))
    .orderBy(sql`random()`)
    .limit(1);
  return any;
}

/**
 * Visitors get a random active adviser. A logged-in user keeps the adviser assigned the first time (one who
 * serves the user's school stage when possible), unless that adviser has left.
 */
export async function adviserFor(db: Db, userId: number | null) {
  if (userId === null) {
    const adviser = await randomActiveAdviser(db, null);
    if (!adviser) throw new ApiError(NO_ADVISER);
    return present(adviser);
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ adviserId: users.adviserId, stage: gradeGroups.stage })
      .from(users)
      .leftJoin(grades, eq(grades.id, users.gradeId))
      .leftJoin(gradeGroups, eq(gradeGroups.id, grades.groupId))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (user?.adviserId) {
      const [assigned] = await tx
        .select(publicFields)
        .from(advisers)
        .where(and(eq(advisers.id, user.adviserId), eq(advisers.isActive, true)));
      if (assigned) return present(assigned);
    }
    const adviser = await randomActiveAdviser(tx, user?.stage ?? null);
    if (!adviser) throw new ApiError(NO_ADVISER);
    await tx.update(users).set({ adviserId: adviser.id }).where(eq(users.id, userId));
    return present(adviser);
  });
}

/** Is this WeChat account or phone number one of our active advisers? Every check is recorded. */
export async function checkAuthenticity(db: Db, keyWord: string, ip: string | null) {
  const query = keyWord.trim();
  // Phone numbers are compared by their digits, so 010-62881201 and 01062881201 are the same number.
  const digits = /^[\d\s()+-]+$/.test(query) ? query.replace(/[^0-9]/g, '') : '';
  const [adviser] = await db
    .select({ ...publicFields, intro: advisers.intro })
    .from(advisers)
    .where(
      and(
        eq(advisers.isActive, true),
        or(
          sql`lower(${advisers.wechatAccount}) = lower(${query})`,
          digits.length >= 7 ? sql`regexp_replace(${advisers.phone}, '[^0-9]', '', 'g') = ${digits}` : undefined,
        ),
      ),
    )
    .limit(1);
  await db.insert(adviserAuthenticityChecks).values({
    query,
    adviserId: adviser?.id ?? null,
    isAuthentic: Boolean(adviser),
    ip,
  });
  return {
    isAuthentic: Boolean(adviser),
    adviser: adviser ? { ...present(adviser), intro: adviser.intro } : null,
  };
}

export async function officialAccount(db: Db) {
  const [account] = await db
    .select({
      name: officialAccounts.name,
      account: officialAccounts.account,
      intro: officialAccounts.intro,
      qrUrl: officialAccounts.qrUrl,
    })
    .from(officialAccounts)
    .orderBy(asc(officialAccounts.sort), asc(officialAccounts.id))
    .limit(1);
  if (!account) throw new ApiError('暂无公众号信息');
  return account;
}
