import { STAFF_ROLES, type StaffRole } from '@contract/vocabulary/staff';
import { Tag } from '@/components/Tag';
import { useTranslation } from '@/i18n/react';
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

/** Staff accounts with their role (changed in place), authenticator and state. */
export function StaffTable({ rows, selfId, busyId, onChangeRole, onToggleDisabled }: StaffTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={shared.centered}>{t('admin.staff.empty')}</p>;
  return (
    <table className={shared.table}>
      <thead>
        <tr>
          <th scope="col">{t('admin.staff.columns.name')}</th>
          <th scope="col">{t('admin.staff.columns.phone')}</th>
          <th scope="col">{t('admin.staff.columns.role')}</th>
          <th scope="col">{t('admin.staff.columns.authenticator')}</th>
          <th scope="col">{t('admin.staff.columns.state')}</th>
          <th scope="col">{t('admin.staff.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const busy = busyId === row.id;
          const self = row.id === selfId;
          return (
            <tr key={row.id} className={row.disabled ? styles.disabledRow : undefined} data-testid={`staff-${row.phone}`}>
              <td>
                {row.name}
                {self ? (
                  <Tag size="sm" tone="brand" className={styles.you}>
                    {t('admin.staff.you')}
                  </Tag>
                ) : null}
              </td>
              <td className={shared.numeric}>{row.phone}</td>
              <td>
                <select
                  className={shared.select}
                  aria-label={t('admin.staff.roleOf', { name: row.name })}
                  value={row.role}
                  disabled={busy}
                  onChange={(event) => onChangeRole(row, event.target.value as StaffRole)}
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`admin.roles.${role}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className={row.authenticator ? undefined : shared.muted}>
                {row.authenticator ? t('admin.staff.bound') : t('admin.staff.unbound')}
              </td>
              <td>
                <Tag size="sm" tone={row.disabled ? 'neutral' : 'success'}>
                  {row.disabled ? t('admin.staff.disabled') : t('admin.staff.active')}
                </Tag>
              </td>
              <td>
                <button
                  type="button"
                  className={[shared.linkButton, row.disabled ? '' : styles.danger].join(' ')}
                  disabled={busy || (self && !row.disabled)}
                  onClick={() => onToggleDisabled(row)}
                >
                  {row.disabled ? t('admin.staff.enable') : t('admin.staff.disable')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
