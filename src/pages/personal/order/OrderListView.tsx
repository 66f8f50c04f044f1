import { useTranslation } from '@/i18n/react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TabButtons } from '@/components/TabButtons';
import { OrderRow, type OrderRowData } from '@/features/commerce/OrderRow';
import * as commerce from '@/features/commerce/commerce.css';
import * as shared from '@/features/site/shared.css';
import * as styles from './OrderList.css';
import { href } from '@contract/addresses/href';

export const orderFilters = ['all', 'unpaid', 'paid', 'cancelled', 'refunded'] as const;
export type OrderFilterName = (typeof orderFilters)[number];

export interface OrderListData {
  list: OrderRowData[];
  total: number;
  page: number;
  size: number;
  counts: Record<OrderFilterName, number>;
}

export interface OrderListViewProps {
  filter: OrderFilterName;
  onFilter: (filter: OrderFilterName) => void;
  orders: Loadable<OrderListData>;
  counts: Record<OrderFilterName, number> | null;
  onPage: (page: number) => void;
  now: number;
  /** The order whose cancellation waits for confirmation. */
  confirming: string | null;
  cancelling: boolean;
  onCancel: (orderNo: string) => void;
  onConfirmCancel: () => void;
  onDismissCancel: () => void;
}

function ListSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton height="9rem" />
      <Skeleton height="9rem" />
      <Skeleton height="9rem" />
    </SkeletonGroup>
  );
}

/** /personal/order: the orders by status, unpaid ones counting down to their closing. */
export function OrderListView(props: OrderListViewProps) {
  const { t } = useTranslation();
  const { filter, onFilter, orders, counts, now } = props;
  const items = orderFilters.map((value) => ({
    value,
    label:
      counts && counts[value] > 0 ? `${t(`commerce.orders.tabs.${value}`)} ${counts[value]}` : t(`commerce.orders.tabs.${value}`),
  }));
  return (
    <Container className={shared.page}>
      <PageTitle
        title={t('commerce.orders.title')}
        breadcrumb={[{ label: t('routes.home'), to: '/home' }, { label: t('commerce.orders.title') }]}
        LinkComponent={Link}
      />
      <TabButtons
        className={styles.filters}
        items={items}
        value={filter}
        onValueChange={(value) => onFilter(value as OrderFilterName)}
        label={t('commerce.orders.tabsLabel')}
      >
        <LoadableContent
          value={orders}
          skeleton={<ListSkeleton />}
          isEmpty={(data) => data.list.length === 0}
          empty={
            <EmptyState
              title={t('commerce.orders.empty')}
              description={t('commerce.orders.emptyText')}
              action={
                <Link to="/course" className={commerce.primaryLinkButton}>
                  {t('commerce.orders.browse')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <div className={commerce.stack}>
              <ul className={commerce.stack} style={{ padding: 0, margin: 0 }}>
                {data.list.map((order) => (
                  <OrderRow
                    key={order.orderNo}
                    order={order}
                    now={now}
                    detailTo={`/personal/order-detail?orderNo=${order.orderNo}`}
                    payTo={href.coursePayment({ orderNo: order.orderNo, channel: 'alipay' })}
                    onCancel={() => props.onCancel(order.orderNo)}
                  />
                ))}
              </ul>
              <Pagination page={data.page} pageSize={data.size} total={data.total} onPageChange={props.onPage} hideOnSinglePage />
            </div>
          )}
        </LoadableContent>
      </TabButtons>
      <ConfirmDialog
        open={props.confirming !== null}
        title={t('commerce.orders.cancelConfirmTitle')}
        message={t('commerce.orders.cancelConfirm')}
        tone="warning"
        confirmLabel={t('commerce.orders.cancel')}
        cancelLabel={t('commerce.orders.cancelKeep')}
        showCancel
        confirming={props.cancelling}
        onConfirm={props.onConfirmCancel}
        onCancel={props.onDismissCancel}
      />
    </Container>
  );
}
