import type { HTMLAttributes } from 'react';
import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ReactTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';
import * as shared from '../consoleStyles.css';

/** What a console column adds to its definition: the class of its cells, fixed or by row. */
export interface ConsoleColumnMeta {
  /** Takes the row's data; the row type is each table's own, hence the loose parameter. */
  cellClassName?: string | ((row: never) => string | undefined);
}

/**
 * The abilities every console table is built with: sorting (only the course list turns it on, and the server
 * does the ordering) and the console's column meta.
 */
export const consoleTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: {} as ConsoleColumnMeta,
});
export type ConsoleTableFeatures = typeof consoleTableFeatures;

/** A console table as useTable gives it, whatever part of its state the owner subscribes to. */
export type ConsoleTableModel<TData extends RowData> = ReactTable<ConsoleTableFeatures, TData, unknown>;

/** The options a console table may add: its sorting, for one. */
export type ConsoleTableOptions<TData extends RowData> = Omit<
  Partial<TableOptions<ConsoleTableFeatures, TData>>,
  'features' | 'columns' | 'data' | 'getRowId'
>;

/**
 * The table model of a console list: rows keyed by their id (a number, or a record's own key such as an order number), so a row keeps its element while the list
 * around it changes, and no sorting unless the list turns it on.
 */
export function useConsoleTable<TData extends { id: number | string }>(
  columns: TableOptions<ConsoleTableFeatures, TData>['columns'],
  rows: readonly TData[],
  options: ConsoleTableOptions<TData> = {},
): ConsoleTableModel<TData> {
  return useTable({
    features: consoleTableFeatures,
    columns,
    data: rows as TData[],
    getRowId: (row) => String(row.id),
    enableSorting: false,
    ...options,
  });
}

/** A row's own attributes: its class, test id and the like. */
type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export interface ConsoleTableProps<TData extends RowData> {
  table: ConsoleTableModel<TData>;
  rowProps?: (row: TData) => RowAttributes;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Draws a console table from its table model: a real table, every column header scoped to its column, and
 * aria-sort on the headers of columns the list can be ordered by.
 */
export function ConsoleTable<TData extends RowData>({ table, rowProps }: ConsoleTableProps<TData>) {
  return (
    <table className={shared.table}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={header.column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} {...rowProps?.(row.original)}>
            {row.getAllCells().map((cell) => {
              const className = cell.column.columnDef.meta?.cellClassName;
              return (
                <td
                  key={cell.id}
                  className={
                    typeof className === 'function' ? (className as (row: TData) => string | undefined)(row.original) : className
                  }
                >
                  <table.FlexRender cell={cell} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
