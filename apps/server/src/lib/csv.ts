import { Readable } from 'node:stream';
import type { FileDownload } from './endpoints.ts';

export type CsvValue = string | number | null | undefined;

/**
 * One CSV cell. A value a spreadsheet would run as a formula (starts with = + - @, tab or carriage
 * return: OWASP "CSV injection") gets a leading apostrophe; then the cell is quoted when needed.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The one CSV writer of every export: a header and rows from any (async) iterable, written as they
 * come, so a 100,000-row export never sits whole in memory. UTF-8 with a byte-order mark, so that
 * Excel shows Arabic text instead of mojibake.
 */
export function csvStream(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    let batch = '';
    for await (const row of rows) {
      batch += csvLine(row);
      // Larger writes, fewer chunks: about 64 kB at a time.
      if (batch.length > 65536) {
        yield batch;
        batch = '';
      }
    }
    if (batch) yield batch;
  }
  return Readable.from(lines(), { objectMode: false });
}

/** A CSV export as a download endpoint's answer (`FileDownload`): `csvStream` under a file name. */
export const csvFile = (
  filename: string,
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): FileDownload => ({ filename, body: csvStream(header, rows) });
