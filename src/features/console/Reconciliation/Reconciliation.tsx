import { useState, type FormEvent } from 'react';
import type { ReconciliationLineRow, ReconciliationRunRow } from '@contract/api/schemas/admin/reconciliation';
import type { PaymentProviderName } from '@contract/vocabulary/orders';
import { RECONCILIATION_NOTE_MAX, type ReconciliationDiffKind } from '@contract/vocabulary/reconciliation';
import { Button } from '@/components/Button';
import { FormField } from '@/components/FormField';
import { Link } from '@/components/Link';
import { Tag, type TagTone } from '@/components/Tag';
import { TextAreaField } from '@/components/TextAreaField';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { PagedList, type PagedListState } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import { Rows, Section } from '../OrderDetail/parts';
import { yuanText } from '../OrderTable';
import { SiteFormDialog, siteListStyles } from '../SiteList';
import * as styles from './Reconciliation.css';

const KIND_TONE: Record<ReconciliationDiffKind, TagTone> = {
  'missing-in-bill': 'warning',
  'missing-here': 'error',
  amount: 'error',
  refund: 'accent',
};

export interface ReconciliationRunsProps {
  list: PagedListState<ReconciliationRunRow>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  selectedId: number | null;
  onSelect: (run: ReconciliationRunRow) => void;
}

/** The runs by day and provider: what the bill and our records hold, and how many differences. */
export function ReconciliationRuns({ list, page, pageSize, onPageChange, selectedId, onSelect }: ReconciliationRunsProps) {
  const { t } = useTranslation();
  const money = (amount: number) => t('admin.orders.yuan', { amount: yuanText(amount) });
  const side = (counts: ReconciliationRunRow['bill']) =>
    t('admin.reconciliation.side', {
      payments: counts.payments,
      paymentTotal: money(counts.paymentTotal),
      refunds: counts.refunds,
      refundTotal: money(counts.refundTotal),
    });
  return (
    <PagedList
      list={list}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      failed={t('admin.reconciliation.loadFailed')}
      empty={t('admin.reconciliation.empty')}
      count={(count) => t('admin.reconciliation.count', { count })}
    >
      {(rows) => (
        <Rows
          head={[
            t('admin.reconciliation.columns.day'),
            t('admin.reconciliation.columns.provider'),
            t('admin.reconciliation.columns.status'),
            t('admin.reconciliation.columns.bill'),
            t('admin.reconciliation.columns.ours'),
            t('admin.reconciliation.columns.differences'),
            t('admin.reconciliation.columns.ranAt'),
          ]}
          rows={rows.map((run) => [
            <button
              type="button"
              className={`${shared.linkButton} ${styles.reference}`}
              aria-current={run.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(run)}
            >
              {run.day}
            </button>,
            t(`admin.orders.detail.providers.${run.provider}`),
            run.status === 'failed' ? (
              <span>
                <Tag size="sm" tone="error">
                  {t('admin.reconciliation.statuses.failed')}
                </Tag>
                <br />
                <span className={`${shared.muted} ${styles.reason}`}>{run.failureReason}</span>
              </span>
            ) : (
              <Tag size="sm" tone={run.differences > 0 ? 'warning' : 'success'}>
                {t('admin.reconciliation.statuses.succeeded')}
              </Tag>
            ),
            <span className={shared.numeric}>{run.status === 'failed' ? '—' : side(run.bill)}</span>,
            <span className={shared.numeric}>{run.status === 'failed' ? '—' : side(run.ours)}</span>,
            <span className={shared.numeric} data-testid="run-differences">
              {run.differences}
            </span>,
            <span className={`${shared.numeric} ${shared.muted}`}>
              {formatDateTime(run.ranAt)}
              {run.attempts > 1 ? ` · ${t('admin.reconciliation.attempts', { count: run.attempts })}` : ''}
            </span>,
          ])}
        />
      )}
    </PagedList>
  );
}

export interface ReconciliationDifferencesProps {
  run: ReconciliationRunRow;
  lines: readonly ReconciliationLineRow[];
  orderPath: (orderNo: string) => string;
  onHandle: (line: ReconciliationLineRow) => void;
}

