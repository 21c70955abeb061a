import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FileDownload } from './endpoints.ts';

export type CsvValue = string | number | null | undefined;

/**
 * A value a spreadsheet would run as a formula (starts with = + - @, tab or carriage return: OWASP
 * "CSV injection") gets a leading apostrophe, so Excel shows it as text.
 */
export const escapeFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The one CSV writer of every export (csv-stringify): a header and rows from any (async) iterable,
 * written as they come, so a 100,000-row export never sits whole in memory. UTF-8 with a byte-order
 * mark, so that Excel shows Arabic text instead of mojibake; CRLF line ends; formula cells escaped.
 */
export function csvStream(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): Readable {
  const writer = stringify({
    bom: true,
    header: true,
    columns: header.map((name) => ({ key: name, header: name })),
    record_delimiter: 'windows',
    cast: {
      string: (value) => escapeFormula(value),
      number: (value) => escapeFormula(String(value)),
    },
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield Object.fromEntries(header.map((name, i) => [name, row[i] ?? null]));
    })(),
  );
  // A failing source (a database error mid-export) ends the download with that error.
  pipeline(records, writer, () => {});
  return writer;
}

/** A CSV export as a download endpoint's answer (`FileDownload`): `csvStream` under a file name. */
export const csvFile = (
  filename: string,
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): FileDownload => ({ filename, body: csvStream(header, rows) });
