import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { notifications, parentBindings, users } from '../../db/schema';

export interface StudyMessage {
  title: string;
  content: string;
}

/**
 * A study notification of a student goes to the student and to every bound parent who has an account
 * (parents sign in with the phone they were bound with). Parents get it without a link into the
 * student's records, which they could not open.
 */
export async function notifyStudyProgress(
  db: DbExecutor,
  studentUserId: number,
  message: StudyMessage,
  options: { toStudent?: boolean } = {},
): Promise<number> {
  const toStudent = options.toStudent ?? true;
  const [student] = await db.select({ name: users.name }).from(users).where(eq(users.id, studentUserId)).limit(1);
  if (!student) return 0;
  const bound = await db
    .select({ phone: parentBindings.parentPhone })
    .from(parentBindings)
    .where(eq(parentBindings.studentUserId, studentUserId));
  const parents =
    bound.length === 0
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(
            inArray(
              users.phone,
              bound.map((row) => row.phone),
            ),
          );
  const rows = [
    ...(toStudent ? [{ userId: studentUserId, kind: 'course' as const, title: message.title, content: message.content }] : []),
    ...parents
      .filter((parent) => parent.id !== studentUserId)
      .map((parent) => ({
        userId: parent.id,
        kind: 'course' as const,
        title: `孩子学习动态：${message.title}`,
        content: `${student.name}：${message.content}`,
      })),
  ];
  if (rows.length > 0) await db.insert(notifications).values(rows);
  return rows.length;
}
