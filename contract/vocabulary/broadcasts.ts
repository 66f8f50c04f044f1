/** The words of a message to many families: who it goes to, where it stands, what it links to. */

/** Everyone, one grade's students, one course's students, or the users of a list of phones. */
export const BROADCAST_AUDIENCES = ['all', 'grade', 'course', 'phones'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

/** Waiting for its time, being delivered, delivered to all, or called off before it started. */
export const BROADCAST_STATES = ['scheduled', 'sending', 'delivered', 'cancelled'] as const;
export type BroadcastState = (typeof BROADCAST_STATES)[number];

/** What the message opens in 消息中心: nothing, a course or an article. */
export const BROADCAST_LINKS = ['none', 'course', 'news'] as const;
export type BroadcastLink = (typeof BROADCAST_LINKS)[number];

/** Broadcasts per page of the console's list. */
export const BROADCAST_PAGE_SIZE = 20;

/** The longest phone list one broadcast takes, in lines. */
export const BROADCAST_PHONE_LIMIT = 2000;

const PHONE = /^1\d{10}$/;

/** One phone of a list as typed, with the line it stands on (counted from 1) and whether it looks like a phone. */
export interface PhoneEntry {
  line: number;
  phone: string;
  wellFormed: boolean;
}

/** The phones of a list typed one per line or separated by commas (either width), blanks skipped. */
export function phoneEntries(list: string): PhoneEntry[] {
  return list.split(/\r?\n/).flatMap((text, index) =>
    text
      .split(/[,，、;；\s]+/)
      .filter(Boolean)
      .map((phone) => ({ line: index + 1, phone, wellFormed: PHONE.test(phone) })),
  );
}

/** A problem of one phone of the list, naming its line, as the form and the server say it. */
export function phoneProblem(entry: PhoneEntry, known: boolean): string | null {
  if (!entry.wellFormed) return `第 ${entry.line} 行「${entry.phone}」不是 11 位手机号`;
  if (!known) return `第 ${entry.line} 行「${entry.phone}」没有注册用户`;
  return null;
}

/** The compose form's values; the schedule as the date-time input holds it, in Beijing time. */
export interface BroadcastFormFields {
  title: string;
  content: string;
  link: BroadcastLink;
  linkId: number | null;
  audience: BroadcastAudience;
  audienceId: number | null;
  phones: string;
  when: 'now' | 'later';
  sendAt: string;
}

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** A moment as the schedule's date-time input shows it: Beijing wall time, whatever the staff member's zone. */
export function beijingInput(iso: string): string {
  return new Date(new Date(iso).getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16);
}

/** The schedule's input (Beijing wall time, YYYY-MM-DDTHH:mm) as the moment the server takes. */
export function fromBeijingInput(value: string): string {
  return `${value}:00+08:00`;
}
