import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { CloseCountdown } from '../CloseCountdown';
import { dateTime, money } from '../format';
import { OrderCourse, type OrderCourseData } from '../OrderCourse';
import { type OrderStatusName, OrderStatusTag } from './OrderStatusTag';
import * as styles from './OrderRow.css';

export interface OrderRowData {
  orderNo: string;
  status: OrderStatusName;
  amount: number;
  createdAt: string;
  closesAt: string | null;
  shared: boolean;
  course: OrderCourseData;
  moreCourses: number;
}

export interface OrderRowProps {
  order: OrderRowData;
  now: number;
  detailTo: string;
  payTo: string;
  onCancel: () => void;
}

/** One order in the list: number, time and status above; course, amount and what can be done. */
export function OrderRow({ order, now, detailTo, payTo, onCancel }: OrderRowProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.root} data-order-no={order.orderNo} aria-label={`${t('commerce.common.orderNo')} ${order.orderNo}`}>
      <div className={styles.head}>
        <span>
          {t('commerce.common.orderNo')} {order.orderNo}
        </span>
        <span>{dateTime(order.createdAt)}</span>
        {order.shared && <span>{t('commerce.orders.shared')}</span>}
        <span className={styles.status}>
          <OrderStatusTag status={order.status} />
        </span>
      </div>
      <div className={styles.body}>
        <div>
          <OrderCourse course={order.course} hidePrice titleAs="h2" />
          {order.moreCourses > 0 && (
            <span className={styles.more}>{t('commerce.common.moreCourses', { count: order.moreCourses })}</span>
          )}
        </div>
        <div className={styles.amount}>
          <span className={styles.amountValue}>{t('commerce.common.yuan', { amount: money(order.amount) })}</span>
          {order.status === 'unpaid' && order.closesAt && <CloseCountdown closesAt={order.closesAt} now={now} variant="short" />}
        </div>
        <div className={styles.actions}>
          {order.status === 'unpaid' && (
            <Link to={payTo} className={styles.primaryLink}>
              {t('commerce.orders.pay')}
            </Link>
          )}
          <Link to={detailTo} className={styles.link}>
            {t('commerce.orders.detail')}
          </Link>
          {order.status === 'unpaid' && (
            <Button size="sm" variant="ghost" onClick={onCancel} className={styles.cancel}>
              {t('commerce.orders.cancel')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
