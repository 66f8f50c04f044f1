import { useState, type FormEvent } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { saveAdviserRequest, type adviserList, type AdviserEdit } from '@contract/api/schemas/admin/site';
import type { AppDataOf } from '@contract/api/schemas/contract';
import { SCHOOL_STAGES, type SchoolStage } from '@contract/vocabulary/stages';
import { Checkbox } from '@/components/Checkbox';
import { EmptyState } from '@/components/EmptyState';
import { LoadableContent, type Loadable } from '@/components/Loadable';
import { Notice } from '@/components/Notice';
import { Tag } from '@/components/Tag';
import { TextAreaField } from '@/components/TextAreaField';
import { TextField } from '@/components/TextField';
import { useTranslation } from '@/i18n/react';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import { CoverField } from '../CoverCropper';
import * as shared from '../consoleStyles.css';
import {
  invalidFields,
  orderColumns,
  RowActions,
  SiteFormDialog,
  SiteListSkeleton,
  SiteToolbar,
  siteListStyles as styles,
  StageChecks,
  useSiteAction,
} from '../SiteList';
import * as own from './SiteAdvisers.css';

export type SiteAdviserRow = AppDataOf<typeof adviserList>['list'][number];

type Field = 'name' | 'wechatAccount' | 'phone' | 'stages' | 'wechatQrUrl' | 'intro';

interface AdviserDialogProps {
  adviser: SiteAdviserRow | null;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (edit: AdviserEdit) => void;
  onUploadImage: (file: File) => Promise<string>;
}

function AdviserDialog({ adviser, saving, error, onCancel, onSubmit, onUploadImage }: AdviserDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: adviser?.name ?? '',
    wechatAccount: adviser?.wechatAccount ?? '',
    phone: adviser?.phone ?? '',
    wechatQrUrl: adviser?.wechatQrUrl ?? '',
    intro: adviser?.intro ?? '',
  });
  const [stages, setStages] = useState<readonly SchoolStage[]>(adviser?.stages ?? []);
  const [isActive, setActive] = useState(adviser?.isActive ?? true);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const set = (key: Exclude<Field, 'stages'>, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: Field) => (invalid.has(field) ? t(`admin.operations.advisers.form.errors.${field}`) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const edit: AdviserEdit = {
      ...(adviser ? { adviserId: adviser.id, version: adviser.version } : {}),
      ...values,
      // In the vocabulary's order, whatever order they were ticked in.
      stages: SCHOOL_STAGES.filter((stage) => stages.includes(stage)).join(','),
      isActive: isActive ? '1' : '0',
    };
    const found = invalidFields(saveAdviserRequest, edit);
    setInvalid(found);
    if (found.size === 0) onSubmit(edit);
  }

  return (
    <SiteFormDialog
      title={t(adviser ? 'admin.operations.advisers.form.editTitle' : 'admin.operations.advisers.form.newTitle')}
      description={
        adviser
          ? t('admin.operations.advisers.form.meta', { version: adviser.version, updatedAt: formatDateTime(adviser.updatedAt) })
          : undefined
      }
      width={680}
      saving={saving}
      error={error}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <TextField
        label={t('admin.operations.advisers.form.name')}
        value={values.name}
        onValueChange={(value) => set('name', value)}
        maxLength={16}
        error={errorOf('name')}
      />
      <TextField
        label={t('admin.operations.advisers.form.wechatAccount')}
        value={values.wechatAccount}
        onValueChange={(value) => set('wechatAccount', value)}
        maxLength={20}
        error={errorOf('wechatAccount')}
      />
      <TextField
        label={t('admin.operations.advisers.form.phone')}
        hint={t('admin.operations.advisers.form.phoneHint')}
        type="tel"
        value={values.phone}
        onValueChange={(value) => set('phone', value)}
        maxLength={20}
        error={errorOf('phone')}
      />
      <StageChecks
        id="adviser-stages"
        legend={t('admin.operations.advisers.form.stages')}
        value={stages}
        labelOf={(stage) => t(`admin.operations.advisers.stages.${stage}`)}
        error={errorOf('stages')}
        onChange={setStages}
      />
      <div className={styles.wide}>
        <TextAreaField
          label={t('admin.operations.advisers.form.intro')}
          value={values.intro}
          onValueChange={(value) => set('intro', value)}
          maxLength={200}
          rows={3}
          error={errorOf('intro')}
        />
      </div>
      <CoverField
        label={t('admin.operations.advisers.form.qr')}
        hint={t('admin.operations.advisers.form.qrHint')}
        value={values.wechatQrUrl}
        onChange={(url) => set('wechatQrUrl', url)}
        onUpload={onUploadImage}
        readOnly={false}
        shape="qr"
        error={errorOf('wechatQrUrl')}
      />
      <div>
        <Checkbox checked={isActive} onCheckedChange={setActive}>
          {t('admin.operations.advisers.form.isActive')}
        </Checkbox>
      </div>
    </SiteFormDialog>
  );
}

