import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Container, PageTitle } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TextField } from '@/components/TextField';
import { dateTime } from '@/features/commerce/format';
import { OrderCourse, type OrderCourseData } from '@/features/commerce/OrderCourse';
import * as commerce from '@/features/commerce/commerce.css';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import * as styles from './OrderChange.css';

export interface ChangeDetail {
  orderNo: string;
  course: OrderCourseData;
  rule: { days: number; maxWatchedPercent: number };
  deadline: string | null;
  watchedPercent: number;
  eligible: boolean;
  reason: string | null;
  candidates: OrderCourseData[];
}

export interface OrderChangeViewProps {
  detail: Loadable<ChangeDetail>;
  notFound: boolean;
  chosen: number | null;
  onChoose: (courseId: number) => void;
  reason: string;
  onReason: (value: string) => void;
  error: string | null;
  confirming: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** /personal/order-change: the rule, whether this order may change, and the courses it may change to. */
export function OrderChangeView(props: OrderChangeViewProps) {
  const { t } = useTranslation();
  const { detail, chosen } = props;
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('commerce.orders.title'), to: '/personal/order' },
    { label: t('commerce.change.title') },
  ];
  return (
    <Container className={shared.page}>
      <PageTitle title={t('commerce.change.title')} breadcrumb={crumbs} LinkComponent={Link} />
      {props.notFound ? (
        <NotFoundState
          title={t('commerce.detail.notFoundTitle')}
          description={t('commerce.detail.notFoundText')}
          to="/personal/order"
          action={t('commerce.common.backToOrders')}
        />
      ) : (
        <LoadableContent
          value={detail}
          skeleton={
            <SkeletonGroup>
              <Skeleton height="8rem" />
              <Skeleton height="16rem" />
            </SkeletonGroup>
          }
        >
          {(data) => {
            const target = data.candidates.find((course) => course.courseId === chosen);
            return (
              <div className={commerce.stack}>
                <section className={shared.panel} aria-labelledby="change-current">
                  <h2 id="change-current" className={commerce.sectionTitle}>
                    {t('commerce.change.current')}
                  </h2>
                  <OrderCourse course={data.course} titleAs="p" />
                </section>
                <section className={shared.panel} aria-labelledby="change-rule">
                  <h2 id="change-rule" className={commerce.sectionTitle}>
                    {t('commerce.change.rule')}
                  </h2>
                  <p className={commerce.hint}>
                    {t('commerce.change.ruleText', { days: data.rule.days, percent: data.rule.maxWatchedPercent })}
                  </p>
                  <p className={commerce.hint}>
                    {data.deadline && `${t('commerce.change.deadline', { time: dateTime(data.deadline) })} · `}
                    {t('commerce.change.watched', { percent: data.watchedPercent })}
                  </p>
                  {!data.eligible && (
                    <Notice tone="warning" title={t('commerce.change.notEligible')} message={data.reason ?? ''} />
                  )}
                </section>
                {data.eligible && (
                  <section className={shared.panel} aria-labelledby="change-choose">
                    <h2 id="change-choose" className={commerce.sectionTitle}>
                      {t('commerce.change.choose')}
                    </h2>
                    {data.candidates.length === 0 ? (
                      <EmptyState size="sm" title={t('commerce.change.none')} />
                    ) : (
                      <form
                        className={commerce.stack}
                        noValidate
                        onSubmit={(event) => {
                          event.preventDefault();
                          props.onSubmit();
                        }}
                      >
                        <fieldset className={styles.choices}>
                          <legend className={styles.legend}>{t('commerce.change.chooseLabel')}</legend>
                          {data.candidates.map((course) => (
                            <label key={course.courseId} className={styles.choice}>
                              <input
                                type="radio"
                                name="change-course"
                                className={styles.radio}
                                checked={chosen === course.courseId}
                                onChange={() => props.onChoose(course.courseId)}
                              />
                              <OrderCourse course={course} titleAs="p" />
                            </label>
                          ))}
                        </fieldset>
                        <TextField
                          label={t('commerce.change.reason')}
                          value={props.reason}
                          onValueChange={props.onReason}
                          maxLength={200}
                        />
                        {props.error && <Notice tone="error" message={props.error} />}
                        <div className={commerce.actions}>
                          <Button type="submit" size="lg" loading={props.submitting}>
                            {t('commerce.change.submit')}
                          </Button>
                        </div>
                      </form>
                    )}
                  </section>
                )}
                <ConfirmDialog
                  open={props.confirming && Boolean(target)}
                  title={t('commerce.change.confirmTitle')}
                  message={t('commerce.change.confirm', { from: data.course.title, to: target?.title ?? '' })}
                  showCancel
                  confirming={props.submitting}
                  onConfirm={props.onConfirm}
                  onCancel={props.onDismiss}
                />
              </div>
            );
          }}
        </LoadableContent>
      )}
    </Container>
  );
}
