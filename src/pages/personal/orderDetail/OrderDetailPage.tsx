import '@/features/commerce/texts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readOrderNo } from '@contract/vocabulary/orders';
import * as userNotification from '@contract/api/calls/user/notification';
import * as userOrders from '@contract/api/calls/user/orders';
import { mapLoadable } from '@/components/Loadable';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useCancelOrder, useNow } from '@/flows/commerce';
import { useAppSelector } from '@/app/providers/appActorContext';
import { isMissing } from '@/app/api/loadState';
import { OrderDetailView } from './OrderDetailView';

/** /personal/order-detail?orderNo=: one of the buyer's orders. */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = readOrderNo(params.get('orderNo')) ?? '';
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const enabled = orderNo !== '';
  const order = useApiQuery(userOrders.myOrderDetail, { orderNo }, { enabled, scope: rsNo });
  const items = useApiQuery(userOrders.buyDetails, { orderNo }, { enabled, scope: rsNo });
  const logistics = useApiQuery(
    userOrders.logistics,
    { orderNo },
    { enabled: enabled && Boolean(order.data?.receiver), scope: rsNo },
  );
  const messages = useApiQuery(
    userNotification.findByObjectId,
    { objectType: 'order', objectId: orderNo },
    { enabled, scope: rsNo },
  );
  const cancel = useCancelOrder();
  const unpaid = order.data?.status === 'unpaid';
  const now = useNow(unpaid);
  const expired = unpaid && Boolean(order.data?.closesAt) && Date.parse(order.data!.closesAt!) <= now;
  const { refetch } = order;
  useEffect(() => {
    if (expired) void refetch();
  }, [expired, refetch]);
  return (
    <OrderDetailView
      order={loadableOf(order)}
      items={loadableOf(items)}
      logistics={loadableOf(logistics)}
      messages={mapLoadable(loadableOf(messages), (data) => data.list)}
      notFound={!enabled || isMissing(order)}
      now={now}
      confirmingCancel={cancel.confirming !== null}
      cancelling={cancel.cancelling}
      onCancel={() => cancel.ask(orderNo)}
      onConfirmCancel={cancel.confirm}
      onDismissCancel={cancel.dismiss}
    />
  );
}
