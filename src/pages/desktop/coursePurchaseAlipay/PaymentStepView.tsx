import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Container, PageTitle } from '@/components/PageShell';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { CloseCountdown } from '@/features/commerce/CloseCountdown';
import { dateTime, money } from '@/features/commerce/format';
import { OrderCourse, type OrderCourseData } from '@/features/commerce/OrderCourse';
import { cashierAddress, PaymentPanel, type PaymentStart, ShareLinkPanel } from '@/features/commerce/PaymentPanel';
import { PaymentStatus, type PaymentViewName } from '@/features/commerce/PaymentStatus';
import * as commerce from '@/features/commerce/commerce.css';
import { PayBar } from '@/features/commerce/PayBar';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import { href } from '@contract/addresses/href';

export const stepChannels = ['alipay', 'alipay-qrcode', 'weixin', 'icbc', 'share'] as const;
export type StepChannel = (typeof stepChannels)[number];

export interface StepOrder {
  orderNo: string;
  amount: number;
  createdAt: string;
  closesAt: string | null;
  course: OrderCourseData;
  shareId: string | null;
}

export interface PaymentStepViewProps {
  order: Loadable<StepOrder>;
  notFound: boolean;
  /** Channels the buyer can switch between (share only for orders with a share link). */
  channels: readonly StepChannel[];
  channel: StepChannel | null;
  onChannel: (channel: StepChannel) => void;
  /** The started payment of the chosen channel; null for "share". */
  payment: Loadable<PaymentStart> | null;
  shareLink: string | null;
  onCopyShare: () => void;
  onOpened: () => void;
  /** What WeChat said when paying inside WeChat did not go through (cancelled or failed); null otherwise. */
  notice?: string | null;
  /**
   * Paying WeChat Pay inside WeChat: the button that asks WeChat to pay (through WeixinJSBridge); null when
   * the chosen channel is paid otherwise.
   */
  wechatPay?: { pay: () => void; pending: boolean } | null;
  /** The cashier opens in this tab and returns to the phone's result page (H5 on a phone). */
  cashierInThisTab?: boolean;
  status: { view: PaymentViewName; failure: 'failed' | 'cancelled' | null; retrying: boolean };
  onPayAgain: () => void;
  onCheckAgain: () => void;
  now: number;
}

const CHANNEL_LABEL = {
  alipay: 'commerce.channels.alipay',
  'alipay-qrcode': 'commerce.channels.alipay-qrcode',
  weixin: 'commerce.channels.weixin',
  icbc: 'commerce.channels.icbc',
  share: 'commerce.methods.share',
} as const satisfies Record<StepChannel, string>;

function StepSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton height="6rem" />
      <Skeleton height="16rem" />
    </SkeletonGroup>
  );
}

