import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { SignupChannel } from '@contract/api/schemas/user/campaign';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import * as styles from '@/features/campaign/campaign.css';
import { beijingSchedule, type LiveClassData } from '@/features/campaign/LiveClassCard';
import { money } from '@/features/commerce/format';
import { PaymentPanel, type PaymentStart } from '@/features/commerce/PaymentPanel';
import { PayMethodPicker } from '@/features/commerce/PayMethodPicker';
import { PaymentStatus, type PaymentViewName } from '@/features/commerce/PaymentStatus';
import { PriceSummary } from '@/features/commerce/PriceSummary';
import * as page from '@/features/campaign/campaignPage.css';

export const livePayMethods = ['alipay', 'weixin', 'icbc'] as const;
export type LivePayMethod = (typeof livePayMethods)[number];

export interface LiveOrderSession extends LiveClassData {
  courseTitle: string;
  /** The server's breakdown of the course: listPrice − discount = price (实付). */
  listPrice: number;
  discount: number;
}

export interface LiveSignupPaymentViewProps {
  channel: SignupChannel;
  live: Loadable<LiveOrderSession | null>;
  indexPath: string;
  method: LivePayMethod | null;
  methodError: string | null;
  onMethod: (method: LivePayMethod) => void;
  submitting: boolean;
  failure: string | null;
  onSubmit: () => void;
  /** The placed order, once there is one: then the payment is shown instead of the form. */
  order: { orderNo: string; amount: number } | null;
  payment: Loadable<PaymentStart> | null;
  /** What WeChat Pay inside WeChat said when it did not pay (cancelled, failed). */
  notice?: string | null;
  /** Inside WeChat, for an order to pay by WeChat Pay: (re)opens WeChat's payment sheet. */
  onWechatPay?: (() => void) | undefined;
  wechatPaying?: boolean;
  status: { view: PaymentViewName; failure: 'failed' | 'cancelled' | null; retrying: boolean };
  onOpened: () => void;
  onPayAgain: () => void;
  onCheckAgain: () => void;
}

/** /liveSignup<Channel>/payment-detail: the order of a sign-up, the payment method, then paying and its result. */
export function LiveSignupPaymentView(props: LiveSignupPaymentViewProps) {
  const { t } = useTranslation();
  const { live, order, status } = props;
  return (
    <div className={page.page} data-channel={props.channel}>
      <h1 className={styles.title}>{t('campaign.live.paymentTitle')}</h1>
      <LoadableContent
        value={live}
        skeleton={
          <SkeletonGroup>
            <Skeleton height="9rem" />
            <Skeleton height="14rem" />
          </SkeletonGroup>
        }
        isEmpty={(data) => data === null}
        empty={
          <div className={styles.card}>
            <p className={styles.text}>{t('campaign.live.notFound')}</p>
            <Link to={props.indexPath} className={styles.linkButton}>
              {t('campaign.live.back')}
            </Link>
          </div>
        }
      >
        {(data) => {
          if (!data) return null;
          let body: ReactNode;
          if (order) {
            body = (
              <>
                {props.notice && status.view !== 'paid' && (
                  <Notice tone="warning" message={props.notice} data-testid="wechat-pay-notice" />
                )}
                {status.view !== 'paid' && status.view !== 'closed' && props.onWechatPay && (
                  <section className={styles.card}>
                    <Button block onClick={props.onWechatPay} loading={props.wechatPaying ?? false}>
                      {t('campaign.live.wechatPay', { amount: t('commerce.common.yuan', { amount: money(order.amount) }) })}
                    </Button>
                  </section>
                )}
                {status.view !== 'paid' && status.view !== 'closed' && props.payment && (
                  <section className={styles.card}>
                    <LoadableContent value={props.payment} skeleton={<Skeleton height="10rem" />}>
                      {(started) => (
                        <PaymentPanel
                          channelName={t(`commerce.channels.${props.method ?? 'alipay'}`)}
                          payment={started}
                          onOpened={props.onOpened}
                        />
                      )}
                    </LoadableContent>
                  </section>
                )}
                <PaymentStatus
                  view={status.view}
                  failure={status.failure}
                  retrying={status.retrying}
                  onPayAgain={props.onPayAgain}
                  onCheckAgain={props.onCheckAgain}
                  links={
                    <>
                      {status.view === 'paid' && <p className={styles.text}>{t('campaign.live.paidText')}</p>}
                      <Link to={`/personal/order-detail?orderNo=${order.orderNo}`} className={styles.secondaryLink}>
                        {t('campaign.live.viewOrder')}
                      </Link>
                    </>
                  }
                />
              </>
            );
          } else {
            body = (
              <form
                className={styles.stack}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  props.onSubmit();
                }}
              >
                <section className={styles.card}>
                  <PayMethodPicker
                    methods={livePayMethods}
                    value={props.method}
                    onValueChange={(value) => props.onMethod(value as LivePayMethod)}
                    error={props.methodError}
                  />
                </section>
                <section className={styles.card}>
                  <PriceSummary listPrice={data.listPrice} discount={data.discount} payable={data.price} />
                  {props.failure && <Notice tone="error" message={props.failure} />}
                  <Button type="submit" size="lg" block loading={props.submitting} disabled={props.submitting}>
                    {props.submitting ? t('campaign.form.submitting') : t('campaign.live.pay')}
                  </Button>
                </section>
              </form>
            );
          }
          return (
            <div className={styles.stack}>
              <section className={styles.card} aria-label={data.title}>
                <h2 className={styles.subtitle}>{data.title}</h2>
                <dl className={styles.facts}>
                  <dt className={styles.factTerm}>{t('campaign.live.teacher')}</dt>
                  <dd className={styles.factValue}>{data.teacher.name}</dd>
                  <dt className={styles.factTerm}>{t('campaign.live.schedule')}</dt>
                  <dd className={styles.factValue}>{beijingSchedule(data.startsAt)}</dd>
                  <dt className={styles.factTerm}>{t('campaign.live.unlocks')}</dt>
                  <dd className={styles.factValue}>{data.courseTitle}</dd>
                  <dt className={styles.factTerm}>{t('commerce.common.amount')}</dt>
                  <dd className={styles.factValue}>
                    {t('commerce.common.yuan', { amount: money(order?.amount ?? data.price) })}
                  </dd>
                  <dt className={styles.factTerm}>{t('commerce.detail.campaignChannel')}</dt>
                  <dd className={styles.factValue}>{t(`commerce.detail.campaignChannels.${props.channel}`)}</dd>
                  {order && (
                    <>
                      <dt className={styles.factTerm}>{t('commerce.common.orderNo')}</dt>
                      <dd className={styles.factValue}>{order.orderNo}</dd>
                    </>
                  )}
                </dl>
              </section>
              {body}
            </div>
          );
        }}
      </LoadableContent>
    </div>
  );
}
