/**
 * The three kinds of what families and teachers send us, read as one list: feedback (with its sender's account
 * when sent signed in), teacher applications and online messages, each beside how staff handle it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { InboxAssigneeFilter, InboxKind, InboxState } from '../../../../contract/vocabulary/serviceInbox';
import type { DbExecutor } from '../../platform/db/client';
import { feedback, onlineMessages, serviceTickets, staffMembers, teacherEntries, users } from '../../platform/db/schema';
import { likePattern } from '../../platform/text/format';

/** A phone as a family leaves it in a free contact field. */
export const MAINLAND_PHONE = /^1\d{10}$/;

/**
 * Every item with the columns the list needs. A feedback's phone is its account's, or the contact it left when
 * that is a phone; its name is the account's.
 */
const items = sql`
  select 'feedback' as kind, f.id, f.type as topic, f.content, coalesce(u.name, '') as sender_name,
    coalesce(u.phone, case when f.contact ~ '^1[0-9]{10}$' then f.contact else '' end) as phone, f.created_at
  from ${feedback} f left join ${users} u on u.id = f.user_id
  union all
  select 'teacher', e.id, e.subject, coalesce(nullif(e.intro, ''), e.experience), e.name, e.phone, e.created_at
  from ${teacherEntries} e
  union all
  select 'message', m.id, '', m.content, m.name, m.phone, m.created_at from ${onlineMessages} m`;

export interface InboxQuery {
  q: string;
  kind?: InboxKind | undefined;
  state?: InboxState | undefined;
  /** 'mine', 'none', a staff id as text, or '' for anyone. */
  assignee: InboxAssigneeFilter | string;
  page: number;
  size: number;
}

/** The conditions of the list's filter on the joined items (i) and tickets (t), the state left to the caller. */
function filterOf(query: InboxQuery, staffId: number): SQL[] {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(sql`i.kind = ${query.kind}`);
  if (query.assignee === 'mine') conditions.push(sql`t.assignee_id = ${staffId}`);
  else if (query.assignee === 'none') conditions.push(sql`t.assignee_id is null`);
  else if (query.assignee) conditions.push(sql`t.assignee_id = ${Number(query.assignee)}`);
  if (query.q) {
    const words = [sql`i.content ilike ${likePattern(query.q)}`, sql`i.sender_name ilike ${likePattern(query.q)}`];
    if (MAINLAND_PHONE.test(query.q)) words.push(sql`i.phone = ${query.q}`);
    if (/^\d{4}$/.test(query.q)) words.push(sql`right(i.phone, 4) = ${query.q}`);
    conditions.push(sql`(${sql.join(words, sql` or `)})`);
  }
  return conditions;
}

const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

const joined = sql`(${items}) i left join ${serviceTickets} t on t.kind = i.kind and t.source_id = i.id`;

export interface InboxItemRow {
  kind: InboxKind;
  id: number;
  topic: string;
  content: string;
  sender_name: string;
  phone: string;
  created_at: Date | string;
  state: InboxState;
  assignee_id: number | null;
  assignee_name: string | null;
}

/** One page of items under the filter, newest first, and how many there are in each state. */
export async function inboxPage(db: DbExecutor, query: InboxQuery, staffId: number) {
  const shared = filterOf(query, staffId);
  const withState = query.state ? [...shared, sql`coalesce(t.state, 'new') = ${query.state}`] : shared;
  const [page, counted] = await Promise.all([
    db.execute(sql`select i.*, coalesce(t.state, 'new') as state, t.assignee_id, s.name as assignee_name
      from ${joined} left join ${staffMembers} s on s.id = t.assignee_id
      ${whereOf(withState)}
      order by i.created_at desc, i.kind, i.id desc
      limit ${query.size} offset ${(query.page - 1) * query.size}`),
    db.execute(sql`select coalesce(t.state, 'new') as state, count(*)::int as total from ${joined}
      ${whereOf(shared)} group by 1`),
  ]);
  return {
    rows: (page as unknown as { rows: InboxItemRow[] }).rows,
    counts: (counted as unknown as { rows: { state: InboxState; total: number }[] }).rows,
  };
}
