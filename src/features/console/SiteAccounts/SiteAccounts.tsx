import { useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { saveOfficialAccount, type officialAccountList, type OfficialAccountEdit } from '@contract/api/schemas/admin/site';
import type { AppDataOf } from '@contract/api/schemas/contract';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Tag } from '@/components/Tag';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import { CoverField } from '../CoverCropper';
import {
  invalidFields,
  orderColumns,
  RowActions,
  SiteFormDialog,
  SiteListSkeleton,
  SiteToolbar,
  siteListStyles as styles,
  useSiteAction,
} from '../SiteList';

export type SiteOfficialAccountRow = AppDataOf<typeof officialAccountList>['list'][number];

type Field = 'name' | 'account' | 'intro' | 'qrUrl';

interface AccountDialogProps {
  account: SiteOfficialAccountRow | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (edit: OfficialAccountEdit) => void;
  onUploadImage: (file: File) => Promise<string>;
}

function AccountDialog({ account, saving, error, onCancel, onSubmit, onUploadImage }: AccountDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: account?.name ?? '',
    account: account?.account ?? '',
    intro: account?.intro ?? '',
    qrUrl: account?.qrUrl ?? '',
  });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const set = (key: Field, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: Field) => (invalid.has(field) ? t(`admin.operations.accounts.form.errors.${field}`) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const edit: OfficialAccountEdit = { ...(account ? { accountId: account.id } : {}), ...values };
    const found = invalidFields(saveOfficialAccount.request, edit);
    setInvalid(found);
    if (found.size === 0) onSubmit(edit);
  }

  return (
    <SiteFormDialog
      title={t(account ? 'admin.operations.accounts.form.editTitle' : 'admin.operations.accounts.form.newTitle')}
      description={t('admin.operations.accounts.intro')}
      width={640}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        label={t('admin.operations.accounts.form.name')}
        value={values.name}
        onValueChange={(value) => set('name', value)}
        maxLength={40}
        error={errorOf('name')}
      />
      <TextField
        label={t('admin.operations.accounts.form.account')}
        value={values.account}
        onValueChange={(value) => set('account', value)}
        maxLength={40}
        error={errorOf('account')}
      />
      <TextAreaField
        className={styles.wide}
        label={t('admin.operations.accounts.form.intro')}
        value={values.intro}
        onValueChange={(value) => set('intro', value)}
        maxLength={200}
        rows={3}
        error={errorOf('intro')}
      />
      <div className={styles.wide}>
        <CoverField
          label={t('admin.operations.accounts.form.qr')}
          hint={t('admin.operations.accounts.form.qrHint')}
          value={values.qrUrl}
          onChange={(url) => set('qrUrl', url)}
          onUpload={onUploadImage}
          readOnly={false}
          shape="qr"
          error={errorOf('qrUrl')}
        />
      </div>
    </SiteFormDialog>
  );
}

export interface SiteAccountsProps {
  accounts: Loadable<readonly SiteOfficialAccountRow[]>;
  canWrite: boolean;
  onSave: (edit: OfficialAccountEdit) => Promise<unknown>;
  onReorder: (ids: number[]) => Promise<unknown>;
  onDelete: (accountId: number) => Promise<unknown>;
  onUploadImage: (file: File) => Promise<string>;
  initialEditing?: number | 'new' | null;
}

const column = createColumnHelper<ConsoleTableFeatures, SiteOfficialAccountRow>();

/** The WeChat official accounts in order; the site shows the first. */
export function SiteAccounts({
  accounts,
  canWrite,
  onSave,
  onReorder,
  onDelete,
  onUploadImage,
  initialEditing = null,
}: SiteAccountsProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(initialEditing);
  const [deleting, setDeleting] = useState<SiteOfficialAccountRow | null>(null);
  const save = useSiteAction();
  const change = useSiteAction();
  const rows = accounts.status === 'ready' ? accounts.data : [];

  // Drawn afresh with the list and the running action (the move buttons wait for it); the lists are short.
  const columns = column.columns([
    ...orderColumns({
      canWrite,
      rows,
      header: t('admin.operations.accounts.columns.order'),
      nameOf: (row) => row.name,
      busy: change.pending,
      onReorder: (ids) => void change.run(() => onReorder(ids)),
    }),
    column.accessor('qrUrl', {
      header: () => t('admin.operations.accounts.columns.qr'),
      cell: ({ getValue }) => <img className={styles.qr} src={getValue()} alt="" loading="lazy" />,
    }),
    column.accessor('name', {
      header: () => t('admin.operations.accounts.columns.name'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span>{row.original.name}</span>
          {row.index === 0 ? (
            <span>
              <Tag size="sm" tone="success">
                {t('admin.operations.accounts.shown')}
              </Tag>
            </span>
          ) : null}
        </span>
      ),
    }),
    column.accessor('account', { header: () => t('admin.operations.accounts.columns.account') }),
    column.accessor('intro', {
      header: () => t('admin.operations.accounts.columns.intro'),
      cell: ({ getValue }) => <span className={styles.small}>{getValue()}</span>,
    }),
    ...(canWrite
      ? [
          column.display({
            id: 'actions',
            header: () => t('admin.operations.accounts.columns.actions'),
            cell: ({ row }) => (
              <RowActions onEdit={() => setEditing(row.original.id)} onDelete={() => setDeleting(row.original)} />
            ),
          }),
        ]
      : []),
  ]);

  const table = useConsoleTable(columns, rows);
  const edited = editing === 'new' ? null : (rows.find((row) => row.id === editing) ?? null);

  return (
    <div>
      <SiteToolbar
        intro={t('admin.operations.accounts.intro')}
        addLabel={canWrite ? t('admin.operations.accounts.add') : undefined}
        onAdd={() => {
          save.clear();
          setEditing('new');
        }}
      />
      {change.error ? <Notice tone="error" message={change.error} /> : null}
      <LoadableContent
        value={accounts}
        skeleton={<SiteListSkeleton picture="48px" />}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('admin.operations.accounts.empty')} />}
      >
        {() => <ConsoleTable table={table} />}
      </LoadableContent>
      {editing !== null && (editing === 'new' || edited) ? (
        <AccountDialog
          key={editing}
          account={edited}
          saving={save.pending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onUploadImage={onUploadImage}
          onSubmit={(edit) => void save.run(() => onSave(edit)).then((saved) => (saved ? setEditing(null) : undefined))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={deleting ? t('admin.operations.accounts.deleteTitle', { name: deleting.name }) : ''}
        message={t('admin.operations.accounts.deleteBody')}
        showCancel
        confirmLabel={t('admin.operations.delete')}
        cancelLabel={t('admin.operations.cancel')}
        confirming={change.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void change.run(() => onDelete(target.id)).then(() => setDeleting(null));
        }}
      />
    </div>
  );
}
