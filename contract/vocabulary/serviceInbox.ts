/**
 * The service inbox: what families and teachers send us (complaints and feedback, teacher applications, online
 * messages), and where each item stands while staff handle it.
 */

/** What an item is, as its console address names it (/admin/inbox/feedback/12). */
export const INBOX_KINDS = ['feedback', 'teacher', 'message'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** new → open (someone is on it) → answered (a reply went out) → closed; a closed item may be reopened. */
export const INBOX_STATES = ['new', 'open', 'answered', 'closed'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/** The assignee filter's own choices besides one staff member's id. */
export const INBOX_ASSIGNEE_FILTERS = ['mine', 'none'] as const;
export type InboxAssigneeFilter = (typeof INBOX_ASSIGNEE_FILTERS)[number];

/** What happened to an item, as its history lists it. */
export const INBOX_EVENT_TYPES = ['state', 'assign', 'note', 'reply', 'tutorDraft'] as const;
export type InboxEventType = (typeof INBOX_EVENT_TYPES)[number];

/** Who a reply is signed by, as the family reads it: the team, never a staff member's own name. */
export const SERVICE_SIGNATURE = '学伴客服';

/** The item kinds' own key when read from an address, or null. */
export function readInboxKind(value: string | undefined | null): InboxKind | null {
  return (INBOX_KINDS as readonly string[]).includes(value ?? '') ? (value as InboxKind) : null;
}
