import '@/features/commerce/texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import * as evaluationOrders from '@contract/api/calls/evaluation/orders';
import { api } from '@/app/api';
import { failureOf } from '@/flows/campaign';
import { useRegionChoice } from '@/flows/commerce';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import { RegionPicker } from '@/features/commerce/RegionPicker';
import * as styles from '@/features/evaluation/evaluation.css';

const PHONE = /^1\d{10}$/;

export interface BuyCourseProps {
  courseId: number;
  price: number;
  hasMaterials: boolean;
}

/**
 * Buys the recommended course in place: the server places the order for the main-site account with this
 * phone and the order page takes it to the cashier. A course with printed material asks where to post it,
 * its region through the same picker and rules as the main site's purchase page.
 */
export function BuyCourse({ courseId, price, hasMaterials }: BuyCourseProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [receiver, setReceiver] = useState({ name: '', phone: '', address: '' });
  const [invalid, setInvalid] = useState<string | null>(null);
  const region = useRegionChoice(hasMaterials);
  const [regionError, setRegionError] = useState<string | null>(null);
  const buy = useMutation({
    mutationFn: (regionId: number | null) =>
      api.call(
        evaluationOrders.createOrder,
        hasMaterials
          ? {
              courseId,
              receiverName: receiver.name,
              receiverPhone: receiver.phone,
              receiverAddress: receiver.address,
              ...(regionId !== null ? { receiverRegionId: regionId } : {}),
            }
          : { courseId },
        { handleError: true },
      ),
    onSuccess: ({ orderNo }) => void navigate(`/e/order-detail?orderNo=${orderNo}`),
  });
  const edit = (field: keyof typeof receiver) => (value: string) => {
    setReceiver((current) => ({ ...current, [field]: field === 'phone' ? value.replace(/\D/g, '') : value }));
    setInvalid(null);
  };

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (hasMaterials) {
          // The region's complaint stays in the picker, next to the select it is about.
          const regionMissing = region.missing ? t(`commerce.purchase.errors.${region.missing}`) : null;
          setRegionError(regionMissing);
          if (!receiver.name.trim() || !receiver.phone || !receiver.address.trim())
            return setInvalid(t('evaluation.course.receiverMissing'));
          if (!PHONE.test(receiver.phone)) return setInvalid(t('evaluation.course.receiverPhoneInvalid'));
          if (regionMissing) return;
        }
        if (!buy.isPending) buy.mutate(region.regionId);
      }}
    >
      {hasMaterials && (
        <fieldset className={`${styles.card} ${styles.form}`}>
          <legend className={styles.subheading}>{t('evaluation.course.receiverTitle')}</legend>
          <p className={styles.muted}>{t('evaluation.course.receiverHint')}</p>
          <TextField
            label={t('evaluation.course.receiverName')}
            autoComplete="name"
            maxLength={20}
            value={receiver.name}
            onValueChange={edit('name')}
          />
          <TextField
            label={t('evaluation.course.receiverPhone')}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={receiver.phone}
            onValueChange={edit('phone')}
          />
          <RegionPicker
            value={region.value}
            {...region.lists}
            summary={region.summary}
            error={regionError ?? undefined}
            onChoose={(level, id) => {
              region.choose(level, id);
              setRegionError(null);
            }}
          />
          <TextField
            label={t('evaluation.course.receiverAddress')}
            placeholder={t('commerce.purchase.receiverAddressPlaceholder')}
            autoComplete="street-address"
            maxLength={120}
            value={receiver.address}
            onValueChange={edit('address')}
          />
        </fieldset>
      )}
      {(invalid ?? failureOf(buy.error)) && <Notice tone="error" message={invalid ?? failureOf(buy.error) ?? ''} />}
      <div className={styles.sticky}>
        <span className={styles.price}>¥{price.toFixed(2)}</span>
        <Button type="submit" loading={buy.isPending} disabled={buy.isPending}>
          {t('evaluation.course.buy')}
        </Button>
      </div>
      <p className={styles.muted}>{t('evaluation.course.buyHint')}</p>
    </form>
  );
}
