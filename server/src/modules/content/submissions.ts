import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { feedback, onlineMessages, teacherEntries } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { toPlainText } from '../../platform/text/sanitize';

export const FEEDBACK_THANKS = '提交成功，感谢您的反馈';
/** Feedback and uploads of anonymous visitors must carry the image captcha. */
export const FEEDBACK_CAPTCHA_REQUIRED = '请输入图形验证码';
export const DUPLICATE_TEACHER_ENTRY = '您已提交过入驻申请，我们会尽快与您联系';
const DUPLICATE_WINDOW_MS = 24 * 3600 * 1000;

function required(value: string, field: string): string {
  const text = toPlainText(value);
  if (!text) throw new ApiError(`参数 ${field} 不能为空`);
  return text;
}

export async function saveFeedback(
  db: Db,
  input: { type: string; content: string; contact: string; images: string[] },
  meta: { userId: number | null; source: string; ip: string | null },
) {
  const [row] = await db
    .insert(feedback)
    .values({
      userId: meta.userId,
      type: required(input.type, 'type'),
      content: required(input.content, 'content'),
      contact: toPlainText(input.contact),
      images: input.images,
      source: meta.source,
      ip: meta.ip,
    })
    .returning({ id: feedback.id });
  if (!row) throw new ApiError('提交失败，请稍后再试');
  return { id: row.id };
}

export async function saveTeacherEntry(
  db: Db,
  input: {
    name: string;
    phone: string;
    subject: string;
    gradeName: string;
    experience: string;
    intro: string;
    resumeUrl: string;
  },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: teacherEntries.id })
      .from(teacherEntries)
      .where(
        and(eq(teacherEntries.phone, input.phone), gt(teacherEntries.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS))),
      )
      .limit(1);
    if (recent) throw new ApiError(DUPLICATE_TEACHER_ENTRY);
    const [row] = await tx
      .insert(teacherEntries)
      .values({
        name: required(input.name, 'name'),
        phone: input.phone,
        subject: toPlainText(input.subject),
        gradeName: toPlainText(input.gradeName),
        experience: toPlainText(input.experience),
        intro: toPlainText(input.intro),
        resumeUrl: input.resumeUrl,
        createdAt: now,
      })
      .returning({ id: teacherEntries.id });
    if (!row) throw new ApiError('提交失败，请稍后再试');
    return { id: row.id };
  });
}

export async function saveOnlineMessage(db: Db, input: { name: string; phone: string; content: string }) {
  const [row] = await db
    .insert(onlineMessages)
    .values({ name: required(input.name, 'name'), phone: input.phone, content: required(input.content, 'content') })
    .returning({ id: onlineMessages.id });
  if (!row) throw new ApiError('提交失败，请稍后再试');
  return { id: row.id };
}