/** /course/purchase-alipay-payment: pay an order (cashier or QR code, or a share link) and watch it turn paid. */
export function PaymentStepView(props: PaymentStepViewProps) {
  const { t } = useTranslation();
  const { order, notFound, channels, channel, onChannel, payment, shareLink, status, now } = props;
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('commerce.orders.title'), to: '/personal/order' },
    { label: t('commerce.payment.title') },
  ];
  const settled = status.view === 'paid' || status.view === 'closed';
  return (
    <Container className={shared.page}>
      <PageTitle title={t('commerce.payment.title')} breadcrumb={crumbs} LinkComponent={Link} />
      {notFound ? (
        <NotFoundState
          title={t('commerce.detail.notFoundTitle')}
          description={t('commerce.detail.notFoundText')}
          to="/personal/order"
          action={t('commerce.common.backToOrders')}
        />
      ) : (
        <LoadableContent value={order} skeleton={<StepSkeleton />}>
          {(data) => {
            let body: ReactNode = null;
            let barAction: ReactNode = null;
            const amount = t('commerce.common.yuan', { amount: money(data.amount) });
            const wechatPay = !settled ? props.wechatPay : null;
            if (wechatPay) {
              const payInWechat = (className: string) => (
                <button type="button" className={className} onClick={wechatPay.pay} disabled={wechatPay.pending}>
                  {t('commerce.payment.payInWechat', { amount })}
                </button>
              );
              body = (
                <div className={commerce.stack}>
                  <p className={commerce.hint}>{t('commerce.payment.wechatHint')}</p>
                  <div className={commerce.besideBar}>{payInWechat(commerce.primaryLinkButton)}</div>
                </div>
              );
              barAction = payInWechat(commerce.payBarAction);
            } else if (!settled && channel === 'share' && shareLink) {
              body = <ShareLinkPanel link={shareLink} amount={data.amount} onCopy={props.onCopyShare} />;
            } else if (!settled && channel && channel !== 'share' && payment) {
              body = (
                <LoadableContent
                  value={payment}
                  skeleton={<Skeleton height="14rem" />}
                  errorMessage={t('commerce.payment.prepareFailed')}
                >
                  {(started) => (
                    <PaymentPanel
                      channelName={t(CHANNEL_LABEL[channel])}
                      payment={started}
                      onOpened={props.onOpened}
                      sameWindow={props.cashierInThisTab}
                      actionInBar={started.kind !== 'qr'}
                    />
                  )}
                </LoadableContent>
              );
              if (payment.status === 'ready' && payment.data.kind !== 'qr') {
                barAction = (
                  <a
                    className={commerce.payBarAction}
                    href={cashierAddress(payment.data)}
                    {...(props.cashierInThisTab ? {} : { target: '_blank', rel: 'noopener' })}
                    onClick={props.onOpened}
                  >
                    {t('commerce.payment.openCashier', { channel: t(CHANNEL_LABEL[channel]) })}
                  </a>
                );
              }
            }
            return (
              <div className={commerce.stack}>
                <section className={shared.panel} aria-label={t('commerce.detail.items')}>
                  <div className={commerce.headerRow}>
                    <span className={commerce.hint}>
                      {t('commerce.common.orderNo')} {data.orderNo} · {dateTime(data.createdAt)}
                    </span>
                    {data.closesAt && !settled && <CloseCountdown closesAt={data.closesAt} now={now} />}
                  </div>
                  <OrderCourse course={data.course} titleAs="h2" />
                </section>
                {!settled && (
                  <section className={shared.panel} aria-label={t('commerce.purchase.methodSection')}>
                    <div className={commerce.channelTabs} role="group" aria-label={t('commerce.payment.switchChannel')}>
                      {channels.map((item) => (
                        <button
                          key={item}
                          type="button"
                          className={commerce.channelTab}
                          aria-pressed={item === channel}
                          onClick={() => onChannel(item)}
                        >
                          {t(CHANNEL_LABEL[item])}
                        </button>
                      ))}
                    </div>
                    {props.notice && <Notice tone="warning" message={props.notice} data-testid="wechat-pay-notice" />}
                  </section>
                )}
                {body && <section className={shared.panel}>{body}</section>}
                <PaymentStatus
                  view={status.view}
                  failure={status.failure}
                  retrying={status.retrying}
                  onPayAgain={props.onPayAgain}
                  onCheckAgain={props.onCheckAgain}
                  links={
                    <>
                      <Link to="/personal/order" className={commerce.linkButton}>
                        {t('commerce.common.backToOrders')}
                      </Link>
                      {status.view === 'paid' && (
                        <Link
                          to={href.myCourseChapter({ courseId: data.course.courseId })}
                          className={commerce.primaryLinkButton}
                        >
                          {t('commerce.common.startLearning')}
                        </Link>
                      )}
                      {status.view === 'closed' && (
                        <Link to={href.coursePurchase({ courseId: data.course.courseId })} className={commerce.primaryLinkButton}>
                          {t('commerce.paymentStatus.rebuy')}
                        </Link>
                      )}
                    </>
                  }
                />
                {barAction && (
                  <PayBar label={t('commerce.payment.payBar')} amountLabel={t('commerce.common.payable')} amount={amount}>
                    {barAction}
                  </PayBar>
                )}
              </div>
            );
          }}
        </LoadableContent>
      )}
    </Container>
  );
}
