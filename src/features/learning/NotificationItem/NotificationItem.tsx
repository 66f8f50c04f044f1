import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import * as styles from './NotificationItem.css';

export interface NotificationData {
  id: number;
  kind: 'system' | 'order' | 'course' | 'activity';
  title: string;
  content: string;
  objectType: 'order' | 'course' | 'news' | 'feedback' | 'studyReport' | 'childReport' | null;
  objectKey: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationItemProps {
  item: NotificationData;
  /** Where the object the message is about opens; null when it is about nothing in particular. */
  to: string | null;
  onRead: () => void;
}

/** One message: kind, title, text, unread mark, and a link to what it is about (which also marks it read). */
export function NotificationItem({ item, to, onRead }: NotificationItemProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.root} data-read={item.read} data-notification-id={item.id}>
      <div className={styles.head}>
        <Tag tone="neutral">{t(`learning.notification.tabs.${item.kind}`)}</Tag>
        {!item.read && <Tag tone="error">{t('learning.notification.unread')}</Tag>}
        <h2 className={styles.title}>{item.title}</h2>
        <time className={styles.time} dateTime={item.createdAt}>
          {item.createdAt.slice(0, 16).replace('T', ' ')}
        </time>
      </div>
      {item.content && <p className={styles.content}>{item.content}</p>}
      <div className={styles.actions}>
        {to && (
          <Link to={to} className={styles.action} onClick={onRead}>
            {t('learning.notification.open')}
          </Link>
        )}
        {!item.read && (
          <button type="button" className={styles.action} onClick={onRead}>
            {t('learning.notification.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}
