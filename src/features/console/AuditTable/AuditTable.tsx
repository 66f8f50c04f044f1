import { Button } from '@/components/Button';
import { useTranslation } from '@/i18n/react';
import type { MessageKey } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import * as shared from '../consoleStyles.css';
import { auditChanges, showRaw, type ShowValue } from './auditChanges';
import * as styles from './AuditTable.css';

export interface AuditTableEntry {
  id: number;
  staffName: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
}

/** The records the log can be narrowed to; '' is every record. */
export const auditEntities = ['', 'course', 'staff'] as const;
export type AuditEntityFilter = (typeof auditEntities)[number];

export interface AuditTableProps {
  entries: readonly AuditTableEntry[];
  entity: AuditEntityFilter;
  onEntityChange: (entity: AuditEntityFilter) => void;
  /** Older entries exist beyond the ones shown. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Without the filter and paging: the overview's few latest entries. */
  compact?: boolean;
}

/** A name for an action or record the console knows; the raw code for one it does not (yet). */
function known(t: (key: MessageKey) => string, key: string, raw: string): string {
  const text = t(key as MessageKey);
  return text === key ? raw : text;
}

/** The audit log: who did what to which record, and what it was before and after. */
export function AuditTable({ entries, entity, onEntityChange, hasMore, loadingMore, onMore, compact = false }: AuditTableProps) {
  const { t } = useTranslation();
  // Values as the console names them elsewhere: roles by their names, yes and no for flags.
  const show: ShowValue = (field, value) => {
    if (typeof value === 'boolean') return value ? t('admin.audit.yes') : t('admin.audit.no');
    if (field === 'role' && typeof value === 'string') return known(t, `admin.roles.${value}`, value);
    if (field === 'status' && typeof value === 'string') return known(t, `admin.courses.statuses.${value}`, value);
    return showRaw(field, value);
  };
  return (
    <div>
      {compact ? null : (
        <label className={styles.toolbar}>
          {t('admin.audit.filter')}
          <select
            className={shared.select}
            value={entity}
            onChange={(event) => onEntityChange(event.target.value as AuditEntityFilter)}
          >
            {auditEntities.map((value) => (
              <option key={value} value={value}>
                {value ? known(t, `admin.audit.entities.${value}`, value) : t('admin.audit.all')}
              </option>
            ))}
          </select>
        </label>
      )}
      {entries.length === 0 ? (
        <p className={shared.centered}>{t('admin.audit.empty')}</p>
      ) : (
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.columns.at')}</th>
              <th scope="col">{t('admin.audit.columns.who')}</th>
              <th scope="col">{t('admin.audit.columns.action')}</th>
              <th scope="col">{t('admin.audit.columns.target')}</th>
              <th scope="col">{t('admin.audit.columns.change')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className={shared.numeric}>{formatDateTime(entry.at)}</td>
                <td className={entry.staffName ? undefined : shared.muted}>{entry.staffName ?? t('admin.audit.commandLine')}</td>
                <td>{known(t, `admin.audit.actions.${entry.action}`, entry.action)}</td>
                <td>
                  {known(t, `admin.audit.entities.${entry.entity}`, entry.entity)} #{entry.entityId}
                </td>
                <td>
                  <ul className={styles.changes}>
                    {auditChanges(entry.before, entry.after, show).map((change) => (
                      <li key={change.field}>
                        <span className={styles.field}>{known(t, `admin.audit.fields.${change.field}`, change.field)}</span>
                        {change.before !== null ? <span className={styles.before}>{change.before}</span> : null}
                        {change.before !== null && change.after !== null ? ' → ' : null}
                        {change.after !== null ? <span className={styles.after}>{change.after}</span> : null}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {compact || entries.length === 0 ? null : (
        <div className={styles.footer}>
          {hasMore ? (
            <Button variant="outline" size="sm" loading={loadingMore} onClick={onMore}>
              {loadingMore ? t('admin.audit.loadingMore') : t('admin.audit.more')}
            </Button>
          ) : (
            t('admin.audit.end')
          )}
        </div>
      )}
    </div>
  );
}
