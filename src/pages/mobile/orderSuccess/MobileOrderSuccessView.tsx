import { useTranslation } from '@/i18n/react';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import { money } from '@/features/commerce/format';
import { OrderCourse, type OrderCourseData } from '@/features/commerce/OrderCourse';
import { PaymentStatus, type PaymentViewName } from '@/features/commerce/PaymentStatus';
import * as commerce from '@/features/commerce/commerce.css';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as m from '@/features/mobile/mobile.css';
import { href } from '@contract/addresses/href';

export interface SuccessOrder {
  course: OrderCourseData;
  amount: number;
  /** Paid for somebody else through a share link. */
  forOther: boolean;
  /** Where paying again continues (the share page, or the buyer's payment step). */
  payAgainTo: string;
  /** The buyer's own order in their orders; null for an order paid for somebody else. */
  orderTo: string | null;
}

export interface MobileOrderSuccessViewProps {
  order: Loadable<SuccessOrder>;
  notFound: boolean;
  status: { view: PaymentViewName; failure: 'failed' | 'cancelled' | null; retrying: boolean };
  onCheckAgain: () => void;
}

/** /m/order/success: the result of a payment made on a phone, following it until the money is confirmed. */
export function MobileOrderSuccessView({ order, notFound, status, onCheckAgain }: MobileOrderSuccessViewProps) {
  const { t } = useTranslation();
  return (
    <div className={m.page}>
      <h1 className={m.title}>{t('commerce.success.title')}</h1>
      {notFound ? (
        <NotFoundState
          title={t('commerce.detail.notFoundTitle')}
          description={t('commerce.detail.notFoundText')}
          to="/m/home"
          action={t('commerce.success.home')}
        />
      ) : (
        <LoadableContent value={order} skeleton={<Skeleton height="12rem" />}>
          {(data) => (
            <div className={commerce.stack}>
              <PaymentStatus
                view={status.view}
                failure={status.failure}
                retrying={status.retrying}
                forOther={data.forOther}
                onCheckAgain={onCheckAgain}
                links={
                  <>
                    {status.view === 'failed' && (
                      <Link to={data.payAgainTo} className={commerce.primaryLinkButton}>
                        {t('commerce.paymentStatus.payAgain')}
                      </Link>
                    )}
                    {status.view === 'paid' && !data.forOther && (
                      <Link to={href.myCourseChapter({ courseId: data.course.courseId })} className={commerce.primaryLinkButton}>
                        {t('commerce.common.startLearning')}
                      </Link>
                    )}
                    {data.orderTo && (
                      <Link to={data.orderTo} className={commerce.linkButton}>
                        {t('commerce.success.viewOrder')}
                      </Link>
                    )}
                    <Link to="/m/home" className={commerce.linkButton}>
                      {t('commerce.success.home')}
                    </Link>
                  </>
                }
              />
              <section className={m.card} aria-label={t('commerce.detail.items')}>
                <OrderCourse course={data.course} titleAs="h2" hidePrice />
                <p className={commerce.hint}>
                  {t('commerce.common.amount')} {t('commerce.common.yuan', { amount: money(data.amount) })}
                </p>
              </section>
            </div>
          )}
        </LoadableContent>
      )}
    </div>
  );
}
