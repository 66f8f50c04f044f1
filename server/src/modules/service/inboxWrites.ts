/**
 * What staff do with an inbox item (service.write): give it to someone, note, answer, close or reopen it, and
 * turn a teacher application into a hidden tutor draft. Each write is made from the version the staff member
 * opened and lands with its history entry and audit entry in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { SERVICE_SIGNATURE, type InboxKind, type InboxState } from '../../../../contract/vocabulary/serviceInbox';
import type { StaffAuthUser } from '../console';
import type { DbExecutor } from '../../platform/db/client';
import { newRecordCode } from '../../platform/db/ids';
import {
  courseCategories,
  feedbackReplies,
  grades,
  notifications,
  serviceTicketEvents,
  serviceTickets,
  type ServiceTicket,
  tutors,
} from '../../platform/db/schema';
import type { AppDeps } from '../../platform/plugins/deps';
import { ApiError } from '../../platform/plugins/apiError';
import { smsProviderFor } from '../accounts';
import { atVersion, recordAudit } from '../console';
import { inboxItemForStaff, inboxStaff } from './inboxAdmin';
import { INBOX_MESSAGES, type InboxSource, inboxSource, replyChannelOf } from './inboxSources';

export interface InboxWrite {
  kind: InboxKind;
  id: number;
  version: number;
}

type WriteDeps = Pick<AppDeps, 'db' | 'config' | 'store' | 'now' | 'providers'>;

/** What one write changes of the item and adds to its history. */
interface Change {
  action: string;
  patch: Partial<Pick<ServiceTicket, 'state' | 'assigneeId' | 'tutorId'>>;
  event: Omit<typeof serviceTicketEvents.$inferInsert, 'ticketId' | 'staffId'>;
}

/**
 * Runs one write on an item: its ticket made on the first write (an untouched item is new, at version 1),
 * locked and checked against the version the writer opened, then moved on with its history and audit entry.
 */
