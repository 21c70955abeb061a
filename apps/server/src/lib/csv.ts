import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FileDownload } from './endpoints.ts';

/** An identifier written in digits (national id, mobile, IBAN, order number): see `asText`. */
export interface CsvText {
  readonly text: string;
}

export type CsvValue = string | number | CsvText | null | undefined;

/**
 * Marks a row builder's value as an identifier, not a quantity: a spreadsheet opening the export
 * keeps it as text, every digit and the leading zero, instead of a number (`01012345678` →
 * 1012345678, `29001011234567` → 2.90010E+13 in Excel). Amounts and counts stay plain values.
 */
export const asText = (value: string | null | undefined): CsvValue =>
  value === null || value === undefined ? value : { text: value };

// Patterns made once (a literal inside a function makes a new RegExp each time: per cell of an export).
const FORMULA_START = /^[=+\-@\t\r]/;
const LOST_AS_NUMBER = /^(0\d+|\d{16,})$/;
const DIGITS = /^\d+$/;

/**
 * A value a spreadsheet would run as a formula (starts with = + - @, tab or carriage return: OWASP
 * "CSV injection") gets a leading apostrophe, so Excel shows it as text.
 */
export const escapeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * Digits that no spreadsheet can keep as a number, whichever column they are in and whether or
 * not the row builder marked them: a leading zero (a mobile, a code) or more than 15 digits (past
 * a spreadsheet's precision).
 */
const lostAsNumber = (text: string): boolean => LOST_AS_NUMBER.test(text);

/**
 * Digits a spreadsheet opens as text: after a tab. Excel and LibreOffice read a tab followed by
 * digits as text and show the digits (csv-spreadsheet.test.ts converts a real export with
 * LibreOffice to check it). The other conventions fail one of them: quotes are ignored by both, a
 * leading apostrophe stays visible in LibreOffice, and `="…"` is a formula (refused by the formula
 * escaping; LibreOffice shows it as typed unless told to evaluate formulas). Digits after the tab
 * cannot be a formula.
 */
const digitsAsText = (digits: string): string => `\t${digits}`;

/** The text written for one value: formulas escaped, digit identifiers kept as text. */
function cellOf(value: CsvValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return escapeFormula(String(value));
  const identifier = typeof value === 'object';
  const text = identifier ? value.text : value;
  if (DIGITS.test(text) && (identifier || lostAsNumber(text))) return digitsAsText(text);
  return escapeFormula(text);
}

/**
 * The one CSV writer of every export (csv-stringify): a header and rows from any (async) iterable,
 * written as they come, so a 100,000-row export never sits whole in memory. UTF-8 with a byte-order
 * mark, so that Excel shows Arabic text instead of mojibake; CRLF line ends; formula cells escaped;
 * identifiers in digits (`asText`, and any digits with a leading zero or past 15 digits) kept as
 * text in a spreadsheet, while numbers stay numbers.
 */
export function csvStream(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]> | AsyncIterable<readonly CsvValue[]>,
): Readable {
  const writer = stringify({
    bom: true,
    header: true,
    columns: header.map((name, i) => ({ key: String(i), header: escapeFormula(name) })),
    record_delimiter: 'windows',
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows)
        yield Object.fromEntries(header.map((_, i) => [String(i), cellOf(row[i])]));
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
