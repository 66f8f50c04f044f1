import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/src/platform/db/client';
import { users } from '../../../server/src/platform/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/src/platform/db/seed';

/** Id of a seeded demo account, looked up by phone. */
export async function demoUserId(db: Db, account: keyof typeof DEMO_ACCOUNTS = 'student'): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_ACCOUNTS[account].phone));
  if (!row) throw new Error(`演示账号 ${account} 不存在`);
  return row.id;
}
