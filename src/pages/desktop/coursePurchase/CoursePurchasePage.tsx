import '@/features/commerce/texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import * as userOrders from '@contract/api/calls/user/orders';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useRegionChoice } from '@/flows/commerce';
import { positiveIntParam } from '@/lib/url';
import { isMissing } from '@/app/api/loadState';
import { CoursePurchaseView, type PurchaseField, type PurchaseForm } from './CoursePurchaseView';
import { href } from '@contract/addresses/href';

const EMPTY: PurchaseForm = { method: null, receiverName: '', receiverPhone: '', receiverAddress: '', remark: '' };

/** /course/purchase?courseId=: places the order at the server's price, then goes on to pay it. */
export default function CoursePurchasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courseId = positiveIntParam(params.get('courseId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const preview = useApiQuery(
    userOrders.purchasePreview,
    { courseId: courseId ?? 0 },
    { enabled: courseId !== null, scope: rsNo },
  );
  const [form, setForm] = useState<PurchaseForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PurchaseField, string>>>({});
  const hasMaterials = preview.data?.course.hasMaterials === true;
  const region = useRegionChoice(hasMaterials);

  const submit = useMutation({
    mutationFn: ({ fields, regionId }: { fields: PurchaseForm; regionId: number | null }) =>
      api.call(
        userOrders.createOrder,
        {
          courseId: courseId ?? 0,
          payMethod: fields.method ?? 'alipay',
          receiverName: fields.receiverName,
          receiverPhone: fields.receiverPhone,
          receiverAddress: fields.receiverAddress,
          ...(hasMaterials && regionId !== null ? { receiverRegionId: regionId } : {}),
          remark: fields.remark,
        },
        { handleError: true },
      ),
    onSuccess: (order, { fields }) =>
      navigate(href.coursePayment({ orderNo: order.orderNo, channel: fields.method ?? 'alipay' })),
  });

  const validate = (): boolean => {
    const found: Partial<Record<PurchaseField, string>> = {};
    if (!form.method) found.method = t('commerce.purchase.errors.method');
    if (hasMaterials) {
      if (!form.receiverName.trim()) found.receiverName = t('commerce.purchase.errors.name');
      if (!/^1\d{10}$/.test(form.receiverPhone)) found.receiverPhone = t('commerce.purchase.errors.phone');
      if (region.missing) found.region = t(`commerce.purchase.errors.${region.missing}`);
      if (form.receiverAddress.trim().length < 5) found.receiverAddress = t('commerce.purchase.errors.address');
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return (
    <CoursePurchaseView
      preview={loadableOf(preview)}
      notFound={courseId === null || isMissing(preview)}
      form={form}
      errors={errors}
      region={{ value: region.value, ...region.lists, summary: region.summary }}
      onChooseRegion={(level, id) => {
        region.choose(level, id);
        setErrors((current) => ({ ...current, region: undefined }));
      }}
      failure={submit.error instanceof ApiError ? submit.error.message : null}
      submitting={submit.isPending}
      onChange={(field, value) => {
        setForm((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      }}
      onSubmit={() => {
        // A second click while the first is on its way does nothing; the server also keeps one order.
        if (submit.isPending || !validate()) return;
        submit.mutate({ fields: form, regionId: region.regionId });
      }}
    />
  );
}
