import type { ReactNode } from 'react';
import type { orderDetail } from '@contract/api/schemas/admin/orders';
import type { AppDataOf } from '@contract/api/schemas/contract';
import type { PaymentStatus } from '@contract/vocabulary/orders';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import { ORDER_STATUS_TONE, yuanText } from '../OrderTable';
import * as styles from './OrderDetail.css';
import { OrderShipping } from '../OrderShipping/OrderShipping';
import { Rows, Section } from './parts';

export type OrderDetailData = AppDataOf<typeof orderDetail>;

const PAYMENT_TONE: Record<PaymentStatus, TagTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'error',
  closed: 'neutral',
  refunded: 'accent',
};

const CHANGE_TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/**
 * One order as the console shows it, read-only: its lines and the price breakdown the family saw (原价 − 优惠
 * = 实付), the buyer's contact in full, its states as a timeline, the payments with the providers' transaction
 * numbers, the notifications they sent, its refunds (drawn by the page, which knows what the staff member may do), the parcel of printed material and course change requests. Times are
 * the staff member's local time.
 */
export function OrderDetail({
  order,
  refunds,
  shipping,
}: {
  order: OrderDetailData;
  refunds?: ReactNode;
  /** The parcel section with what the staff member may do; read-only when absent. */
  shipping?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => t('admin.orders.yuan', { amount: yuanText(amount) });
  const time = (value: string | null) => (value ? formatDateTime(value) : t('admin.orders.detail.empty'));
  const empty = (text: string) => <p className={shared.muted}>{text}</p>;

  return (
    <div>
      <div className={styles.head}>
        <h1 className={shared.pageTitle}>{t('admin.orders.detail.title', { orderNo: order.orderNo })}</h1>
        <Tag tone={ORDER_STATUS_TONE[order.status]} data-testid="order-status">
          {t(`admin.orders.statuses.${order.status}`)}
        </Tag>
      </div>
      <p className={styles.meta}>
        <span>{t('admin.orders.detail.meta', { createdAt: formatDateTime(order.createdAt) })}</span>
        {order.payChannel ? <span>{t(`admin.orders.channels.${order.payChannel}`)}</span> : null}
        {order.closesAt ? <span>{t('admin.orders.detail.closesAt', { time: formatDateTime(order.closesAt) })}</span> : null}
        {order.changedAt ? <span>{t('admin.orders.detail.changedAt', { time: formatDateTime(order.changedAt) })}</span> : null}
      </p>

      <div className={styles.columns}>
        <div>
          <Section title={t('admin.orders.detail.sections.lines')}>
            <Rows
              head={[
                t('admin.orders.detail.lineColumns.course'),
                t('admin.orders.detail.lineColumns.listPrice'),
                t('admin.orders.detail.lineColumns.price'),
              ]}
              rows={order.lines.map((line) => [
                line.title,
                <span className={shared.numeric}>{money(line.listPrice)}</span>,
                <span className={shared.numeric}>{money(line.price)}</span>,
              ])}
            />
            <dl className={`${styles.breakdown} ${shared.numeric}`} data-testid="order-breakdown">
              <dt>{t('admin.orders.detail.listPrice')}</dt>
              <dd>{money(order.price.listPrice)}</dd>
              <dt>{t('admin.orders.detail.discount')}</dt>
              <dd>−{money(order.price.discount)}</dd>
              {/* What an unpaid or closed order asks for is payable; it is paid once the money came. */}
              <dt>{order.paidAt ? t('admin.orders.detail.paid') : t('admin.orders.detail.payable')}</dt>
              <dd className={styles.total}>{money(order.price.paid)}</dd>
              <dt>{t('admin.orders.detail.received')}</dt>
              <dd data-testid="order-received">{money(order.paid)}</dd>
            </dl>
          </Section>
          <Section title={t('admin.orders.detail.sections.history')}>
            <ol className={styles.timeline}>
              {order.history.map((entry, index) => (
                <li key={index} className={styles.step}>
                  <Tag size="sm" tone={ORDER_STATUS_TONE[entry.status]}>
                    {t(`admin.orders.statuses.${entry.status}`)}
                  </Tag>
                  <span className={shared.numeric}>{formatDateTime(entry.at)}</span>
                  {entry.note ? <span className={shared.muted}>{entry.note}</span> : null}
                </li>
              ))}
            </ol>
          </Section>
        </div>
        <div>
          <Section title={t('admin.orders.detail.sections.buyer')}>
            <dl className={styles.facts}>
              <dt>{t('admin.orders.detail.buyer.phone')}</dt>
              <dd className={shared.numeric} data-testid="buyer-phone">
                {order.buyer.phone}
              </dd>
              <dt>{t('admin.orders.detail.buyer.name')}</dt>
              <dd>{order.buyer.name || t('admin.orders.detail.buyer.unknown')}</dd>
              <dt>{t('admin.orders.detail.buyer.grade')}</dt>
              <dd>{order.buyer.grade || t('admin.orders.detail.buyer.unknown')}</dd>
              {order.receiver ? (
                <>
                  <dt>{t('admin.orders.detail.buyer.receiver')}</dt>
                  <dd>
                    {order.receiver.name} {order.receiver.phone}
                    <br />
                    {[order.receiver.region, order.receiver.address].filter(Boolean).join(' ')}
                  </dd>
                </>
              ) : null}
              {order.remark ? (
                <>
                  <dt>{t('admin.orders.detail.remark')}</dt>
                  <dd>{order.remark}</dd>
                </>
              ) : null}
            </dl>
          </Section>
          {shipping ?? (
            <OrderShipping shipping={order.shipping} canShip={false} onShip={() => undefined} onCorrect={() => undefined} />
          )}
        </div>
      </div>

      <Section title={t('admin.orders.detail.sections.payments')}>
        {order.payments.length === 0 ? (
          empty(t('admin.orders.detail.noPayments'))
        ) : (
          <Rows
            head={[
              t('admin.orders.detail.paymentColumns.outTradeNo'),
              t('admin.orders.detail.paymentColumns.tradeNo'),
              t('admin.orders.detail.paymentColumns.channel'),
              t('admin.orders.detail.paymentColumns.amount'),
              t('admin.orders.detail.paymentColumns.status'),
              t('admin.orders.detail.paymentColumns.createdAt'),
              t('admin.orders.detail.paymentColumns.paidAt'),
            ]}
            rows={order.payments.map((payment) => [
              <span className={styles.code}>{payment.outTradeNo}</span>,
              <span className={styles.code} data-testid="trade-no">
                {payment.tradeNo ?? t('admin.orders.detail.empty')}
              </span>,
              <span className={styles.nowrap}>
                {t(`admin.orders.channels.${payment.channel}`)}
                {/* The sandbox stands in for the provider in trial mode: say so; a real one is named by the channel. */}
                {payment.provider === 'sandbox' ? ` · ${t('admin.orders.detail.providers.sandbox')}` : ''}
              </span>,
              <span className={`${shared.numeric} ${styles.nowrap}`}>{money(payment.amount)}</span>,
              <Tag size="sm" tone={PAYMENT_TONE[payment.status]}>
                {t(`admin.orders.detail.paymentStatuses.${payment.status}`)}
              </Tag>,
              <span className={`${shared.numeric} ${styles.nowrap}`}>{formatDateTime(payment.createdAt)}</span>,
              <span className={`${shared.numeric} ${styles.nowrap}`}>{time(payment.paidAt ?? payment.endedAt)}</span>,
            ])}
          />
        )}
      </Section>

      <Section title={t('admin.orders.detail.sections.notifications')}>
        {order.notifications.length === 0 ? (
          empty(t('admin.orders.detail.noNotifications'))
        ) : (
          <Rows
            head={[
              t('admin.orders.detail.notificationColumns.receivedAt'),
              t('admin.orders.detail.notificationColumns.provider'),
              t('admin.orders.detail.notificationColumns.verified'),
              t('admin.orders.detail.notificationColumns.outcome'),
              t('admin.orders.detail.notificationColumns.summary'),
            ]}
            rows={order.notifications.map((notification) => [
              <span className={`${shared.numeric} ${styles.nowrap}`}>{formatDateTime(notification.receivedAt)}</span>,
              <span className={styles.nowrap}>
                {t(`admin.orders.detail.providers.${notification.provider}`)}
                {notification.source === 'reconcile' ? ` · ${t('admin.orders.detail.reconcile')}` : ''}
              </span>,
              <Tag size="sm" tone={notification.verified ? 'success' : 'error'}>
                {notification.verified ? t('admin.orders.detail.verified') : t('admin.orders.detail.unverified')}
              </Tag>,
              <span className={styles.nowrap}>{t(`admin.orders.detail.outcomes.${notification.outcome}`)}</span>,
              <span className={styles.code}>{notification.summary}</span>,
            ])}
          />
        )}
      </Section>

      {refunds}

      <Section title={t('admin.orders.detail.sections.changes')}>
        {order.changes.length === 0 ? (
          empty(t('admin.orders.detail.noChanges'))
        ) : (
          <Rows
            head={[
              t('admin.orders.detail.changeColumns.from'),
              t('admin.orders.detail.changeColumns.to'),
              t('admin.orders.detail.changeColumns.reason'),
              t('admin.orders.detail.changeColumns.status'),
              t('admin.orders.detail.changeColumns.createdAt'),
            ]}
            rows={order.changes.map((change) => [
              change.fromTitle,
              change.toTitle,
              change.reason || t('admin.orders.detail.empty'),
              <Tag size="sm" tone={CHANGE_TONE[change.status]}>
                {t(`admin.orders.detail.changeStatuses.${change.status}`)}
              </Tag>,
              <span className={`${shared.numeric} ${styles.nowrap}`}>{formatDateTime(change.createdAt)}</span>,
            ])}
          />
        )}
      </Section>
    </div>
  );
}
