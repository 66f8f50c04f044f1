import { useState, type FormEvent } from 'react';
import type { OrderFilter } from '@contract/api/schemas/admin/orders';
import { EXPORT_FORMATS, EXPORT_KINDS, EXPORT_MAX_DAYS, type ExportFormat, type ExportKind } from '@contract/vocabulary/exports';
import { Notice } from '@/components/Notice';
import { RadioChips } from '@/components/RadioChips';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { SiteFormDialog, siteListStyles } from '../SiteList';

/** What to export: orders (under the list's filters) or refunds, as CSV or XLSX, for a range of local days. */
export interface ExportChoice {
  kind: ExportKind;
  format: ExportFormat;
  /** First local day, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last local day, inclusive (YYYY-MM-DD). */
  to: string;
}

export interface ExportDialogProps {
  /** The order list's filter: its search word, state and channel go with an order export. */
  filter: OrderFilter;
  /** The range the form starts with: the list's own, or a default the page chose. */
  initial: { from: string; to: string };
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (choice: ExportChoice) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/**
 * Exporting from the order list: orders under the list's filters or refunds, as a CSV or an Excel file, for
 * at most a year of days. The file downloads as it is written, so a long one starts at once.
 */
export function ExportDialog({ filter, initial, saving, error, onCancel, onSubmit }: ExportDialogProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ExportKind>('orders');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [checked, setChecked] = useState(false);

  const fromError = from === '' ? t('admin.orders.export.errors.from') : undefined;
  const toError =
    to === ''
      ? t('admin.orders.export.errors.to')
      : from !== '' && dayNumber(to) < dayNumber(from)
        ? t('admin.orders.export.errors.order')
        : from !== '' && dayNumber(to) - dayNumber(from) + 1 > EXPORT_MAX_DAYS
          ? t('admin.orders.export.errors.tooLong', { days: EXPORT_MAX_DAYS })
          : undefined;

  const conditions = [
    filter.q ? t('admin.orders.export.conditionQ', { q: filter.q }) : null,
    filter.status ? t(`admin.orders.statuses.${filter.status}`) : null,
    filter.channel ? t(`admin.orders.channels.${filter.channel}`) : null,
  ].filter((condition): condition is string => condition !== null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!fromError && !toError) onSubmit({ kind, format, from, to });
  }

  return (
    <SiteFormDialog
      title={t('admin.orders.export.title')}
      description={t('admin.orders.export.intro', { days: EXPORT_MAX_DAYS })}
      width={560}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={t('admin.orders.export.submit')}
      busyLabel={t('admin.orders.export.preparing')}
    >
      <div className={siteListStyles.wide}>
        <RadioChips
          legend={t('admin.orders.export.kind')}
          options={EXPORT_KINDS.map((value) => ({ value, label: t(`admin.orders.export.kinds.${value}`) }))}
          value={kind}
          onValueChange={(value) => setKind(value as ExportKind)}
        />
      </div>
      <div className={siteListStyles.wide}>
        <RadioChips
          legend={t('admin.orders.export.format')}
          options={EXPORT_FORMATS.map((value) => ({ value, label: t(`admin.orders.export.formats.${value}`) }))}
          value={format}
          onValueChange={(value) => setFormat(value as ExportFormat)}
        />
      </div>
      <TextField
        label={kind === 'orders' ? t('admin.orders.export.fromOrders') : t('admin.orders.export.fromRefunds')}
        type="date"
        value={from}
        onValueChange={setFrom}
        error={checked ? fromError : undefined}
      />
      <TextField
        label={t('admin.orders.export.to')}
        type="date"
        value={to}
        onValueChange={setTo}
        error={checked ? toError : undefined}
      />
      <div className={siteListStyles.wide}>
        <Notice
          tone="info"
          message={
            kind === 'refunds'
              ? t('admin.orders.export.refundsNote')
              : conditions.length > 0
                ? t('admin.orders.export.ordersFiltered', { conditions: conditions.join('、') })
                : t('admin.orders.export.ordersAll')
          }
        />
      </div>
    </SiteFormDialog>
  );
}
