import { useState, type FormEvent } from 'react';
import type { ShipImportReport } from '@contract/api/schemas/admin/shipping';
import { SHIP_IMPORT_MAX_BYTES, SHIP_IMPORT_OUTCOMES, type ShipImportOutcome } from '@contract/vocabulary/shipping';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormField } from '@/components/FormField';
import { Tag, type TagTone } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import * as shared from '../consoleStyles.css';
import { Rows } from '../OrderDetail/parts';
import { SiteFormDialog } from '../SiteList';
import * as styles from './OrderShipping.css';

export const IMPORT_OUTCOME_TONE: Record<ShipImportOutcome, TagTone> = {
  shipped: 'success',
  'already-shipped': 'neutral',
  'other-parcel': 'warning',
  'unknown-order': 'error',
  'not-paid': 'error',
  'nothing-to-ship': 'warning',
  'bad-carrier': 'error',
  'bad-tracking': 'error',
  'duplicate-row': 'warning',
};

export interface ShipImportDialogProps {
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (file: File) => void;
}

/** Picking the CSV of tracking numbers: its layout is explained, and a file too large is refused here. */
export function ShipImportDialog({ saving, error, onCancel, onSubmit }: ShipImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState(false);
  const fileError = !file
    ? t('admin.orders.import.errors.file')
    : file.size > SHIP_IMPORT_MAX_BYTES
      ? t('admin.orders.import.errors.size', { kb: SHIP_IMPORT_MAX_BYTES / 1024 })
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (file && !fileError) onSubmit(file);
  }

  return (
    <SiteFormDialog
      title={t('admin.orders.import.title')}
      description={t('admin.orders.import.hint', { kb: SHIP_IMPORT_MAX_BYTES / 1024 })}
      width={560}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={t('admin.orders.import.submit')}
      busyLabel={t('admin.orders.import.importing')}
    >
      <FormField
        label={t('admin.orders.import.file')}
        htmlFor="ship-import-file"
        message={checked ? fileError : undefined}
        messageTone="error"
      >
        <input
          id="ship-import-file"
          className={styles.file}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FormField>
    </SiteFormDialog>
  );
}

/** What an import did, row by row, with the count of each outcome above. */
export function ShipImportResult({ report, onClose }: { report: ShipImportReport; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.orders.import.reportTitle')}
      description={t('admin.orders.import.reportHint', { count: report.rows.length })}
      width={760}
      footer={<Button onClick={onClose}>{t('admin.orders.import.close')}</Button>}
    >
      <div className={styles.counts} data-testid="import-counts">
        {SHIP_IMPORT_OUTCOMES.filter((outcome) => report.counts[outcome] > 0).map((outcome) => (
          <Tag key={outcome} size="sm" tone={IMPORT_OUTCOME_TONE[outcome]}>
            {t(`admin.orders.import.outcomes.${outcome}`)} {report.counts[outcome]}
          </Tag>
        ))}
      </div>
      <div className={styles.report}>
        <Rows
          head={[
            t('admin.orders.import.columns.line'),
            t('admin.orders.import.columns.orderNo'),
            t('admin.orders.import.columns.carrier'),
            t('admin.orders.import.columns.trackingNo'),
            t('admin.orders.import.columns.outcome'),
          ]}
          rows={report.rows.map((row) => [
            <span className={shared.numeric}>{row.line}</span>,
            <span className={shared.numeric}>{row.orderNo || '—'}</span>,
            row.carrier || '—',
            <span className={shared.numeric}>{row.trackingNo || '—'}</span>,
            <span>
              <Tag size="sm" tone={IMPORT_OUTCOME_TONE[row.outcome]}>
                {t(`admin.orders.import.outcomes.${row.outcome}`)}
              </Tag>
              {row.detail ? <span className={shared.muted}> {row.detail}</span> : null}
            </span>,
          ])}
        />
      </div>
    </Dialog>
  );
}
