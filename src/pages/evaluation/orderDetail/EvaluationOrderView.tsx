import { useTranslation } from '@/i18n/react';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type * as schema from '@contract/api/schemas/evaluation/orders';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Skeleton } from '@/components/Skeleton';
import { dateTime, deliveryAddress, money } from '@/features/commerce/format';
import { OrderCourse } from '@/features/commerce/OrderCourse';
import * as styles from '@/features/evaluation/evaluation.css';
import type { PaymentView } from '@machines/payment';
import { href } from '@contract/addresses/href';

export type EvaluationOrder = AppDataOf<typeof schema.orderDetail>;

export interface EvaluationOrderViewProps {
  order: Loadable<EvaluationOrder>;
  /** What the payment-status machine makes of the order while it is unpaid. */
  payment: PaymentView;
  paying: boolean;
  payFailure: string | null;
  onPay: () => void;
}

/**
 * /e/order-detail: the recommended course's order, where its printed material goes (region before street, as on
 * the main order detail), its payment and where to study once it is paid.
 */
export function EvaluationOrderView({ order, payment, paying, payFailure, onPay }: EvaluationOrderViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('evaluation.order.heading')}</h1>
      <LoadableContent value={order} skeleton={<Skeleton height="14rem" />}>
        {(data) => {
          const paid = data.status === 'paid' || payment === 'paid';
          const open = !paid && data.status === 'unpaid' && payment !== 'closed';
          return (
            <section
              className={`${styles.card} ${styles.form}`}
              data-testid="evaluation-order"
              data-state={paid ? 'paid' : data.status}
            >
              <OrderCourse course={data.course} titleAs="h2" />
              <p className={styles.text}>
                {t('commerce.common.orderNo')}：{data.orderNo}
              </p>
              <p className={styles.text}>
                {t('evaluation.order.status')}：{t(`commerce.status.${paid ? 'paid' : data.status}`)}
              </p>
              <p className={styles.text}>
                {t('commerce.common.amount')}：{t('commerce.common.yuan', { amount: money(data.amount) })}
              </p>
              {data.receiver && (
                <p className={styles.text}>
                  {t('commerce.detail.receiver')}：{data.receiver.name} {data.receiver.phone}
                  <br />
                  <span data-testid="receiver-address">{deliveryAddress(data.receiver)}</span>
                </p>
              )}
              {paid && (
                <>
                  <Notice tone="success" title={t('evaluation.order.paid')} message={t('evaluation.order.paidText')} />
                  <Link to={href.myCourseLogin()} className={styles.linkButton}>
                    {t('evaluation.order.study')}
                  </Link>
                </>
              )}
              {open && (
                <>
                  {data.closesAt && (
                    <p className={styles.muted}>{t('evaluation.order.closesAt', { time: dateTime(data.closesAt) })}</p>
                  )}
                  {payFailure && <Notice tone="error" message={payFailure} />}
                  <Button size="lg" block loading={paying} disabled={paying} onClick={onPay}>
                    {t('evaluation.order.pay', { amount: money(data.amount) })}
                  </Button>
                </>
              )}
              {!paid && !open && (
                <>
                  <Notice tone="info" message={t('evaluation.order.closed')} />
                  <Link to="/e/curriculum-detail" className={styles.linkButton}>
                    {t('evaluation.order.backToCourse')}
                  </Link>
                </>
              )}
              <Link to="/e/report" className={styles.ghostLink}>
                {t('evaluation.order.backToReport')}
              </Link>
            </section>
          );
        }}
      </LoadableContent>
    </div>
  );
}
