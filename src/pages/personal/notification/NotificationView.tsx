import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TabButtons } from '@/components/TabButtons';
import { type NotificationData, NotificationItem } from '@/features/learning/NotificationItem';
import * as commerce from '@/features/commerce/commerce.css';
import * as shared from '@/features/site/shared.css';
import { href } from '@contract/addresses/href';

export const notificationFilters = ['all', 'system', 'order', 'course', 'activity'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

export interface NotificationViewProps {
  filter: NotificationFilter;
  onFilter: (filter: NotificationFilter) => void;
  messages: Loadable<{ list: NotificationData[]; total: number; page: number; size: number; unread: number }>;
  onPage: (page: number) => void;
  onRead: (id: number) => void;
}

/** Where the record a message is about opens. */
export function notificationTo(item: Pick<NotificationData, 'objectType' | 'objectKey'>): string | null {
  if (item.objectKey === null) return null;
  if (item.objectType === 'order') return `/personal/order-detail?orderNo=${item.objectKey}`;
  if (item.objectType === 'course') return href.courseChapter({ courseId: item.objectKey });
  if (item.objectType === 'news') return `/news/detail?id=${item.objectKey}`;
  // Support's reply to feedback: the family's feedback page shows it under what they sent.
  if (item.objectType === 'feedback') return '/personal/feckback';
  if (item.objectType === 'studyReport') return `/studymag/report?reportId=${item.objectKey}`;
  if (item.objectType === 'childReport') return href.childReport(item.objectKey);
  return null;
}

/** /personal/notification: messages by kind, unread ones marked, each leading to what it is about. */
export function NotificationView({ filter, onFilter, messages, onPage, onRead }: NotificationViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <PageTitle
        title={
          <>
            {t('learning.notification.title')}
            {messages.status === 'ready' && messages.data.unread > 0 && (
              <span data-testid="unread-count"> · {t('learning.notification.unreadCount', { count: messages.data.unread })}</span>
            )}
          </>
        }
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('learning.notification.title') }]}
        LinkComponent={Link}
      />
      <TabButtons
        items={notificationFilters.map((value) => ({ value, label: t(`learning.notification.tabs.${value}`) }))}
        value={filter}
        onValueChange={(value) => onFilter(value as NotificationFilter)}
        label={t('learning.notification.tabsLabel')}
      >
        <LoadableContent
          value={messages}
          skeleton={
            <SkeletonGroup>
              <Skeleton height="6rem" />
              <Skeleton height="6rem" />
            </SkeletonGroup>
          }
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t('learning.notification.empty')} description={t('learning.notification.emptyText')} />}
        >
          {(data) => (
            <div className={commerce.stack}>
              <ul className={commerce.stack} style={{ padding: 0, margin: 0 }}>
                {data.list.map((item) => (
                  <NotificationItem key={item.id} item={item} to={notificationTo(item)} onRead={() => onRead(item.id)} />
                ))}
              </ul>
              <Pagination page={data.page} pageSize={data.size} total={data.total} onPageChange={onPage} hideOnSinglePage />
            </div>
          )}
        </LoadableContent>
      </TabButtons>
    </Container>
  );
}
