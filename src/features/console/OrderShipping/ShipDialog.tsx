import { useState, type FormEvent } from 'react';
import { CARRIERS, type CarrierCode, normalTrackingNo, SHIPPING_REASON_MAX, trackingFits } from '@contract/vocabulary/shipping';
import { FormField } from '@/components/FormField';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { SiteFormDialog, siteListStyles } from '../SiteList';
import * as styles from './OrderShipping.css';

export interface ShipForm {
  carrier: CarrierCode;
  trackingNo: string;
  /** Only when correcting. */
  reason: string;
}

export interface ShipDialogProps {
  /** Correcting a shipped parcel (asks for a reason) rather than shipping. */
  correcting: boolean;
  initial?: { carrier: CarrierCode; trackingNo: string } | undefined;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (form: ShipForm) => void;
}

/**
 * Shipping an order, or correcting its parcel: the carrier from the fixed list and a tracking number checked
 * against that carrier's numbers (spaces dropped, letters in capitals) before it goes to the server.
 */
export function ShipDialog({ correcting, initial, saving, error, onCancel, onSubmit }: ShipDialogProps) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState<CarrierCode | ''>(initial?.carrier ?? '');
  const [trackingNo, setTrackingNo] = useState(initial?.trackingNo ?? '');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const chosen = CARRIERS.find((entry) => entry.code === carrier);
  const normal = normalTrackingNo(trackingNo);
  const carrierError = chosen ? undefined : t('admin.orders.ship.errors.carrier');
  const trackingError =
    normal === ''
      ? t('admin.orders.ship.errors.trackingEmpty')
      : chosen && !trackingFits(chosen, normal)
        ? t('admin.orders.ship.errors.tracking', { carrier: chosen.name })
        : undefined;
  const reasonError = correcting && reason.trim() === '' ? t('admin.orders.ship.errors.reason') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (chosen && !trackingError && !reasonError) onSubmit({ carrier: chosen.code, trackingNo: normal, reason: reason.trim() });
  }

  return (
    <SiteFormDialog
      title={correcting ? t('admin.orders.ship.correctTitle') : t('admin.orders.ship.title')}
      description={correcting ? t('admin.orders.ship.correctHint') : t('admin.orders.ship.hint')}
      width={520}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={correcting ? t('admin.orders.ship.submitCorrect') : t('admin.orders.ship.submit')}
      busyLabel={correcting ? undefined : t('admin.orders.ship.shipping')}
    >
      <FormField
        label={t('admin.orders.detail.shipping.company')}
        htmlFor="ship-carrier"
        message={checked ? carrierError : undefined}
        messageTone="error"
      >
        <select
          id="ship-carrier"
          className={[shared.select, styles.select].join(' ')}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as CarrierCode)}
        >
          <option value="" disabled>
            {t('admin.orders.ship.pickCarrier')}
          </option>
          {CARRIERS.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </FormField>
      <TextField
        label={t('admin.orders.detail.shipping.trackingNo')}
        value={trackingNo}
        onValueChange={setTrackingNo}
        maxLength={40}
        autoComplete="off"
        error={checked ? trackingError : undefined}
      />
      {correcting ? (
        <div className={siteListStyles.wide}>
          <TextAreaField
            label={t('admin.orders.ship.reason')}
            value={reason}
            onValueChange={setReason}
            maxLength={SHIPPING_REASON_MAX}
            rows={3}
            error={checked ? reasonError : undefined}
          />
        </div>
      ) : null}
    </SiteFormDialog>
  );
}
