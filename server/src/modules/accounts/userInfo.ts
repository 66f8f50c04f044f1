import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/client';
import { type User, users } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';

export const USER_GONE = '用户不存在';

export function presentUser(user: User) {
  return {
    rsNo: user.rsNo,
    name: user.name,
    phone: user.phone,
    gradeName: user.gradeName ?? '',
    isSetClass: user.isSetClass,
    isClassUpgrade: user.isClassUpgrade,
    qiniuUrl: user.qiniuUrl,
    photoUrl: user.photoUrl,
  };
}

export async function userById(db: DbExecutor, id: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new ApiError(USER_GONE);
  return user;
}

export async function userByPhone(db: DbExecutor, phone: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user;
}

/** The constraint a Postgres unique violation names (as raised by both drivers), or undefined for other errors. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Postgres unique violations, as raised by both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== undefined;
}
