import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { feedback, feedbackReplies } from '../../platform/db/schema';
import { iso, offsetOf } from '../../platform/text/format';

/**
 * One user's own feedback, newest first, each with support's replies (oldest first). Only rows linked to
 * this user are ever read: anonymous feedback and other people's stay out of reach.
 */
export async function listMyFeedback(db: Db, userId: number, paging: { page: number; size: number }) {
  const mine = eq(feedback.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: feedback.id,
        type: feedback.type,
        content: feedback.content,
        contact: feedback.contact,
        images: feedback.images,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(mine)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(paging.size)
      .offset(offsetOf(paging.page, paging.size)),
    db.select({ total: count() }).from(feedback).where(mine),
  ]);
  const replies =
    rows.length === 0
      ? []
      : await db
          .select({
            id: feedbackReplies.id,
            feedbackId: feedbackReplies.feedbackId,
            author: feedbackReplies.author,
            content: feedbackReplies.content,
            createdAt: feedbackReplies.createdAt,
          })
          .from(feedbackReplies)
          .where(
            inArray(
              feedbackReplies.feedbackId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
  return {
    list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      content: row.content,
      contact: row.contact,
      images: row.images,
      createdAt: iso(row.createdAt),
      replies: replies
        .filter((reply) => reply.feedbackId === row.id)
        .map((reply) => ({ id: reply.id, author: reply.author, content: reply.content, createdAt: iso(reply.createdAt) })),
    })),
    total: Number(total?.total ?? 0),
    page: paging.page,
    size: paging.size,
  };
}
