/**
 * Export files written as their rows arrive: CSV by hand (UTF-8 with a byte-order mark, so Excel reads the
 * Chinese right) and XLSX with exceljs' streaming writer. Both write into a stream the response reads, and wait
 * for it to drain before asking for more rows, so memory holds about a page whatever the file's length.
 */
import type { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ExportFormat, exportSummaryLine } from '../../../../contract/vocabulary/exports';
import type { ExportCell, ExportRow } from './exportRows';

/** What a file does with the rows: its head, each page, and its end once every row is written. */
export interface ExportWriter {
  readonly contentType: string;
  readonly extension: string;
  start(header: readonly string[]): Promise<void>;
  rows(page: ExportRow[]): Promise<void>;
  finish(count: number): Promise<void>;
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or return that some read the same
 * way) starts with an apostrophe instead: a course title or a reason typed as =HYPERLINK(…) stays text.
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: amounts as written, text defused and quoted where it holds a comma, quote or line break. */
export function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell.toFixed(2);
  const text = defuseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** Waits until the stream wants more, or is gone (the browser went away): then the caller stops. */
export function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

function csvWriter(out: PassThrough): ExportWriter {
  const write = async (text: string) => {
    if (out.destroyed) return;
    out.write(text);
    await drained(out);
  };
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    start: (header) => write(`\uFEFF${csvLine(header)}`),
    rows: (page) => write(page.map(csvLine).join('')),
    finish: async (count) => {
      await write(csvLine([exportSummaryLine(count)]));
      out.end();
    },
  };
}

function xlsxWriter(out: PassThrough, sheetName: string): ExportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    start: async (header) => {
      sheet.columns = header.map((title) => ({ header: title, width: Math.max(12, title.length * 2 + 4) }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      await drained(out);
    },
    rows: async (page) => {
      for (const cells of page) {
        const row = sheet.addRow(cells);
        cells.forEach((cell, index) => {
          if (typeof cell === 'number') row.getCell(index + 1).numFmt = '0.00';
        });
        row.commit();
      }
      await drained(out);
    },
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export function exportWriter(format: ExportFormat, out: PassThrough, sheetName: string): ExportWriter {
  return format === 'csv' ? csvWriter(out) : xlsxWriter(out, sheetName);
}

export type ExportEnd = { outcome: 'finished'; rows: number } | { outcome: 'aborted' | 'failed'; rows: number; error?: unknown };

/**
 * Writes every page into `out` and ends it. A failed read destroys `out` with its error, so the browser sees a
 * download that broke off, never a file that looks whole; a browser that goes away stops the reading.
 */
export async function pumpExport(
  out: PassThrough,
  writer: ExportWriter,
  header: readonly string[],
  pages: AsyncIterable<ExportRow[]>,
): Promise<ExportEnd> {
  let rows = 0;
  try {
    await writer.start(header);
    for await (const page of pages) {
      if (out.destroyed) return { outcome: 'aborted', rows };
      await writer.rows(page);
      rows += page.length;
      if (out.destroyed) return { outcome: 'aborted', rows };
    }
    await writer.finish(rows);
    return { outcome: 'finished', rows };
  } catch (error) {
    if (out.destroyed) return { outcome: 'aborted', rows };
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    return { outcome: 'failed', rows, error };
  }
}
