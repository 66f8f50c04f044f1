import type { InboxDetailData } from './inboxDetailData';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import * as layout from '../OrderDetail/OrderDetail.css';
import * as styles from './InboxDetail.css';

type Entry = InboxDetailData['history'][number];

/** An item's history, oldest first: who changed its state, gave it to whom, noted or answered what. */
export function InboxHistory({ history }: { history: readonly Entry[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <p className={shared.muted}>{t('admin.inbox.detail.noHistory')}</p>;
  const said = (entry: Entry) => {
    const staff = entry.staffName;
    if (entry.type === 'assign')
      return entry.assigneeName === null
        ? t('admin.inbox.detail.events.unassign', { staff })
        : t('admin.inbox.detail.events.assign', { staff, assignee: entry.assigneeName });
    if (entry.type === 'state')
      return t('admin.inbox.detail.events.state', { staff, state: t(`admin.inbox.states.${entry.state ?? 'open'}`) });
    if (entry.type === 'tutorDraft') return t('admin.inbox.detail.events.tutorDraft', { staff, content: entry.content });
    return t(`admin.inbox.detail.events.${entry.type}`, { staff });
  };
  return (
    <ol className={layout.timeline} data-testid="inbox-history">
      {history.map((entry, index) => (
        <li key={index} className={layout.step}>
          <div className={styles.entry}>
            <span>
              {said(entry)} <span className={`${shared.muted} ${shared.numeric}`}>{formatDateTime(entry.at)}</span>{' '}
              {entry.type === 'note' ? (
                <Tag size="sm" tone="warning">
                  {t('admin.inbox.detail.noteTag')}
                </Tag>
              ) : null}
            </span>
            {entry.type === 'note' || entry.type === 'reply' ? (
              <p className={entry.type === 'note' ? styles.noteText : styles.entryText}>{entry.content}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
