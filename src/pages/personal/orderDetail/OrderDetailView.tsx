import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { CloseCountdown } from '@/features/commerce/CloseCountdown';
import { dateTime, deliveryAddress, money } from '@/features/commerce/format';
import { OrderCourse, type OrderCourseData } from '@/features/commerce/OrderCourse';
import { OrderMessages, type OrderMessage } from '@/features/commerce/OrderMessages';
import { OrderStatusTag, type OrderStatusName } from '@/features/commerce/OrderRow';
import { PriceSummary } from '@/features/commerce/PriceSummary';
import { Timeline } from '@/features/commerce/Timeline';
import * as commerce from '@/features/commerce/commerce.css';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import { href } from '@contract/addresses/href';

export interface OrderDetailData {
  orderNo: string;
  status: OrderStatusName;
  amount: number;
  discount: number;
  createdAt: string;
  paidAt: string | null;
  closesAt: string | null;
  payChannel: string | null;
  /** The live-class sign-up page the order came from. */
  campaignChannel?: 'tiktok' | 'tencent' | 'headlines' | null;
  course: OrderCourseData;
  receiver: { name: string; phone: string; region: string | null; address: string } | null;
  payerPhone: string | null;
  shareId: string | null;
  remark: string;
  canPay: boolean;
  canCancel: boolean;
  canChange: boolean;
  changedAt: string | null;
  history: { status: OrderStatusName; note: string; at: string }[];
  /** Money given back, newest first. */
  refunds: {
    amount: number;
    reason: string;
    status: 'processing' | 'refunded';
    requestedAt: string;
    refundedAt: string | null;
  }[];
}

export interface OrderItemsData {
  items: OrderCourseData[];
  itemsTotal: number;
  discount: number;
  amount: number;
}

export interface LogisticsData {
  needsShipping: boolean;
  shipped: boolean;
  company: string;
  trackingNo: string;
  events: { at: string; description: string; location: string }[];
}

export interface OrderDetailViewProps {
  order: Loadable<OrderDetailData>;
  items: Loadable<OrderItemsData>;
  logistics: Loadable<LogisticsData>;
  /** The messages the order sent its buyer, newest first. */
  messages: Loadable<readonly OrderMessage[]>;
  notFound: boolean;
  now: number;
  confirmingCancel: boolean;
  cancelling: boolean;
  onCancel: () => void;
  onConfirmCancel: () => void;
  onDismissCancel: () => void;
}

