import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  INBOX_EVENT_TYPES,
  INBOX_KINDS,
  INBOX_STATES,
  type InboxEventType,
  type InboxKind,
  type InboxState,
} from '../../../../../contract/vocabulary/serviceInbox';
import { createdAt, oneOf, timestamps } from './columns';
import { staffMembers } from './console';
import { tutors } from './content';

/**
 * How staff handle one item of the service inbox (a feedback row, a teacher application, an online message).
 * An item nobody has touched has no row: it reads as new. The first write makes the row.
 */
export const serviceTickets = pgTable(
  'service_tickets',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<InboxKind>().notNull(),
    /** The id of the item in the table its kind names (feedback, teacher_entries, online_messages). */
    sourceId: integer('source_id').notNull(),
    state: text('state').$type<InboxState>().notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The hidden tutor profile made from a teacher application. */
    tutorId: integer('tutor_id').references(() => tutors.id, { onDelete: 'set null' }),
    /** An untouched item is at version 1; every write moves it on, so a stale second writer is refused. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_tickets_item_uq').on(t.kind, t.sourceId),
    index('service_tickets_state_idx').on(t.state),
    index('service_tickets_assignee_idx').on(t.assigneeId),
    check('service_tickets_kind_values', oneOf('kind', INBOX_KINDS)),
    check('service_tickets_state_values', oneOf('state', INBOX_STATES)),
  ],
);

/** The history of an item: state changes, assignments, internal notes, replies and tutor drafts, by whom. */
export const serviceTicketEvents = pgTable(
  'service_ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => serviceTickets.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    type: text('type').$type<InboxEventType>().notNull(),
    /** The state the item moved to (state and reply events). */
    state: text('state').$type<InboxState>(),
    /** Who the item was given to (assign events); null when it was left unassigned. */
    assigneeId: integer('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** A note's or reply's text. Notes stay with staff; only replies reach the family. */
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_ticket_events_ticket_idx').on(t.ticketId, t.id),
    check('service_ticket_events_type_values', oneOf('type', INBOX_EVENT_TYPES)),
    check('service_ticket_events_state_values', oneOf('state', INBOX_STATES)),
  ],
);

export type ServiceTicket = typeof serviceTickets.$inferSelect;