async function writeItem(
  deps: WriteDeps,
  item: InboxWrite,
  staff: StaffAuthUser,
  change: (tx: DbExecutor, ticket: ServiceTicket, source: InboxSource) => Promise<Change>,
) {
  await deps.db.transaction(async (tx) => {
    const source = await inboxSource(tx, item.kind, item.id);
    await tx.insert(serviceTickets).values({ kind: item.kind, sourceId: item.id }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(serviceTickets)
      .where(and(eq(serviceTickets.kind, item.kind), eq(serviceTickets.sourceId, item.id)))
      .for('update');
    const before = atVersion(row, item.version, INBOX_MESSAGES);
    const { action, patch, event } = await change(tx, before, source);
    const [after] = await tx
      .update(serviceTickets)
      .set({ ...patch, version: before.version + 1 })
      .where(eq(serviceTickets.id, before.id))
      .returning();
    await tx.insert(serviceTicketEvents).values({ ...event, ticketId: before.id, staffId: staff.id });
    await recordAudit(tx, {
      staffId: staff.id,
      action,
      entity: 'inbox',
      entityId: `${item.kind}:${item.id}`,
      before: { state: before.state, assigneeId: before.assigneeId, tutorId: before.tutorId },
      after: { state: after!.state, assigneeId: after!.assigneeId, tutorId: after!.tutorId, ...auditedText(event) },
    });
  });
  return inboxItemForStaff(deps.db, item.kind, item.id, staff);
}

/** Notes and replies are kept in the audit log too: they are what staff said. */
const auditedText = (event: Change['event']) => (event.content ? { content: event.content } : {});

/** Someone picked a new item up: it is in progress from then on. */
const pickedUp = (state: InboxState): InboxState => (state === 'new' ? 'open' : state);

export async function assignInboxItem(
  deps: WriteDeps,
  item: InboxWrite & { assigneeId?: number | undefined },
  staff: StaffAuthUser,
) {
  if (item.assigneeId !== undefined) {
    const { list } = await inboxStaff(deps.db);
    if (!list.some((member) => member.id === item.assigneeId)) throw new ApiError(INBOX_MESSAGES.noAssignee);
  }
  const assigneeId = item.assigneeId ?? null;
  return writeItem(deps, item, staff, async (_tx, ticket) => {
    const state = assigneeId === null ? ticket.state : pickedUp(ticket.state);
    return { action: 'inbox.assign', patch: { assigneeId, state }, event: { type: 'assign', assigneeId, state } };
  });
}

export async function noteInboxItem(deps: WriteDeps, item: InboxWrite & { content: string }, staff: StaffAuthUser) {
  return writeItem(deps, item, staff, async () => ({
    action: 'inbox.note',
    patch: {},
    event: { type: 'note', content: item.content },
  }));
}

export async function setInboxState(
  deps: WriteDeps,
  item: InboxWrite & { state: Extract<InboxState, 'open' | 'closed'> },
  staff: StaffAuthUser,
) {
  return writeItem(deps, item, staff, async () => ({
    action: item.state === 'closed' ? 'inbox.close' : 'inbox.reopen',
    patch: { state: item.state },
    event: { type: 'state', state: item.state },
  }));
}

const REPLY_TITLES: Record<InboxKind, string> = {
  feedback: '客服回复了您的反馈',
  teacher: '客服回复了您的讲师入驻申请',
  message: '客服回复了您的留言',
};

/**
 * Answers the sender: a feedback's reply is kept under it (the family's "my feedback" page shows it); an
 * account gets it in 消息中心, a phone left without an account by SMS. The SMS goes out inside the
 * transaction, so a gateway refusal leaves nothing half-written and the staff member may try again.
 */
export async function replyInboxItem(deps: WriteDeps, item: InboxWrite & { content: string }, staff: StaffAuthUser) {
  return writeItem(deps, item, staff, async (tx, _ticket, source) => {
    const channel = replyChannelOf(source);
    if (channel === 'none') throw new ApiError(INBOX_MESSAGES.noRecipient);
    if (source.feedbackId !== null) {
      await tx
        .insert(feedbackReplies)
        .values({ feedbackId: source.feedbackId, author: SERVICE_SIGNATURE, content: item.content });
    }
    if (channel === 'notification') {
      await tx.insert(notifications).values({
        userId: source.account!.id,
        kind: 'system',
        title: REPLY_TITLES[source.kind],
        content: item.content,
        ...(source.feedbackId !== null ? { objectType: 'feedback' as const, objectId: source.feedbackId } : {}),
      });
    } else {
      try {
        await smsProviderFor(deps).sendNotice({ phone: source.phone, template: 'serviceReply', params: { reply: item.content } });
      } catch {
        // Nothing reached the phone: the reply is not kept either, and the staff member may send it again.
        throw new ApiError(INBOX_MESSAGES.smsFailed);
      }
    }
    return {
      action: 'inbox.reply',
      patch: { state: 'answered' },
      event: { type: 'reply', state: 'answered', content: item.content },
    };
  });
}

/**
 * A hidden tutor profile made from a teacher application: its name and introduction, the subject and grade
 * where their names match the site's. Staff complete it in the tutor editor before showing it.
 */
export async function draftTutorFromApplication(deps: WriteDeps, item: { id: number; version: number }, staff: StaffAuthUser) {
  return writeItem(deps, { ...item, kind: 'teacher' }, staff, async (tx, ticket, source) => {
    if (ticket.tutorId !== null) throw new ApiError(INBOX_MESSAGES.alreadyDrafted);
    const application = source.application!;
    const [category] = await tx
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(eq(courseCategories.name, application.subject));
    const [grade] = await tx
      .select({ id: grades.id, name: grades.name })
      .from(grades)
      .where(eq(grades.name, application.gradeName));
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${tutors.sort}), 0)` }).from(tutors);
    const [tutor] = await tx
      .insert(tutors)
      .values({
        code: newRecordCode('t'),
        name: source.name,
        intro: [application.intro, application.experience].filter(Boolean).join('\n\n'),
        categoryId: category?.id ?? null,
        gradeId: grade?.id ?? null,
        gradeName: grade?.name ?? '',
        visibility: 'hidden',
        sort: Number(last?.sort ?? 0) + 1,
      })
      .returning();
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'tutor.add',
      entity: 'tutor',
      entityId: tutor!.id,
      after: { name: tutor!.name, visibility: tutor!.visibility, fromApplication: item.id },
    });
    return {
      action: 'inbox.tutorDraft',
      patch: { tutorId: tutor!.id, state: pickedUp(ticket.state) },
      event: { type: 'tutorDraft', content: tutor!.name },
    };
  });
}
