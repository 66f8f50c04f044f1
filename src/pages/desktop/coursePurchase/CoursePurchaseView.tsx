import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Container, PageTitle } from '@/components/PageShell';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TextField } from '@/components/TextField';
import { OrderCourse, type OrderCourseData } from '@/features/commerce/OrderCourse';
import { PayMethodPicker, type PayMethodName } from '@/features/commerce/PayMethodPicker';
import { RegionPicker, type RegionPickerProps } from '@/features/commerce/RegionPicker';
import { money } from '@/features/commerce/format';
import { PriceSummary } from '@/features/commerce/PriceSummary';
import * as commerce from '@/features/commerce/commerce.css';
import { PayBar } from '@/features/commerce/PayBar';
import { NotFoundState } from '@/features/site/NotFoundState';
import * as shared from '@/features/site/shared.css';
import { href } from '@contract/addresses/href';

export interface PurchasePreview {
  course: OrderCourseData & { hasMaterials: boolean };
  listPrice: number;
  discount: number;
  payable: number;
  owned: boolean;
  pendingOrderNo: string | null;
  payMethods: PayMethodName[];
  closeAfterMinutes: number;
}

export interface PurchaseForm {
  method: PayMethodName | null;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  remark: string;
}

/** The form's fields, and the delivery region, which the picker holds. */
export type PurchaseField = keyof PurchaseForm | 'region';

/** What the region picker draws: the choice, the lists of its three levels, the full name once complete. */
export type PurchaseRegion = Pick<RegionPickerProps, 'value' | 'provinces' | 'cities' | 'districts' | 'summary'>;

export interface CoursePurchaseViewProps {
  preview: Loadable<PurchasePreview>;
  notFound: boolean;
  form: PurchaseForm;
  errors: Partial<Record<PurchaseField, string>>;
  region: PurchaseRegion;
  onChooseRegion: RegionPickerProps['onChoose'];
  /** The server's refusal of the last submit. */
  failure: string | null;
  submitting: boolean;
  onChange: (field: keyof PurchaseForm, value: string) => void;
  onSubmit: () => void;
}

function PurchaseSkeleton() {
  return (
    <div className={commerce.columns}>
      <SkeletonGroup>
        <Skeleton height="10rem" />
        <Skeleton height="8rem" />
      </SkeletonGroup>
      <Skeleton height="14rem" />
    </div>
  );
}

/** /course/purchase: the course, the receiver when material ships, the payment method and the amount to pay. */
export function CoursePurchaseView({
  preview,
  notFound,
  form,
  errors,
  region,
  onChooseRegion,
  failure,
  submitting,
  onChange,
  onSubmit,
}: CoursePurchaseViewProps) {
  const { t } = useTranslation();
  const submitLabel = submitting ? t('commerce.purchase.submitting') : t('commerce.purchase.submit');
  const crumbs = [
    { label: t('routes.home'), to: '/home' },
    { label: t('routes.course'), to: '/course' },
    { label: t('commerce.purchase.title') },
  ];
  return (
    <Container className={shared.page}>
      <PageTitle title={t('commerce.purchase.title')} breadcrumb={crumbs} LinkComponent={Link} />
      {notFound ? (
        <NotFoundState
          title={t('commerce.purchase.notFoundTitle')}
          description={t('commerce.purchase.notFoundText')}
          to="/course"
          action={t('commerce.purchase.browse')}
        />
      ) : (
        <LoadableContent value={preview} skeleton={<PurchaseSkeleton />}>
          {(data) =>
            data.owned ? (
              <section className={shared.panel}>
                <OrderCourse course={data.course} titleAs="h2" />
                <Notice tone="success" title={t('commerce.purchase.owned')} message={t('commerce.purchase.ownedText')} />
                <div className={commerce.actions}>
                  <Link to={href.myCourseChapter({ courseId: data.course.courseId })} className={commerce.primaryLinkButton}>
                    {t('commerce.common.startLearning')}
                  </Link>
                </div>
              </section>
            ) : (
              <form
                className={commerce.columns}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  onSubmit();
                }}
              >
                <div className={commerce.stack}>
                  <section className={shared.panel} aria-labelledby="purchase-course">
                    <h2 id="purchase-course" className={commerce.sectionTitle}>
                      {t('commerce.purchase.courseSection')}
                    </h2>
                    <OrderCourse course={data.course} titleAs="p" />
                  </section>
                  {data.course.hasMaterials && (
                    <section className={shared.panel} aria-labelledby="purchase-receiver">
                      <h2 id="purchase-receiver" className={commerce.sectionTitle}>
                        {t('commerce.purchase.receiverSection')}
                      </h2>
                      <p className={commerce.hint}>{t('commerce.purchase.receiverHint')}</p>
                      <div className={commerce.fields}>
                        <TextField
                          label={t('commerce.purchase.receiverName')}
                          value={form.receiverName}
                          onValueChange={(value) => onChange('receiverName', value)}
                          error={errors.receiverName}
                          autoComplete="name"
                          maxLength={20}
                          required
                        />
                        <TextField
                          label={t('commerce.purchase.receiverPhone')}
                          value={form.receiverPhone}
                          onValueChange={(value) => onChange('receiverPhone', value.replace(/\D/g, ''))}
                          error={errors.receiverPhone}
                          autoComplete="tel"
                          inputMode="numeric"
                          maxLength={11}
                          required
                        />
                        <div className={commerce.wide}>
                          <RegionPicker {...region} onChoose={onChooseRegion} error={errors.region} />
                        </div>
                        <div className={commerce.wide}>
                          <TextField
                            label={t('commerce.purchase.receiverAddress')}
                            value={form.receiverAddress}
                            onValueChange={(value) => onChange('receiverAddress', value)}
                            error={errors.receiverAddress}
                            placeholder={t('commerce.purchase.receiverAddressPlaceholder')}
                            autoComplete="street-address"
                            maxLength={120}
                            required
                          />
                        </div>
                      </div>
                    </section>
                  )}
                  <section className={shared.panel}>
                    <PayMethodPicker
                      methods={data.payMethods}
                      value={form.method}
                      onValueChange={(value) => onChange('method', value)}
                      error={errors.method}
                    />
                  </section>
                  <section className={shared.panel}>
                    <TextField
                      label={t('commerce.purchase.remark')}
                      value={form.remark}
                      onValueChange={(value) => onChange('remark', value)}
                      maxLength={100}
                    />
                  </section>
                </div>
                <aside className={[shared.panel, commerce.summary].join(' ')} aria-label={t('commerce.common.payable')}>
                  <PriceSummary listPrice={data.listPrice} discount={data.discount} payable={data.payable} />
                  {data.pendingOrderNo && <Notice tone="info" message={t('commerce.purchase.pending')} />}
                  {failure && <Notice tone="error" message={failure} />}
                  <div className={commerce.besideBar}>
                    <Button type="submit" size="lg" block loading={submitting} disabled={submitting}>
                      {submitLabel}
                    </Button>
                  </div>
                  <p className={commerce.hint}>{t('commerce.purchase.closeRule', { minutes: data.closeAfterMinutes })}</p>
                </aside>
                <PayBar
                  label={t('commerce.purchase.payBar')}
                  amountLabel={t('commerce.common.payable')}
                  amount={t('commerce.common.yuan', { amount: money(data.payable) })}
                >
                  <button type="submit" className={commerce.payBarAction} disabled={submitting} aria-busy={submitting}>
                    {submitLabel}
                  </button>
                </PayBar>
              </form>
            )
          }
        </LoadableContent>
      )}
    </Container>
  );
}