/** /personal/order-detail: an order with its courses, payment, delivery, history, shipment and messages. */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { t } = useTranslation();
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('commerce.orders.title'), to: '/personal/order' },
    { label: t('commerce.detail.title') },
  ];
  return (
    <Container className={shared.page}>
      <PageTitle title={t('commerce.detail.title')} breadcrumb={crumbs} LinkComponent={Link} />
      {props.notFound ? (
        <NotFoundState
          title={t('commerce.detail.notFoundTitle')}
          description={t('commerce.detail.notFoundText')}
          to="/personal/order"
          action={t('commerce.common.backToOrders')}
        />
      ) : (
        <LoadableContent
          value={props.order}
          skeleton={
            <SkeletonGroup>
              <Skeleton height="8rem" />
              <Skeleton height="12rem" />
            </SkeletonGroup>
          }
        >
          {(order) => (
            <div className={commerce.columns}>
              <div className={commerce.stack}>
                <section className={shared.panel} aria-labelledby="order-items">
                  <div className={commerce.headerRow}>
                    <h2 id="order-items" className={commerce.sectionTitle}>
                      {t('commerce.detail.items')}
                    </h2>
                    <OrderStatusTag status={order.status} />
                  </div>
                  <LoadableContent value={props.items} skeleton={<Skeleton height="6rem" />}>
                    {(items) => (
                      <div className={commerce.stack}>
                        {items.items.map((course) => (
                          <OrderCourse key={course.courseId} course={course} titleAs="h3" />
                        ))}
                        <PriceSummary
                          listPrice={items.itemsTotal}
                          discount={items.discount}
                          payable={items.amount}
                          totalLabel={t('commerce.common.amount')}
                        />
                      </div>
                    )}
                  </LoadableContent>
                  {order.changedAt && (
                    <p className={commerce.hint}>{t('commerce.detail.changed', { time: dateTime(order.changedAt) })}</p>
                  )}
                </section>
                {order.receiver && (
                  <section className={shared.panel} aria-labelledby="order-logistics">
                    <h2 id="order-logistics" className={commerce.sectionTitle}>
                      {t('commerce.detail.logistics')}
                    </h2>
                    <p className={commerce.hint}>{t('commerce.detail.shipTo', { address: deliveryAddress(order.receiver) })}</p>
                    <LoadableContent value={props.logistics} skeleton={<Skeleton height="6rem" />}>
                      {(logistics) =>
                        logistics.shipped ? (
                          <div className={commerce.stack}>
                            <p className={commerce.hint}>
                              {t('commerce.detail.trackingNo', { company: logistics.company, no: logistics.trackingNo })}
                            </p>
                            <Timeline
                              label={t('commerce.detail.logistics')}
                              entries={logistics.events.map((event) => ({
                                at: event.at,
                                text: event.description,
                                place: event.location,
                              }))}
                            />
                          </div>
                        ) : (
                          <p className={commerce.hint}>
                            {order.status === 'paid'
                              ? `${t('commerce.detail.waitingShipment')} · ${t('commerce.detail.notShipped')}`
                              : t('commerce.detail.notShipped')}
                          </p>
                        )
                      }
                    </LoadableContent>
                  </section>
                )}
                <section className={shared.panel} aria-labelledby="order-history">
                  <h2 id="order-history" className={commerce.sectionTitle}>
                    {t('commerce.detail.history')}
                  </h2>
                  <Timeline
                    label={t('commerce.detail.history')}
                    entries={[...order.history].reverse().map((entry) => ({ at: entry.at, text: entry.note }))}
                  />
                </section>
                <section className={shared.panel} aria-labelledby="order-messages">
                  <h2 id="order-messages" className={commerce.sectionTitle}>
                    {t('commerce.detail.messages')}
                  </h2>
                  <LoadableContent
                    value={props.messages}
                    size="sm"
                    skeleton={
                      <SkeletonGroup>
                        <Skeleton height="3rem" />
                        <Skeleton height="3rem" />
                      </SkeletonGroup>
                    }
                    isEmpty={(messages) => messages.length === 0}
                    empty={<EmptyState size="sm" title={t('commerce.detail.noMessages')} />}
                    errorMessage={t('commerce.detail.messagesFailed')}
                  >
                    {(messages) => <OrderMessages messages={messages} label={t('commerce.detail.messages')} />}
                  </LoadableContent>
                </section>
              </div>
              <aside className={[shared.panel, commerce.summary].join(' ')} aria-label={t('commerce.detail.payment')}>
                <dl className={commerce.facts}>
                  <dt className={commerce.factTerm}>{t('commerce.common.orderNo')}</dt>
                  <dd className={commerce.factValue}>{order.orderNo}</dd>
                  <dt className={commerce.factTerm}>{t('commerce.common.createdAt')}</dt>
                  <dd className={commerce.factValue}>{dateTime(order.createdAt)}</dd>
                  {order.paidAt && (
                    <>
                      <dt className={commerce.factTerm}>{t('commerce.common.paidAt')}</dt>
                      <dd className={commerce.factValue}>{dateTime(order.paidAt)}</dd>
                    </>
                  )}
                  {order.payChannel && (
                    <>
                      <dt className={commerce.factTerm}>{t('commerce.detail.payChannel')}</dt>
                      <dd className={commerce.factValue}>
                        {t(`commerce.channels.${order.payChannel}` as 'commerce.channels.alipay')}
                      </dd>
                    </>
                  )}
                  {order.campaignChannel && (
                    <>
                      <dt className={commerce.factTerm}>{t('commerce.detail.campaignChannel')}</dt>
                      <dd className={commerce.factValue} data-channel={order.campaignChannel}>
                        {t(`commerce.detail.campaignChannels.${order.campaignChannel}`)}
                      </dd>
                    </>
                  )}
                  {order.payerPhone && (
                    <>
                      <dt className={commerce.factTerm}>{t('commerce.detail.payer')}</dt>
                      <dd className={commerce.factValue}>{order.payerPhone}</dd>
                    </>
                  )}
                  <dt className={commerce.factTerm}>{t('commerce.common.amount')}</dt>
                  <dd className={commerce.factValue}>{t('commerce.common.yuan', { amount: money(order.amount) })}</dd>
                  {order.refunds.length > 0 && (
                    <>
                      <dt className={commerce.factTerm}>{t('commerce.detail.refunds')}</dt>
                      <dd className={commerce.factValue} data-testid="order-refunds">
                        {order.refunds.map((refund) => (
                          <p key={refund.requestedAt} className={commerce.refundLine} data-status={refund.status}>
                            {refund.status === 'refunded'
                              ? t('commerce.detail.refunded', {
                                  amount: money(refund.amount),
                                  time: dateTime(refund.refundedAt ?? refund.requestedAt),
                                })
                              : t('commerce.detail.refunding', {
                                  amount: money(refund.amount),
                                  time: dateTime(refund.requestedAt),
                                })}
                            <br />
                            <span className={commerce.hint}>{t('commerce.detail.refundReason', { reason: refund.reason })}</span>
                          </p>
                        ))}
                      </dd>
                    </>
                  )}
                  {order.receiver && (
                    <>
                      <dt className={commerce.factTerm}>{t('commerce.detail.receiver')}</dt>
                      <dd className={commerce.factValue}>
                        {order.receiver.name} {order.receiver.phone}
                        <br />
                        <span data-testid="receiver-address">{deliveryAddress(order.receiver)}</span>
                      </dd>
                    </>
                  )}
                  {order.remark && (
                    <>
                      <dt className={commerce.factTerm}>{t('commerce.detail.remark')}</dt>
                      <dd className={commerce.factValue}>{order.remark}</dd>
                    </>
                  )}
                </dl>
                {order.status === 'unpaid' && order.closesAt && <CloseCountdown closesAt={order.closesAt} now={props.now} />}
                <div className={commerce.actions}>
                  {order.canPay && (
                    <Link
                      to={href.coursePayment({ orderNo: order.orderNo, channel: order.shareId ? 'share' : 'alipay' })}
                      className={commerce.primaryLinkButton}
                    >
                      {t('commerce.orders.pay')}
                    </Link>
                  )}
                  {order.canChange && (
                    <Link to={`/personal/order-change?orderNo=${order.orderNo}`} className={commerce.linkButton}>
                      {t('commerce.orders.change')}
                    </Link>
                  )}
                  {order.status === 'paid' && (
                    <Link to={href.myCourseChapter({ courseId: order.course.courseId })} className={commerce.linkButton}>
                      {t('commerce.common.startLearning')}
                    </Link>
                  )}
                  {order.canCancel && (
                    <Button variant="ghost" onClick={props.onCancel} className={commerce.phoneTouch}>
                      {t('commerce.orders.cancel')}
                    </Button>
                  )}
                </div>
              </aside>
            </div>
          )}
        </LoadableContent>
      )}
      <ConfirmDialog
        open={props.confirmingCancel}
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
