import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/client';
import { type NewNotification, notifications, parentBindings, users } from '../../platform/db/schema';

export interface StudyMessage {
  title: string;
  content: string;
  /** What the student's message opens (a weekly report), if anything. */
  studentLink?: { objectType: 'studyReport'; objectId: number };
  /** What a parent's message opens: only a view made for parents, never the student's own pages. */
  parentLink?: { objectType: 'childReport'; objectId: number };
}

/** Who hears about a student's study: the student's name, and the accounts of the bound parents. */
export interface StudyAudience {
  studentUserId: number;
  studentName: string;
  parentUserIds: number[];
}

/**
 * The student's name and the bound parents who have accounts, in one round trip; null for no such student.
 * The student is an id, or a subquery that selects one (the buyer of an order).
 */
export async function studyAudience(db: DbExecutor, student: number | SQL): Promise<StudyAudience | null> {
  const result = await db.execute<{ id: number; name: string; parent_user_ids: number[] }>(sql`
    select s.id, s.name,
      coalesce((
        select json_agg(p.id order by p.id)
        from ${parentBindings} b join ${users} p on p.phone = b.parent_phone
        where b.student_user_id = s.id and p.id <> s.id
      ), '[]'::json) as parent_user_ids
    from ${users} s
    where s.id = ${student}`);
  const [row] = result.rows;
  return row ? { studentUserId: row.id, studentName: row.name, parentUserIds: row.parent_user_ids } : null;
}

/**
 * A study notification of a student goes to the student and to every bound parent who has an account
 * (parents sign in with the phone they were bound with). Parents get no link into the student's own pages,
 * which they could not open; a message that has a parent's view (a weekly report) links that instead.
 */
export function studyProgressRows(
  audience: StudyAudience,
  message: StudyMessage,
  options: { toStudent?: boolean } = {},
): NewNotification[] {
  const toStudent = options.toStudent ?? true;
  return [
    ...(toStudent
      ? [
          {
            userId: audience.studentUserId,
            kind: 'course' as const,
            title: message.title,
            content: message.content,
            ...message.studentLink,
          },
        ]
      : []),
    ...audience.parentUserIds.map((parentUserId) => ({
      userId: parentUserId,
      kind: 'course' as const,
      title: `孩子学习动态：${message.title}`,
      content: `${audience.studentName}：${message.content}`,
      ...message.parentLink,
    })),
  ];
}

/** Sends a study notification (see studyProgressRows); answers how many messages were written. */
export async function notifyStudyProgress(
  db: DbExecutor,
  studentUserId: number,
  message: StudyMessage,
  options: { toStudent?: boolean } = {},
): Promise<number> {
  const audience = await studyAudience(db, studentUserId);
  if (!audience) return 0;
  const rows = studyProgressRows(audience, message, options);
  if (rows.length > 0) await db.insert(notifications).values(rows);
  return rows.length;
}