/** A run's differences, each linking to its order, with what finance noted or the button to note it. */
export function ReconciliationDifferences({ run, lines, orderPath, onHandle }: ReconciliationDifferencesProps) {
  const { t } = useTranslation();
  const money = (amount: number | null) => (amount === null ? '—' : t('admin.orders.yuan', { amount: yuanText(amount) }));
  return (
    <Section
      title={t('admin.reconciliation.differencesTitle', {
        day: run.day,
        provider: t(`admin.orders.detail.providers.${run.provider}`),
      })}
    >
      {run.status === 'failed' ? (
        <p className={shared.muted}>{t('admin.reconciliation.failedHint', { reason: run.failureReason })}</p>
      ) : lines.length === 0 ? (
        <p className={shared.muted}>{t('admin.reconciliation.noDifferences')}</p>
      ) : (
        <Rows
          head={[
            t('admin.reconciliation.lineColumns.kind'),
            t('admin.reconciliation.lineColumns.order'),
            t('admin.reconciliation.lineColumns.ours'),
            t('admin.reconciliation.lineColumns.bill'),
            t('admin.reconciliation.lineColumns.detail'),
            t('admin.reconciliation.lineColumns.handled'),
          ]}
          rows={lines.map((line) => [
            <Tag size="sm" tone={KIND_TONE[line.kind]} data-testid="difference-kind">
              {t(`admin.reconciliation.kinds.${line.kind}`)}
            </Tag>,
            <span className={styles.reference}>
              {line.orderNo ? <Link to={orderPath(line.orderNo)}>{line.orderNo}</Link> : t('admin.reconciliation.noOrder')}
              <br />
              <span className={shared.muted}>{line.reference}</span>
            </span>,
            <span className={shared.numeric}>{money(line.ours)}</span>,
            <span className={shared.numeric}>{money(line.bill)}</span>,
            <span className={styles.reason}>{line.detail || '—'}</span>,
            line.handled ? (
              <span className={styles.reason}>
                {line.handledNote}
                <br />
                <span className={shared.muted}>
                  {line.handledBy ?? ''} {line.handledAt ? formatDateTime(line.handledAt) : ''}
                </span>
              </span>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => onHandle(line)}>
                {t('admin.reconciliation.handle')}
              </Button>
            ),
          ])}
        />
      )}
    </Section>
  );
}

export interface HandleDifferenceDialogProps {
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (note: string) => void;
}

/** Marking a difference handled: the note says what was done about it. */
export function HandleDifferenceDialog({ saving, error, onCancel, onSubmit }: HandleDifferenceDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const noteError = note.trim() === '' ? t('admin.reconciliation.errors.note') : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!noteError) onSubmit(note.trim());
  }
  return (
    <SiteFormDialog
      title={t('admin.reconciliation.handleTitle')}
      width={480}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={t('admin.reconciliation.handle')}
    >
      <div className={siteListStyles.wide}>
        <TextAreaField
          label={t('admin.reconciliation.note')}
          value={note}
          onValueChange={setNote}
          maxLength={RECONCILIATION_NOTE_MAX}
          rows={3}
          error={checked ? noteError : undefined}
        />
      </div>
    </SiteFormDialog>
  );
}

export interface RunDayDialogProps {
  providers: readonly PaymentProviderName[];
  initialDay: string;
  /** The last day that may be reconciled (today in Beijing). */
  maxDay: string;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (run: { provider: PaymentProviderName; day: string }) => void;
}

/** Running a day again for one provider: its earlier result is replaced. */
export function RunDayDialog({ providers, initialDay, maxDay, saving, error, onCancel, onSubmit }: RunDayDialogProps) {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<PaymentProviderName>(providers[0] ?? 'sandbox');
  const [day, setDay] = useState(initialDay);
  const [checked, setChecked] = useState(false);
  const dayError = !/^\d{4}-\d{2}-\d{2}$/.test(day)
    ? t('admin.reconciliation.errors.day')
    : day > maxDay
      ? t('admin.reconciliation.errors.future')
      : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!dayError) onSubmit({ provider, day });
  }
  return (
    <SiteFormDialog
      title={t('admin.reconciliation.runTitle')}
      description={t('admin.reconciliation.runHint')}
      width={480}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
      submitLabel={t('admin.reconciliation.runSubmit')}
      busyLabel={t('admin.reconciliation.running')}
    >
      <FormField label={t('admin.reconciliation.columns.provider')} htmlFor="reconcile-provider">
        <select
          id="reconcile-provider"
          className={[shared.select, styles.field].join(' ')}
          value={provider}
          onChange={(event) => setProvider(event.target.value as PaymentProviderName)}
        >
          {providers.map((name) => (
            <option key={name} value={name}>
              {t(`admin.orders.detail.providers.${name}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t('admin.reconciliation.columns.day')}
        htmlFor="reconcile-day"
        message={checked ? dayError : undefined}
        messageTone="error"
      >
        <input
          id="reconcile-day"
          type="date"
          className={[shared.select, styles.field].join(' ')}
          value={day}
          max={maxDay}
          onChange={(event) => setDay(event.target.value)}
        />
      </FormField>
    </SiteFormDialog>
  );
}
