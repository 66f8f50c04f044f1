import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderFilter } from '@contract/api/schemas/admin/orders';
import type { ShipImportReport } from '@contract/api/schemas/admin/shipping';
import { ORDER_STATUSES, PAY_CHANNELS } from '@contract/vocabulary/orders';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import {
  consoleStyles,
  ExportDialog,
  OrderTable,
  type OrderTableList,
  ShipImportDialog,
  ShipImportResult,
  useSiteAction,
} from '@/features/console';
import {
  listSearch,
  ORDER_PAGE_SIZE,
  oneOfParam,
  orderPath,
  positiveParam,
  type StaffProfile,
  useImportShipments,
  useStaffOrders,
  useStartExport,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** A day from the address (YYYY-MM-DD), or '' for anything else. */
const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The list's filter from the address, anything malformed left out. */
function filterOf(search: URLSearchParams): OrderFilter {
  return {
    q: (search.get('q') ?? '').slice(0, 40),
    status: oneOfParam(ORDER_STATUSES, search.get('status')),
    channel: oneOfParam(PAY_CHANNELS, search.get('channel')),
    from: dayParam(search.get('from')),
    to: dayParam(search.get('to')),
    page: positiveParam(search.get('page')) ?? 1,
  };
}

const searchOf = (filter: OrderFilter) =>
  listSearch([
    ['q', filter.q],
    ['status', filter.status],
    ['channel', filter.channel],
    ['from', filter.from],
    ['to', filter.to],
    ['page', filter.page > 1 ? filter.page : null],
  ]);

/** A local day as YYYY-MM-DD. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The range an export starts with: the list's own days, or else this month up to today. */
function exportRange(filter: OrderFilter, today = new Date()) {
  return {
    from: filter.from || dayOf(new Date(today.getFullYear(), today.getMonth(), 1)),
    to: filter.to || dayOf(today),
  };
}

/**
 * /admin/orders: every family's orders with search, filters and paging (orders.read). Staff with orders.export
 * export orders under the same filters, or refunds, for a range of days; those with orders.ship import
 * tracking numbers from a CSV here.
 */
export function OrdersPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const orders = useStaffOrders(filter);
  const [exporting, setExporting] = useState(false);
  const [started, setStarted] = useState(false);
  const startExport = useStartExport();
  const exportAction = useSiteAction();
  const canExport = staff.permissions.includes('orders.export');

  const list: OrderTableList = orders.isPending
    ? { state: 'loading' }
    : orders.isError
      ? {
          state: 'error',
          message: orders.error.message,
          onRetry: () => void orders.refetch(),
          retrying: orders.isFetching,
        }
      : { state: 'ready', rows: orders.data.list, total: orders.data.total };

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.orders.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.orders.intro')}</p>
        </div>
        <div className={consoleStyles.headActions}>
          {canExport ? (
            <Button
              variant="secondary"
              onClick={() => {
                exportAction.clear();
                setStarted(false);
                setExporting(true);
              }}
            >
              {t('admin.orders.export.open')}
            </Button>
          ) : null}
          {staff.permissions.includes('orders.ship') ? <ImportShipments /> : null}
        </div>
      </div>
      {started ? <Notice tone="success" message={t('admin.orders.export.started')} onClose={() => setStarted(false)} /> : null}
      {exporting ? (
        <ExportDialog
          filter={filter}
          initial={exportRange(filter)}
          saving={exportAction.pending}
          error={exportAction.error}
          onCancel={() => setExporting(false)}
          onSubmit={(choice) =>
            void exportAction
              .run(() => startExport.mutateAsync({ ...choice, filter }))
              .then((done) => {
                if (!done) return;
                setExporting(false);
                setStarted(true);
              })
          }
        />
      ) : null}
      <OrderTable
        list={list}
        pageSize={ORDER_PAGE_SIZE}
        filter={filter}
        onFilterChange={(next) => setSearch(searchOf(next))}
        detailPath={orderPath}
      />
    </section>
  );
}

/** 批量导入运单: the file dialog, then the report of what every row did. */
function ImportShipments() {
  const { t } = useTranslation();
  const importing = useImportShipments();
  const saving = useSiteAction();
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<ShipImportReport | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          saving.clear();
          setOpen(true);
        }}
      >
        {t('admin.orders.import.open')}
      </Button>
      {open ? (
        <ShipImportDialog
          saving={saving.pending}
          error={saving.error}
          onCancel={() => setOpen(false)}
          onSubmit={(file) =>
            void saving.run(async () => {
              setReport(await importing.mutateAsync(file));
              setOpen(false);
            })
          }
        />
      ) : null}
      {report ? <ShipImportResult report={report} onClose={() => setReport(null)} /> : null}
    </>
  );
}
