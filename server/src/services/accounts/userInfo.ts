import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { type User, users } from '../../db/schema';
import { ApiError } from '../apiError';

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

/** Postgres unique violations, as raised by both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
