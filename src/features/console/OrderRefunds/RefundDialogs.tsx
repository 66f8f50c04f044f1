import { useState, type FormEvent } from 'react';
import { MONEY_PATTERN } from '@contract/api/schemas/fields';
import { REFUND_REASON_MAX } from '@contract/vocabulary/refunds';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { yuanText } from '../OrderTable';
import { SiteFormDialog, siteListStyles } from '../SiteList';

export interface RefundAsk {
  /** Yuan as typed, e.g. "300" or "99.50". */
  amount: string;
  reason: string;
}

/** Whole fen of a typed amount, or null when it is no amount. */
function centsOf(amount: string): number | null {
  const text = amount.trim();
  return MONEY_PATTERN.test(text) ? Math.round(Number(text) * 100) : null;
}

export interface RefundRequestDialogProps {
  /** What may still be given back, in yuan. */
  refundable: number;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (ask: RefundAsk) => void;
}

/**
 * Asking for a refund: the amount starts at everything still refundable (a full refund) and can be lowered
 * for a partial one; the reason is what the family reads in its order.
 */
export function RefundRequestDialog({ refundable, saving, error, onCancel, onSubmit }: RefundRequestDialogProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(yuanText(refundable));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const cents = centsOf(amount);
  const amountError =
    cents === null
      ? t('admin.orders.refunds.errors.amount')
      : cents <= 0
        ? t('admin.orders.refunds.errors.zero')
        : cents > Math.round(refundable * 100)
          ? t('admin.orders.refunds.errors.tooMuch', { amount: yuanText(refundable) })
          : undefined;
  const reasonError = reason.trim() === '' ? t('admin.orders.refunds.errors.reason') : undefined;
  const whole = cents !== null && cents === Math.round(refundable * 100);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!amountError && !reasonError) onSubmit({ amount: amount.trim(), reason: reason.trim() });
  }

  return (
    <SiteFormDialog
      title={t('admin.orders.refunds.requestTitle')}
      description={t('admin.orders.refunds.requestHint', { amount: yuanText(refundable) })}
      width={520}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={t('admin.orders.refunds.submitRequest')}
      busyLabel={t('admin.orders.refunds.submitting')}
    >
      {/* The whole row: its hint (full or partial refund, and what that does to the course) is a sentence. */}
      <div className={siteListStyles.wide}>
        <TextField
          label={t('admin.orders.refunds.amount')}
          value={amount}
          onValueChange={setAmount}
          inputMode="decimal"
          prefix="¥"
          hint={whole ? t('admin.orders.refunds.whole') : t('admin.orders.refunds.partial')}
          error={checked ? amountError : undefined}
        />
      </div>
      <div className={siteListStyles.wide}>
        <TextAreaField
          label={t('admin.orders.refunds.reason')}
          hint={t('admin.orders.refunds.reasonHint')}
          value={reason}
          onValueChange={setReason}
          maxLength={REFUND_REASON_MAX}
          rows={3}
          error={checked ? reasonError : undefined}
        />
      </div>
    </SiteFormDialog>
  );
}

export interface RefundRejectDialogProps {
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (note: string) => void;
}

/** Refusing a refund: the reason goes to whoever asked for it. */
export function RefundRejectDialog({ saving, error, onCancel, onSubmit }: RefundRejectDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const noteError = note.trim() === '' ? t('admin.orders.refunds.errors.note') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!noteError) onSubmit(note.trim());
  }

  return (
    <SiteFormDialog
      title={t('admin.orders.refunds.rejectTitle')}
      width={480}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={t('admin.orders.refunds.reject')}
    >
      <div className={siteListStyles.wide}>
        <TextAreaField
          label={t('admin.orders.refunds.note')}
          value={note}
          onValueChange={setNote}
          maxLength={200}
          rows={3}
          error={checked ? noteError : undefined}
        />
      </div>
    </SiteFormDialog>
  );
}
