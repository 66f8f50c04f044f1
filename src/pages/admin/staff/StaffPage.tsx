import { useState } from 'react';
import type { StaffRole } from '@contract/vocabulary/staff';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadError } from '@/components/LoadError';
import { AddStaffDialog, type NewStaffValues } from '@/features/console/AddStaffDialog';
import { consoleStyles } from '@/features/console';
import { StaffTable, type StaffTableRow } from '@/features/console/StaffTable';
import { useAddStaff, useChangeStaffRole, useSetStaffDisabled, useStaffList, type StaffProfile } from '@/flows/console';
import { useTranslation } from '@/i18n/react';

/** /admin/staff: staff accounts, their roles and states; adding, disabling and re-enabling them (staff.manage). */
export function StaffPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const list = useStaffList();
  const add = useAddStaff();
  const changeRole = useChangeStaffRole();
  const setDisabled = useSetStaffDisabled();
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<StaffTableRow | null>(null);
  // The dialog keeps naming the member while it fades out.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const busyId = changeRole.isPending
    ? (changeRole.variables?.staffId ?? null)
    : setDisabled.isPending
      ? (setDisabled.variables?.staffId ?? null)
      : null;

  const report = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => setStatus({ tone: 'ok', text: done }),
      (error: Error) => setStatus({ tone: 'error', text: error.message }),
    );

  function onAdd(values: NewStaffValues) {
    add.mutate(values, {
      onSuccess: (row) => {
        setAdding(false);
        setStatus({ tone: 'ok', text: t('admin.staff.form.added', { name: row.name }) });
      },
    });
  }

  function onChangeRole(row: StaffTableRow, role: StaffRole) {
    void report(changeRole.mutateAsync({ staffId: row.id, role }), t('admin.staff.saved'));
  }

  function onToggleDisabled(row: StaffTableRow) {
    if (row.disabled) void report(setDisabled.mutateAsync({ staffId: row.id, disabled: false }), t('admin.staff.saved'));
    else {
      setDisabling(row);
      setConfirmOpen(true);
    }
  }

  return (
    <section className={consoleStyles.panel}>
      <div className={consoleStyles.pageHead}>
        <div>
          <h1 className={consoleStyles.pageTitle}>{t('admin.staff.title')}</h1>
          <p className={consoleStyles.pageIntro}>{t('admin.staff.intro')}</p>
        </div>
        <Button
          onClick={() => {
            add.reset();
            setAdding(true);
          }}
        >
          {t('admin.staff.add')}
        </Button>
      </div>
      <p role="status" className={status?.tone === 'error' ? consoleStyles.errorText : consoleStyles.statusText}>
        {status?.text ?? (list.data ? t('admin.staff.count', { count: list.data.list.length }) : '')}
      </p>
      {list.isPending ? (
        <p className={consoleStyles.centered}>{t('admin.loading')}</p>
      ) : list.isError ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <StaffTable
          rows={list.data.list}
          selfId={staff.id}
          busyId={busyId}
          onChangeRole={onChangeRole}
          onToggleDisabled={onToggleDisabled}
        />
      )}
      <AddStaffDialog
        key={adding ? 'open' : 'closed'}
        open={adding}
        onOpenChange={setAdding}
        submitting={add.isPending}
        error={add.error?.message ?? null}
        onSubmit={onAdd}
      />
      <ConfirmDialog
        open={confirmOpen}
        tone="danger"
        title={t('admin.staff.confirmDisableTitle', { name: disabling?.name ?? '' })}
        message={t('admin.staff.confirmDisableBody')}
        showCancel
        confirmLabel={t('admin.staff.confirm')}
        cancelLabel={t('admin.staff.cancel')}
        confirming={setDisabled.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          if (!disabling) return;
          void report(setDisabled.mutateAsync({ staffId: disabling.id, disabled: true }), t('admin.staff.saved')).finally(() =>
            setConfirmOpen(false),
          );
        }}
      />
    </section>
  );
}
