import '@/features/commerce/texts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import * as userOrders from '@contract/api/calls/user/orders';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useCancelOrder, useNow } from '@/flows/commerce';
import { useAppSelector } from '@/app/providers/appActorContext';
import { positiveIntParam } from '@/lib/url';
import { type OrderFilterName, orderFilters, OrderListView } from './OrderListView';

const PAGE_SIZE = 10;

/** /personal/order?status=&page=: the buyer's orders. */
export default function OrderPage() {
  const [params, setParams] = useSearchParams();
  const status = (orderFilters as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OrderFilterName)
    : 'all';
  const page = positiveIntParam(params.get('page')) ?? 1;
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const orders = useApiQuery(
    userOrders.buyRecord,
    { status, page, size: PAGE_SIZE },
    { scope: rsNo, placeholderData: keepPreviousData },
  );
  const cancel = useCancelOrder();
  const hasUnpaid = Boolean(orders.data?.list.some((order) => order.status === 'unpaid'));
  const now = useNow(hasUnpaid);
  // An order whose countdown ran out is closed by the server on the next read.
  const expired = Boolean(
    orders.data?.list.some((order) => order.status === 'unpaid' && order.closesAt && Date.parse(order.closesAt) <= now),
  );
  const { refetch } = orders;
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);
  return (
    <OrderListView
      filter={status}
      onFilter={(next) => setParams(next === 'all' ? {} : { status: next })}
      orders={loadableOf(orders)}
      counts={orders.data?.counts ?? null}
      onPage={(next) => setParams({ ...(status === 'all' ? {} : { status }), page: String(next) })}
      now={now}
      confirming={cancel.confirming}
      cancelling={cancel.cancelling}
      onCancel={cancel.ask}
      onConfirmCancel={cancel.confirm}
      onDismissCancel={cancel.dismiss}
    />
  );
}
