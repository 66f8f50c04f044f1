import '@/features/evaluation/texts';
import '@/features/commerce/texts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import { readOrderNo } from '@contract/vocabulary/orders';
import * as evaluationOrders from '@contract/api/calls/evaluation/orders';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { failureOf } from '@/flows/campaign';
import { payDevice, usePaymentStatus } from '@/flows/commerce';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as styles from '@/features/evaluation/evaluation.css';
import { EvaluationOrderView } from './EvaluationOrderView';

/**
 * /e/order-detail?orderNo=: the order of the recommended course, read with the evaluation session (the
 * server answers for the main-site account with this phone). Paying goes to the cashier, which comes back
 * here; the payment-status machine follows the order until it is paid or closed.
 */
export default function EvaluationOrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = readOrderNo(params.get('orderNo')) ?? '';
  const order = useApiQuery(evaluationOrders.orderDetail, { orderNo }, { enabled: orderNo !== '' });
  const status = usePaymentStatus(orderNo ? { orderNo } : null, { area: 'evaluation' });
  // Named as the main checkout names it; the server still goes by where the browser really is.
  const [device] = useState(payDevice);
  const pay = useMutation({
    mutationFn: () => api.call(evaluationOrders.payOrder, { orderNo, device }, { handleError: true }),
    onSuccess: (started) => window.location.assign(started.openUrl ?? started.url),
  });
  const { refetch } = order;
  // The order's own record (paid time, status history) catches up once the money has arrived.
  useEffect(() => {
    if (status.view === 'paid' || status.view === 'closed') void refetch();
  }, [status.view, refetch]);

  if (!orderNo || order.isError) {
    return (
      <div className={styles.page}>
        <NotFoundState title={t('evaluation.order.missing')} to="/e/report" action={t('evaluation.order.backToReport')} />
      </div>
    );
  }
  return (
    <EvaluationOrderView
      order={loadableOf(order)}
      payment={status.view}
      paying={pay.isPending || pay.isSuccess}
      payFailure={failureOf(pay.error)}
      onPay={() => {
        if (!pay.isPending) pay.mutate();
      }}
    />
  );
}
