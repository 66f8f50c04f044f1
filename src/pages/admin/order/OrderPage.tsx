import { useParams } from 'react-router';
import { readOrderNo } from '@contract/vocabulary/orders';
import { isMissing } from '@/app/api/loadState';
import { Link } from '@/components/Link';
import { consoleStyles, OrderDetail, recordGate } from '@/features/console';
import { CONSOLE_PAGES, useStaffOrder } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const ordersPath = CONSOLE_PAGES.find((page) => page.id === 'orders')!.path;

/** /admin/orders/:orderNo: one order with everything that happened to it, read-only (orders.read). */
export function OrderPage() {
  const { t } = useTranslation();
  const orderNo = readOrderNo(useParams().orderNo);
  const order = useStaffOrder(orderNo);

  const gate = recordGate({
    unreachable: orderNo === null || isMissing(order),
    record: order,
    notFound: t('admin.orders.detail.notFound'),
    backTo: ordersPath,
    backLabel: t('admin.orders.detail.back'),
  });
  if (gate || !order.data) return gate;

  return (
    <section className={consoleStyles.panel}>
      <p>
        <Link to={ordersPath}>← {t('admin.orders.detail.back')}</Link>
      </p>
      <OrderDetail order={order.data} />
    </section>
  );
}
