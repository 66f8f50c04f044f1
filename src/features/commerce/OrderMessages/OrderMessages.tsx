import { dateTime } from '../format';
import * as styles from './OrderMessages.css';

export interface OrderMessage {
  id: number;
  title: string;
  content: string;
  createdAt: string;
}

/** The messages an order sent its buyer (paid, shipped, refunded …), newest first as given. */
export function OrderMessages({ messages, label }: { messages: readonly OrderMessage[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {messages.map((message) => (
        <li key={message.id} className={styles.item} data-message-id={message.id}>
          <div className={styles.head}>
            <h3 className={styles.title}>{message.title}</h3>
            <time className={styles.time} dateTime={message.createdAt}>
              {dateTime(message.createdAt)}
            </time>
          </div>
          {message.content && <p className={styles.content}>{message.content}</p>}
        </li>
      ))}
    </ol>
  );
}
