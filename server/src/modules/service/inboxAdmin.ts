/**
 * The service inbox as the console reads it (service.read): every complaint, teacher application and online
 * message, and one item with its sender and everything staff did with it.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INBOX_STATES, type InboxKind, type InboxState } from '../../../../contract/vocabulary/serviceInbox';
import { ROLE_PERMISSIONS, roleCan, STAFF_ROLES } from '../../../../contract/vocabulary/staff';
import type { DbExecutor } from '../../platform/db/client';
import { serviceTicketEvents, serviceTickets, staffMembers, tutors } from '../../platform/db/schema';
import { iso } from '../../platform/text/format';
import { maskPhone } from '../commerce';
import type { StaffAuthUser } from '../console';
import { inboxPage, type InboxQuery, MAINLAND_PHONE } from './inboxItems';
import { inboxSource, replyChannelOf } from './inboxSources';

const SUMMARY_LENGTH = 60;

/** The start of what was sent, on one line. */
function summaryOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

export async function listInbox(db: DbExecutor, query: InboxQuery, staffId: number) {
  const { rows, counts } = await inboxPage(db, query, staffId);
  const perState = Object.fromEntries(INBOX_STATES.map((state) => [state, 0])) as Record<InboxState, number>;
  for (const row of counts) perState[row.state] = Number(row.total);
  return {
    list: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      state: row.state,
      topic: row.topic,
      summary: summaryOf(row.content),
      senderName: row.sender_name,
      // A page of many senders: the middle digits stay hidden; the detail shows the phone to who may answer.
      senderPhone: row.phone ? maskPhone(row.phone) : '',
      assignee: row.assignee_id === null ? null : { id: Number(row.assignee_id), name: row.assignee_name ?? '' },
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: query.state ? perState[query.state] : Object.values(perState).reduce((sum, count) => sum + count, 0),
    page: query.page,
    size: query.size,
    counts: perState,
  };
}

/** The roles that may answer the inbox: the staff an item can be given to. */
export const SERVICE_ROLES = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('service.write'));

/** Staff who may be given an item: enabled, with a role that may answer the inbox, by name. */
export async function inboxStaff(db: DbExecutor) {
  const list = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(and(isNull(staffMembers.disabledAt), inArray(staffMembers.role, [...SERVICE_ROLES])))
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
  return { list };
}

export async function ticketOf(db: DbExecutor, kind: InboxKind, sourceId: number) {
  const [ticket] = await db
    .select()
    .from(serviceTickets)
    .where(and(eq(serviceTickets.kind, kind), eq(serviceTickets.sourceId, sourceId)))
    .limit(1);
  return ticket ?? null;
}

const assignees = alias(staffMembers, 'assignees');

async function historyOf(db: DbExecutor, ticketId: number) {
  const rows = await db
    .select({
      type: serviceTicketEvents.type,
      staffName: staffMembers.name,
      state: serviceTicketEvents.state,
      assigneeId: serviceTicketEvents.assigneeId,
      assigneeName: assignees.name,
      content: serviceTicketEvents.content,
      at: serviceTicketEvents.createdAt,
    })
    .from(serviceTicketEvents)
    .innerJoin(staffMembers, eq(staffMembers.id, serviceTicketEvents.staffId))
    .leftJoin(assignees, eq(assignees.id, serviceTicketEvents.assigneeId))
    .where(eq(serviceTicketEvents.ticketId, ticketId))
    .orderBy(asc(serviceTicketEvents.id));
  return rows.map((row) => ({
    type: row.type,
    staffName: row.staffName,
    state: row.state ?? null,
    assigneeName: row.assigneeId === null ? null : (row.assigneeName ?? ''),
    content: row.content,
    at: iso(row.at),
  }));
}

/**
 * One item for a staff member: the sender's phone in full to who may answer (they call back), masked for
 * the rest; its history oldest first.
 */
export async function inboxItemForStaff(db: DbExecutor, kind: InboxKind, id: number, staff: Pick<StaffAuthUser, 'role'>) {
  const source = await inboxSource(db, kind, id);
  const ticket = await ticketOf(db, kind, id);
  const [assignee] = ticket?.assigneeId
    ? await db
        .select({ id: staffMembers.id, name: staffMembers.name })
        .from(staffMembers)
        .where(eq(staffMembers.id, ticket.assigneeId))
    : [];
  const [tutor] = ticket?.tutorId
    ? await db.select({ id: tutors.id, name: tutors.name }).from(tutors).where(eq(tutors.id, ticket.tutorId))
    : [];
  const phoneFor = (phone: string) => (roleCan(staff.role, 'service.write') ? phone : maskPhone(phone));
  return {
    kind,
    id,
    state: ticket?.state ?? 'new',
    version: ticket?.version ?? 1,
    assignee: assignee ?? null,
    createdAt: iso(source.createdAt),
    topic: source.topic,
    content: source.content,
    source: source.source,
    sender: {
      name: source.name,
      phone: source.phone ? phoneFor(source.phone) : '',
      contact: MAINLAND_PHONE.test(source.contact) ? phoneFor(source.contact) : source.contact,
    },
    images: source.images,
    resumeUrl: source.resumeUrl,
    application: source.application,
    account: source.account
      ? { phone: phoneFor(source.account.phone), name: source.account.name, grade: source.account.grade }
      : null,
    tutor: tutor ?? null,
    replyChannel: replyChannelOf(source),
    history: ticket ? await historyOf(db, ticket.id) : [],
  };
}
