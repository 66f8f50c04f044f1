import { useTranslation } from '@/i18n/react';
import { Tag } from '@/components/Tag';
import { formatDateTime } from '@/lib/format';
import '../texts';
import * as styles from './FeedbackRecord.css';

export interface FeedbackReplyData {
  id: number;
  author: string;
  content: string;
  createdAt: string;
}

export interface FeedbackRecordData {
  id: number;
  type: string;
  content: string;
  images: string[];
  createdAt: string;
  replies: FeedbackReplyData[];
}

export interface FeedbackRecordProps {
  item: FeedbackRecordData;
}

/** One sent feedback item in the personal centre: what was sent, when, its screenshots and support's answers. */
export function FeedbackRecord({ item }: FeedbackRecordProps) {
  const { t } = useTranslation();
  const answered = item.replies.length > 0;
  const headingId = `feedback-${item.id}`;
  return (
    <li
      className={styles.root}
      aria-labelledby={headingId}
      data-feedback-id={item.id}
      data-state={answered ? 'replied' : 'waiting'}
    >
      <div className={styles.head}>
        <h3 id={headingId} className={styles.type}>
          {item.type}
        </h3>
        <Tag tone={answered ? 'success' : 'warning'} size="sm">
          {answered ? t('learning.feedback.replied') : t('learning.feedback.waiting')}
        </Tag>
        <time className={styles.time} dateTime={item.createdAt}>
          {t('learning.feedback.sentAt', { time: formatDateTime(item.createdAt) })}
        </time>
      </div>
      <p className={styles.content}>{item.content}</p>
      {item.images.length > 0 && (
        <ul className={styles.shots} aria-label={t('learning.feedback.screenshots')}>
          {item.images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  className={styles.shot}
                  src={url}
                  alt={t('learning.feedback.screenshotAlt', { index: index + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.replies.map((reply) => (
        <div
          key={reply.id}
          className={styles.reply}
          role="note"
          aria-label={t('learning.feedback.reply', { author: reply.author })}
        >
          <div className={styles.replyHead}>
            <span className={styles.replyAuthor}>{reply.author}</span>
            <time dateTime={reply.createdAt}>{t('learning.feedback.repliedAt', { time: formatDateTime(reply.createdAt) })}</time>
          </div>
          <p className={styles.replyText}>{reply.content}</p>
        </div>
      ))}
    </li>
  );
}
