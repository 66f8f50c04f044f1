import '@/features/commerce/texts';
import { useSearchParams } from 'react-router';
import { readOrderNo, readShareId } from '@contract/vocabulary/orders';
import * as userOrders from '@contract/api/calls/user/orders';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { usePaymentStatus } from '@/flows/commerce';
import { useAppSelector } from '@/app/providers/appActorContext';
import type { Loadable } from '@/components/Loadable';
import { isMissing } from '@/app/api/loadState';
import { MobileOrderSuccessView, type SuccessOrder } from './MobileOrderSuccessView';
import { href } from '@contract/addresses/href';

/** /m/order/success?orderNo= (one's own order) or ?shareId= (an order paid for somebody else). */
export default function MobileOrderSuccessPage() {
  const [params] = useSearchParams();
  const orderNo = readOrderNo(params.get('orderNo')) ?? '';
  const shareId = orderNo ? '' : (readShareId(params.get('shareId')) ?? '');
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const own = useApiQuery(userOrders.myOrderDetail, { orderNo }, { enabled: orderNo !== '', scope: rsNo });
  const shared = useApiQuery(userOrders.buyShareDetails, { shareId }, { enabled: shareId !== '', scope: rsNo });
  const status = usePaymentStatus(orderNo ? { orderNo } : shareId ? { shareId } : null);

  let order: Loadable<SuccessOrder>;
  if (orderNo) {
    const loaded = loadableOf(own);
    order =
      loaded.status === 'ready'
        ? {
            status: 'ready',
            data: {
              course: loaded.data.course,
              amount: loaded.data.amount,
              forOther: false,
              payAgainTo: href.coursePayment({ orderNo }),
              orderTo: `/personal/order-detail?orderNo=${orderNo}`,
            },
          }
        : loaded;
  } else {
    const loaded = loadableOf(shared);
    order =
      loaded.status === 'ready'
        ? {
            status: 'ready',
            data: {
              course: loaded.data.course,
              amount: loaded.data.amount,
              forOther: !loaded.data.isMine,
              payAgainTo: href.mobileOrderDetailShare({ shareId }),
              orderTo: null,
            },
          }
        : loaded;
  }
  return (
    <MobileOrderSuccessView
      order={order}
      notFound={(!orderNo && !shareId) || isMissing(orderNo ? own : shared)}
      status={{ view: status.view, failure: status.failure, retrying: status.retrying }}
      onCheckAgain={status.checkAgain}
    />
  );
}
