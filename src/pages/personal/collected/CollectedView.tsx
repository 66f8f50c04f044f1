import { useTranslation } from '@/i18n/react';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TabButtons } from '@/components/TabButtons';
import { CollectedItem, type CollectedItemData } from '@/features/learning/CollectedItem';
import * as commerce from '@/features/commerce/commerce.css';
import * as shared from '@/features/site/shared.css';
import { href } from '@contract/addresses/href';

export const collectedKinds = ['course', 'news', 'tutor'] as const;
export type CollectedKind = (typeof collectedKinds)[number];

export interface CollectedViewProps {
  kind: CollectedKind;
  onKind: (kind: CollectedKind) => void;
  items: Loadable<{ list: CollectedItemData[]; total: number; page: number; size: number }>;
  onPage: (page: number) => void;
  onRemove: (item: CollectedItemData) => void;
  removing: number | null;
}

/** Where a collected object opens. */
export function collectedTo(item: Pick<CollectedItemData, 'objectType' | 'objectId'>): string {
  if (item.objectType === 'course') return href.courseChapter({ courseId: item.objectId });
  if (item.objectType === 'news') return `/news/detail?id=${item.objectId}`;
  return `/smarter/detail?id=${item.objectId}`;
}

const browseTo: Record<CollectedKind, string> = { course: '/course', news: '/news', tutor: '/smarter' };

/** /personal/collected: collected courses, articles and tutors by tab, each removable. */
export function CollectedView({ kind, onKind, items, onPage, onRemove, removing }: CollectedViewProps) {
  const { t } = useTranslation();
  return (
    <Container className={shared.page}>
      <PageTitle
        title={t('learning.collected.title')}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('learning.collected.title') }]}
        LinkComponent={Link}
      />
      <TabButtons
        items={collectedKinds.map((value) => ({ value, label: t(`learning.collected.tabs.${value}`) }))}
        value={kind}
        onValueChange={(value) => onKind(value as CollectedKind)}
        label={t('learning.collected.tabsLabel')}
      >
        <LoadableContent
          value={items}
          skeleton={
            <SkeletonGroup>
              <Skeleton height="8rem" />
              <Skeleton height="8rem" />
            </SkeletonGroup>
          }
          isEmpty={(data) => data.list.length === 0}
          empty={
            <EmptyState
              title={t('learning.collected.empty')}
              description={t('learning.collected.emptyText')}
              action={
                <Link to={browseTo[kind]} className={commerce.primaryLinkButton}>
                  {t('learning.collected.browse')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <div className={commerce.stack}>
              <ul className={commerce.stack} style={{ padding: 0, margin: 0 }}>
                {data.list.map((item) => (
                  <CollectedItem
                    key={item.id}
                    item={item}
                    to={collectedTo(item)}
                    onRemove={() => onRemove(item)}
                    removing={removing === item.id}
                  />
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
