import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Container, PageTitle } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { CloseCountdown } from '@/features/commerce/CloseCountdown';
import { money } from '@/features/commerce/format';
import { OrderCourse, type OrderCourseData } from '@/features/commerce/OrderCourse';
import { PaymentPanel, type PaymentStart } from '@/features/commerce/PaymentPanel';
import { PaymentStatus, type PaymentViewName } from '@/features/commerce/PaymentStatus';
import * as commerce from '@/features/commerce/commerce.css';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import * as styles from './SharePay.css';

export type ShareMethod = 'alipay' | 'weixin' | 'icbc';

export interface SharedOrder {
  status: 'unpaid' | 'paid' | 'cancelled' | 'refunded';
  amount: number;
  course: OrderCourseData;
  sharerPhone: string;
  closesAt: string | null;
  isMine: boolean;
  methods: ShareMethod[];
}

export interface SharePayViewProps {
  /** Phone layout (/m/order-detail-share): no breadcrumb, full-width buttons, the cashier opens in place. */
  phone?: boolean;
  order: Loadable<SharedOrder>;
  notFound: boolean;
  method: ShareMethod | null;
  onMethod: (method: ShareMethod) => void;
  /** The started payment on a computer (QR code or cashier link). */
  payment: Loadable<PaymentStart> | null;
  starting: boolean;
  /** What WeChat said when paying inside WeChat did not go through (cancelled or failed); null otherwise. */
  notice?: string | null;
  onOpened: () => void;
  status: { view: PaymentViewName; failure: 'failed' | 'cancelled' | null; retrying: boolean };
  onPayAgain: () => void;
  onCheckAgain: () => void;
  now: number;
}

const METHOD_LABEL = {
  alipay: 'commerce.methods.alipay',
  weixin: 'commerce.methods.weixin',
  icbc: 'commerce.methods.icbc',
} as const;

/** What the payer of a share link sees: the course, the amount, who asked, and the pay buttons. */
export function SharePayView(props: SharePayViewProps) {
  const { t } = useTranslation();
  const { order, status, phone } = props;
  const settled = status.view === 'paid' || status.view === 'closed';
  return (
    <Container className={[shared.page, phone ? styles.phonePage : ''].join(' ')}>
      <PageTitle
        title={t('commerce.share.title')}
        breadcrumb={phone ? undefined : [{ label: t('routes.home'), to: '/home' }, { label: t('commerce.share.title') }]}
        LinkComponent={Link}
      />
      {props.notFound ? (
        <NotFoundState
          title={t('commerce.share.notFoundTitle')}
          description={t('commerce.share.notFoundText')}
          to={phone ? '/m/home' : '/home'}
          action={t('commerce.success.home')}
        />
      ) : (
        <LoadableContent
          value={order}
          skeleton={
            <SkeletonGroup>
              <Skeleton height="8rem" />
              <Skeleton height="10rem" />
            </SkeletonGroup>
          }
        >
          {(data) => {
            const open = data.status === 'unpaid' && !settled;
            return (
              <div className={commerce.stack}>
                <section className={shared.panel} aria-label={t('commerce.detail.items')}>
                  <p className={styles.from}>
                    {data.isMine ? t('commerce.share.mine') : t('commerce.share.from', { phone: data.sharerPhone })}
                  </p>
                  <OrderCourse course={data.course} titleAs="h2" hidePrice />
                  <div className={commerce.headerRow}>
                    <span className={styles.amount} data-testid="share-amount">
                      {t('commerce.common.yuan', { amount: money(data.amount) })}
                    </span>
                    {open && data.closesAt && (
                      <CloseCountdown closesAt={data.closesAt} now={props.now} variant={phone ? 'short' : 'long'} />
                    )}
                  </div>
                </section>
                {open && (
                  <section className={shared.panel} aria-labelledby="share-methods">
                    <h2 id="share-methods" className={commerce.sectionTitle}>
                      {t('commerce.share.payWith')}
                    </h2>
                    <div className={phone ? styles.phoneButtons : commerce.channelTabs}>
                      {data.methods.map((method) =>
                        phone ? (
                          <Button
                            key={method}
                            size="lg"
                            block
                            variant={method === 'weixin' ? 'primary' : 'outline'}
                            loading={props.starting && props.method === method}
                            onClick={() => props.onMethod(method)}
                          >
                            {t(METHOD_LABEL[method])}
                          </Button>
                        ) : (
                          <button
                            key={method}
                            type="button"
                            className={commerce.channelTab}
                            aria-pressed={props.method === method}
                            onClick={() => props.onMethod(method)}
                          >
                            {t(METHOD_LABEL[method])}
                          </button>
                        ),
                      )}
                    </div>
                    {!phone && props.payment && props.method && (
                      <div className={styles.panel}>
                        <LoadableContent
                          value={props.payment}
                          skeleton={<Skeleton height="14rem" />}
                          errorMessage={t('commerce.payment.prepareFailed')}
                        >
                          {(started) => (
                            <PaymentPanel
                              channelName={t(METHOD_LABEL[props.method!])}
                              payment={started}
                              onOpened={props.onOpened}
                            />
                          )}
                        </LoadableContent>
                      </div>
                    )}
                    {props.notice && <Notice tone="warning" message={props.notice} data-testid="wechat-pay-notice" />}
                    {phone && props.payment?.status === 'error' && (
                      <Notice tone="error" message={t('commerce.payment.prepareFailed')} />
                    )}
                  </section>
                )}
                <PaymentStatus
                  view={data.status === 'paid' && status.view !== 'paid' ? 'paid' : status.view}
                  failure={status.failure}
                  retrying={status.retrying}
                  forOther={!data.isMine}
                  onPayAgain={props.onPayAgain}
                  onCheckAgain={props.onCheckAgain}
                  links={
                    <Link to={phone ? '/m/home' : '/home'} className={commerce.linkButton}>
                      {t('commerce.success.home')}
                    </Link>
                  }
                />
              </div>
            );
          }}
        </LoadableContent>
      )}
    </Container>
  );
}