export interface SiteAdvisersProps {
  advisers: Loadable<readonly SiteAdviserRow[]>;
  canWrite: boolean;
  onSave: (edit: AdviserEdit) => Promise<unknown>;
  onReorder: (ids: number[]) => Promise<unknown>;
  onUploadImage: (file: File) => Promise<string>;
  initialEditing?: number | 'new' | null;
}

const column = createColumnHelper<ConsoleTableFeatures, SiteAdviserRow>();

/** The advisers the anti-counterfeit check confirms (the active ones), in order: add, edit, turn off, move. */
export function SiteAdvisers({ advisers, canWrite, onSave, onReorder, onUploadImage, initialEditing = null }: SiteAdvisersProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(initialEditing);
  const save = useSiteAction();
  const change = useSiteAction();
  const rows = advisers.status === 'ready' ? advisers.data : [];

  // Drawn afresh with the list and the running action (the move buttons wait for it); the lists are short.
  const columns = column.columns([
    ...orderColumns({
      canWrite,
      rows,
      header: t('admin.operations.advisers.columns.order'),
      nameOf: (row) => row.name,
      busy: change.pending,
      onReorder: (ids) => void change.run(() => onReorder(ids)),
    }),
    column.accessor('wechatQrUrl', {
      header: () => t('admin.operations.advisers.columns.qr'),
      cell: ({ getValue }) => <img className={styles.qr} src={getValue()} alt="" loading="lazy" />,
    }),
    column.accessor('name', {
      header: () => t('admin.operations.advisers.columns.name'),
      cell: ({ row: { original: row } }) => (
        <span className={styles.stack}>
          <span>{row.name}</span>
          {row.intro ? <span className={[styles.small, own.intro].join(' ')}>{row.intro}</span> : null}
        </span>
      ),
    }),
    column.accessor('wechatAccount', { header: () => t('admin.operations.advisers.columns.wechat') }),
    column.accessor('phone', {
      header: () => t('admin.operations.advisers.columns.phone'),
      cell: ({ getValue }) => <span className={[shared.numeric, own.nowrap].join(' ')}>{getValue() || '—'}</span>,
    }),
    column.accessor('stages', {
      header: () => t('admin.operations.advisers.columns.stages'),
      cell: ({ getValue }) =>
        getValue()
          .map((stage) => t(`admin.operations.advisers.stages.${stage}`))
          .join('、'),
    }),
    column.accessor('isActive', {
      header: () => t('admin.operations.advisers.columns.state'),
      cell: ({ getValue }) => (
        <Tag size="sm" tone={getValue() ? 'success' : 'warning'}>
          {getValue() ? t('admin.operations.advisers.active') : t('admin.operations.advisers.inactive')}
        </Tag>
      ),
    }),
    ...(canWrite
      ? [
          column.display({
            id: 'actions',
            header: () => t('admin.operations.advisers.columns.actions'),
            cell: ({ row }) => <RowActions onEdit={() => setEditing(row.original.id)} />,
          }),
        ]
      : []),
  ]);

  const table = useConsoleTable(columns, rows);
  const edited = editing === 'new' ? null : (rows.find((row) => row.id === editing) ?? null);
  const active = rows.filter((row) => row.isActive).length;

  return (
    <div>
      <SiteToolbar
        intro={
          rows.length > 0
            ? `${t('admin.operations.advisers.intro')} ${t('admin.operations.advisers.count', { count: rows.length, active })}`
            : t('admin.operations.advisers.intro')
        }
        addLabel={canWrite ? t('admin.operations.advisers.add') : undefined}
        onAdd={() => {
          save.clear();
          setEditing('new');
        }}
      />
      {change.error ? <Notice tone="error" message={change.error} /> : null}
      <LoadableContent
        value={advisers}
        skeleton={<SiteListSkeleton picture="48px" />}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('admin.operations.advisers.empty')} />}
      >
        {() => <ConsoleTable table={table} rowProps={(row) => ({ 'data-state': row.isActive ? 'active' : 'inactive' })} />}
      </LoadableContent>
      {editing !== null && (editing === 'new' || edited) ? (
        <AdviserDialog
          key={editing}
          adviser={edited}
          saving={save.pending}
          error={save.error}
          onCancel={() => setEditing(null)}
          onUploadImage={onUploadImage}
          onSubmit={(edit) => void save.run(() => onSave(edit)).then((saved) => (saved ? setEditing(null) : undefined))}
        />
      ) : null}
    </div>
  );
}
