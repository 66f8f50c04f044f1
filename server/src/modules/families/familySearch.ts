/**
 * Families as the console finds them (service.read): by the phone in full or its last four digits, as a caller
 * reads them out, or by a word of the name. The list masks every phone; one family's page may show it whole.
 */
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/plugins/deps';
import { orders, users } from '../../platform/db/schema';
import { iso, likePattern, offsetOf } from '../../platform/text/format';
import { accountLockedUntil } from '../accounts';
import { maskPhone } from '../commerce';

export interface StaffFamilyFilter {
  q: string;
  page: number;
  size: number;
}

/** What a search word finds: a whole phone, its last four digits (served by their index), or a word of the name. */
function searchOf(q: string): SQL | undefined {
  if (!q) return undefined;
  if (/^1\d{10}$/.test(q)) return eq(users.phone, q);
  const byName = ilike(users.name, likePattern(q));
  return /^\d{4}$/.test(q) ? or(sql`right(${users.phone}, 4) = ${q}`, byName) : byName;
}

/**
 * Orders that brought money in, refunded later or not. The family's id is named with its table: a select from
 * one table writes its columns bare, which inside the subquery would mean the order's own id.
 */
const paidOrders = sql<number>`(select count(*)::int from ${orders} o
  where o.user_id = ${users}.id and o.paid_at is not null)`;

/** Every family, newest sign-up first, found by the console's search word. */
export async function listFamiliesForStaff(deps: Pick<AppDeps, 'db' | 'now' | 'store'>, filter: StaffFamilyFilter) {
  const where = searchOf(filter.q);
  const [rows, total] = await Promise.all([
    deps.db
      .select({
        rsNo: users.rsNo,
        phone: users.phone,
        name: users.name,
        grade: users.gradeName,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
        paidOrders,
      })
      .from(users)
      .where(and(where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.size)
      .offset(offsetOf(filter.page, filter.size)),
    deps.db.$count(users, where),
  ]);
  // A lock lives in the shared store, not the table: one look-up per family of the page.
  const locks = await Promise.all(rows.map((row) => accountLockedUntil(deps, row.phone)));
  return {
    list: rows.map((row, index) => ({
      familyId: row.rsNo,
      phone: maskPhone(row.phone),
      name: row.name,
      grade: row.grade ?? null,
      registeredAt: iso(row.createdAt),
      lastSignInAt: row.lastLoginAt ? iso(row.lastLoginAt) : null,
      state: locks[index] ? ('locked' as const) : ('normal' as const),
      paidOrders: Number(row.paidOrders),
    })),
    total,
    page: filter.page,
    size: filter.size,
  };
}
