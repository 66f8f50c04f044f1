import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Button } from '@/components/Button';
import { useTranslation } from '@/i18n/react';
import type { MessageKey } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { ConsoleTable, useConsoleTable, type ConsoleTableFeatures } from '../ConsoleTable';
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
export const auditEntities = [
  '',
  'course',
  'tutor',
  'subject',
  'grade',
  'gradeGroup',
  'article',
  'articleCategory',
  'banner',
  'appLinks',
  'officialAccount',
  'adviser',
  'inbox',
  'export',
  'staff',
] as const;
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

/** Values as the console names them elsewhere: roles by their names, yes and no for flags. */
function showIn(t: (key: MessageKey) => string): ShowValue {
  return (field, value) => {
    if (typeof value === 'boolean') return value ? t('admin.audit.yes') : t('admin.audit.no');
    if (field === 'role' && typeof value === 'string') return known(t, `admin.roles.${value}`, value);
    if (field === 'status' && typeof value === 'string') return known(t, `admin.courses.statuses.${value}`, value);
    if (field === 'visibility' && typeof value === 'string') return known(t, `admin.tutors.visibilities.${value}`, value);
    if (field === 'gender' && typeof value === 'string') return known(t, `admin.tutors.genders.${value}`, value);
    // A tutor's achievements: one line each, as the form lists them.
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join('；');
    return showRaw(field, value);
  };
}

const column = createColumnHelper<ConsoleTableFeatures, AuditTableEntry>();

/** The audit log: who did what to which record, and what it was before and after. */
export function AuditTable({ entries, entity, onEntityChange, hasMore, loadingMore, onMore, compact = false }: AuditTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const show = showIn(t);
    return column.columns([
      column.accessor('at', {
        header: () => t('admin.audit.columns.at'),
        cell: ({ getValue }) => formatDateTime(getValue()),
        meta: { cellClassName: shared.numeric },
      }),
      column.accessor('staffName', {
        header: () => t('admin.audit.columns.who'),
        cell: ({ getValue }) => getValue() ?? t('admin.audit.commandLine'),
        meta: { cellClassName: (entry: AuditTableEntry) => (entry.staffName ? undefined : shared.muted) },
      }),
      column.accessor('action', {
        header: () => t('admin.audit.columns.action'),
        cell: ({ getValue }) => known(t, `admin.audit.actions.${getValue()}`, getValue()),
      }),
      column.accessor('entity', {
        header: () => t('admin.audit.columns.target'),
        cell: ({ row: { original: entry } }) => (
          <>
            {known(t, `admin.audit.entities.${entry.entity}`, entry.entity)} #{entry.entityId}
          </>
        ),
      }),
      column.display({
        id: 'change',
        header: () => t('admin.audit.columns.change'),
        cell: ({ row: { original: entry } }) => (
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
        ),
      }),
    ]);
  }, [t]);
  const table = useConsoleTable(columns, entries);
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
      {entries.length === 0 ? <p className={shared.centered}>{t('admin.audit.empty')}</p> : <ConsoleTable table={table} />}
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
