import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES, PARENT_LIMIT, type Relationship } from '../../../../contract/api/schemas/user/campaign';
import type { DbExecutor } from '../../platform/db/client';
import { parentBindings, users } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { checkCode, isUniqueViolation } from '../accounts';
import { ApiError } from '../../platform/plugins/apiError';
import { maskPhone } from '../commerce';
import { iso } from '../../platform/text/format';
import { SMS_PURPOSE } from '../../../../contract/vocabulary/sms';

/** A ticket proves the student's phone was verified; it lets the binding pages act for 30 minutes. */
export const BIND_TICKET_SECONDS = 30 * 60;
const ticketKey = (ticket: string) => `parent-bind:${ticket}`;

async function studentOfTicket(deps: Pick<AppDeps, 'store'>, ticket: string): Promise<number> {
  const raw = await deps.store.get(ticketKey(ticket));
  const studentId = Number(raw);
  if (!raw || !Number.isInteger(studentId)) throw new ApiError(CAMPAIGN_MESSAGES.bindTicket);
  return studentId;
}

async function bindState(db: DbExecutor, studentId: number, ticket: string) {
  const [student] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, studentId));
  if (!student) throw new ApiError(CAMPAIGN_MESSAGES.bindTicket);
  const parents = await db
    .select()
    .from(parentBindings)
    .where(eq(parentBindings.studentUserId, studentId))
    .orderBy(asc(parentBindings.createdAt), asc(parentBindings.id));
  return {
    ticket,
    studentName: student.name,
    studentPhone: maskPhone(student.phone),
    limit: PARENT_LIMIT,
    full: parents.length >= PARENT_LIMIT,
    parents: parents.map((row) => ({
      id: row.id,
      parentPhone: maskPhone(row.parentPhone),
      relationship: row.relationship as Relationship,
      boundAt: iso(row.createdAt),
    })),
  };
}

/** Step one: the student's phone and a type-6 code (sent to the student) give a ticket. */
export async function verifyStudent(
  deps: Pick<AppDeps, 'config' | 'db' | 'now' | 'store'>,
  input: { mobilePhone: string; code: string },
) {
  await checkCode(deps, input.mobilePhone, SMS_PURPOSE.parentConsent, input.code, { consume: true });
  const [student] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, input.mobilePhone)).limit(1);
  if (!student) throw new ApiError(CAMPAIGN_MESSAGES.bindTicket);
  const ticket = randomBytes(24).toString('base64url');
  await deps.store.set(ticketKey(ticket), String(student.id), BIND_TICKET_SECONDS);
  return bindState(deps.db, student.id, ticket);
}

export async function listParents(deps: Pick<AppDeps, 'db' | 'store'>, ticket: string) {
  return bindState(deps.db, await studentOfTicket(deps, ticket), ticket);
}

/**
 * Binds a parent's phone to the student. The student's row is locked while the count is checked, so two
 * parents binding at once cannot pass the limit together.
 */
export async function bindParent(
  deps: Pick<AppDeps, 'db' | 'store'>,
  input: { ticket: string; parentPhone: string; relationship: Relationship },
) {
  const studentId = await studentOfTicket(deps, input.ticket);
  try {
    await deps.db.transaction(async (tx) => {
      const [student] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, studentId)).for('update');
      if (!student) throw new ApiError(CAMPAIGN_MESSAGES.bindTicket);
      if (student.phone === input.parentPhone) throw new ApiError(CAMPAIGN_MESSAGES.bindSelf);
      const [counted] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(parentBindings)
        .where(eq(parentBindings.studentUserId, studentId));
      const [existing] = await tx
        .select({ id: parentBindings.id })
        .from(parentBindings)
        .where(and(eq(parentBindings.studentUserId, studentId), eq(parentBindings.parentPhone, input.parentPhone)));
      if (existing) throw new ApiError(CAMPAIGN_MESSAGES.bindTwice);
      if ((counted?.count ?? 0) >= PARENT_LIMIT) throw new ApiError(CAMPAIGN_MESSAGES.bindFull);
      await tx
        .insert(parentBindings)
        .values({ studentUserId: studentId, parentPhone: input.parentPhone, relationship: input.relationship });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(CAMPAIGN_MESSAGES.bindTwice);
    throw error;
  }
  return bindState(deps.db, studentId, input.ticket);
}

export async function unbindParent(deps: Pick<AppDeps, 'db' | 'store'>, input: { ticket: string; bindingId: number }) {
  const studentId = await studentOfTicket(deps, input.ticket);
  const removed = await deps.db
    .delete(parentBindings)
    .where(and(eq(parentBindings.id, input.bindingId), eq(parentBindings.studentUserId, studentId)))
    .returning({ id: parentBindings.id });
  if (removed.length === 0) throw new ApiError(CAMPAIGN_MESSAGES.bindMissing);
  return bindState(deps.db, studentId, input.ticket);
}
