import type { Db } from '../../platform/db/client';

/**
 * What another domain gives an account the moment it registers (the gifts sent to its phone before it
 * existed). Domains above accounts hand their hook in (modules/index.ts), so accounts imports none of them.
 */
export type NewAccountHook = (db: Db, account: { id: number; phone: string }) => Promise<void>;

/** One hook that runs every domain's hook in turn, in the order they were listed. */
export function welcomeNewAccounts(hooks: readonly NewAccountHook[]): NewAccountHook {
  return async (db, account) => {
    for (const hook of hooks) await hook(db, account);
  };
}
