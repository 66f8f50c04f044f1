import '@/features/evaluation/texts';
import '@/features/commerce/texts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { user as userApi } from '@/api/calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { callKey, loadableOf } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { Link } from '@/components/Link';
import { LoadableContent } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import { money } from '@/features/commerce/format';
import { OrderCourse } from '@/features/commerce/OrderCourse';
import { NotFoundState } from '@/pages/shared/NotFoundState';
import * as styles from '@/pages/evaluation/shared/evaluation.css';

const ORDER_NO = /^[A-Z0-9]{8,32}$/;

/**
 * /e/order-detail?orderNo=: the order of the recommended course. Orders belong to main-site accounts
 * (the checkout is the main site's), so the call goes with the main-site session, never the eToken.
 */
export default function EvaluationOrderDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = ORDER_NO.test(params.get('orderNo') ?? '') ? params.get('orderNo')! : '';
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const order = useQuery({
    queryKey: callKey(userApi.orders.myOrderDetail, { orderNo }, rsNo),
    queryFn: ({ signal }) => api.call(userApi.orders.myOrderDetail, { orderNo }, { area: 'main', silent: true, signal }),
    enabled: orderNo !== '' && rsNo !== null,
    retry: false,
  });
  if (!orderNo || order.isError) {
    return (
      <div className={styles.page}>
        <NotFoundState title={t('evaluation.order.missing')} to="/e/report" action={t('evaluation.order.backToReport')} />
      </div>
    );
  }
  if (!rsNo) {
    return (
      <div className={styles.page}>
        <div className={`${styles.card} ${styles.form}`}>
          <p className={styles.text}>{t('evaluation.order.needMainLogin')}</p>
          <Link to={`/personal/order-detail?orderNo=${orderNo}`} className={styles.linkButton}>
            {t('evaluation.order.login')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('evaluation.order.heading')}</h1>
      <LoadableContent value={loadableOf(order)} skeleton={<Skeleton height="14rem" />}>
        {(data) => (
          <section className={`${styles.card} ${styles.form}`}>
            <OrderCourse course={data.course} titleAs="h2" />
            <p className={styles.text}>
              {t('commerce.common.orderNo')}：{data.orderNo}
            </p>
            <p className={styles.text}>
              {t('evaluation.order.status')}：{t(`commerce.status.${data.status}`)}
            </p>
            <p className={styles.text}>
              {t('commerce.common.amount')}：{t('commerce.common.yuan', { amount: money(data.amount) })}
            </p>
            <Link to="/e/report" className={styles.ghostLink}>
              {t('evaluation.order.backToReport')}
            </Link>
          </section>
        )}
      </LoadableContent>
    </div>
  );
}
