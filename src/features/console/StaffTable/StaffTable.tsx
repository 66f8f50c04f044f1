import { STAFF_ROLES, type StaffRole } from '@contract/vocabulary/staff';
import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
import * as shared from '../consoleStyles.css';
import * as styles from './StaffTable.css';

export interface StaffTableRow {
  id: number;
  name: string;
  phone: string;
  role: StaffRole;
  authenticator: boolean;
  disabled: boolean;
}

export interface StaffTableProps {
  rows: readonly StaffTableRow[];
  /** The signed-in staff member, who cannot disable themselves. */
  selfId: number;
  /** The row whose change is being saved. */
  busyId: number | null;
  onChangeRole: (row: StaffTableRow, role: StaffRole) => void;
  onToggleDisabled: (row: StaffTableRow) => void;
}

const column = createColumnHelper<ConsoleTableFeatures, StaffTableRow>();

/** Staff accounts with their role (changed in place), authenticator and state. */
export function StaffTable({ rows, selfId, busyId, onChangeRole, onToggleDisabled }: StaffTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('admin.staff.columns.name'),
          cell: ({ row }) => (
            <>
              {row.original.name}
              {row.original.id === selfId ? (
                <Tag size="sm" tone="brand" className={styles.you}>
                  {t('admin.staff.you')}
                </Tag>
              ) : null}
            </>
          ),
        }),
        column.accessor('phone', {
          header: () => t('admin.staff.columns.phone'),
          meta: { cellClassName: shared.numeric },
        }),
        column.accessor('role', {
          header: () => t('admin.staff.columns.role'),
          cell: ({ row }) => (
            <select
              className={shared.select}
              aria-label={t('admin.staff.roleOf', { name: row.original.name })}
              value={row.original.role}
              disabled={busyId === row.original.id}
              onChange={(event) => onChangeRole(row.original, event.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`admin.roles.${role}`)}
                </option>
              ))}
            </select>
          ),
        }),
        column.accessor('authenticator', {
          header: () => t('admin.staff.columns.authenticator'),
          cell: ({ getValue }) => (getValue() ? t('admin.staff.bound') : t('admin.staff.unbound')),
          meta: { cellClassName: (row: StaffTableRow) => (row.authenticator ? undefined : shared.muted) },
        }),
        column.accessor('disabled', {
          header: () => t('admin.staff.columns.state'),
          cell: ({ getValue }) => (
            <Tag size="sm" tone={getValue() ? 'neutral' : 'success'}>
              {getValue() ? t('admin.staff.disabled') : t('admin.staff.active')}
            </Tag>
          ),
        }),
        column.display({
          id: 'actions',
          header: () => t('admin.staff.columns.actions'),
          cell: ({ row: { original: row } }) => (
            <button
              type="button"
              className={[shared.linkButton, row.disabled ? '' : styles.danger].join(' ')}
              disabled={busyId === row.id || (row.id === selfId && !row.disabled)}
              onClick={() => onToggleDisabled(row)}
            >
              {row.disabled ? t('admin.staff.enable') : t('admin.staff.disable')}
            </button>
          ),
        }),
      ]),
    [t, selfId, busyId, onChangeRole, onToggleDisabled],
  );
  const table = useConsoleTable(columns, rows);
  if (rows.length === 0) return <p className={shared.centered}>{t('admin.staff.empty')}</p>;
  return (
    <ConsoleTable
      table={table}
      rowProps={(row) => ({ className: row.disabled ? styles.disabledRow : undefined, 'data-testid': `staff-${row.phone}` })}
    />
  );
}
