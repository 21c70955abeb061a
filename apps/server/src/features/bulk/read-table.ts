import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { BulkMessageKey } from '@cmt/contract/bulk-messages';
import { BulkFileError } from './bulk-file-error.ts';
import { readXlsx, type SheetRow, type XlsxLimits } from './read-xlsx.ts';

export type { SheetRow };
export type TextEncoding = 'utf-8' | 'windows-1256';

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/** A name for what a non-text file really is, from its first bytes; null when it may be text. */
function binaryKind(head: Buffer): BulkMessageKey | null {
  if (startsWith(head, 0xd0, 0xcf, 0x11, 0xe0)) return 'fileXls';
  if (startsWith(head, 0x25, 0x50, 0x44, 0x46)) return 'filePdf';
  if (
    startsWith(head, 0x89, 0x50, 0x4e, 0x47) ||
    startsWith(head, 0xff, 0xd8, 0xff) ||
    startsWith(head, 0x47, 0x49, 0x46)
  )
    return 'fileImage';
  if (head.subarray(0, 8192).includes(0)) return 'fileBinary';
  return null;
}

/** Comma or semicolon, whichever the header line uses more (outside quotes). */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

async function* decode(chunks: AsyncIterable<Buffer>, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  let line = 1;
  const take = (bytes?: Buffer) => {
    let text: string;
    try {
      text = bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      // Point at the line of the first byte that is not text in this encoding.
      const lenient = bytes ? new TextDecoder(encoding).decode(bytes) : '';
      const bad = lenient.indexOf('\uFFFD');
      for (let i = lenient.indexOf('\n'); i !== -1 && i < bad; i = lenient.indexOf('\n', i + 1)) line++;
      throw new BulkFileError(
        encoding === 'utf-8' ? 'fileNotUtf8' : 'fileNotWindows1256',
        { line },
        'BULK_FILE_ENCODING',
      );
    }
    if (text.includes('\u0000')) throw new BulkFileError('fileBinaryData', {}, 'BULK_FILE_BINARY');
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) line++;
    return text;
  };
  for await (const chunk of chunks) yield take(chunk);
  yield take();
}

const csvOptions = (delimiter: ',' | ';') => ({
  delimiter,
  bom: true,
  relax_column_count: true,
  relax_quotes: true, // a quote inside an unquoted cell (=HYPERLINK("…")) is text, so the cell checks see it
  skip_empty_lines: true,
  info: true,
});

/** csv-parse over `texts`: every CSV rule (quoted cells, cells across lines), rows numbered by line. */
async function* parseCsv(texts: AsyncIterable<string>, delimiter: ',' | ';'): AsyncGenerator<SheetRow> {
  const parser = parse(csvOptions(delimiter));
  const feeding = pipeline(Readable.from(texts), parser);
  feeding.catch(() => {}); // its failure is the parser's, reported below; an early stop must not leave it unhandled
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { rowNo: info.lines, cells: record };
    }
    await feeding;
  } catch (error) {
    await feeding.catch(() => {});
    if (error instanceof BulkFileError) throw error;
    throw new BulkFileError(
      'fileCsvUnreadable',
      { reason: (error as Error).message },
      'BULK_FILE_UNREADABLE',
    );
  }
}

/** How many CR and LF characters `text` holds (csv-parse counts a line at each). */
function lineBreaks(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) count++;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * CSV rows, as csv-parse reads them with `csvOptions`, without its character-by-character work for
 * the usual lines: a line without a double quote is its cells split at the delimiter. The record
 * delimiter is the first line break (CRLF, LF or CR, as csv-parse discovers it), empty lines are
 * skipped, a leading BOM dropped, and rows are numbered as csv-parse numbers them (each CR or LF
 * starts a line, a CRLF delimiter one). From the first line holding a quote on, csv-parse reads the
 * rest, after as many empty lines as were counted, so its numbers and messages stay the file's.
 * Rows come in batches (the lines of each decoded piece of the file), not one by one: a row costs
 * a step of the loop, not a turn of an async generator.
 */
async function* readCsv(chunks: AsyncIterable<Buffer>, encoding: TextEncoding): AsyncGenerator<SheetRow[]> {
  const texts = decode(chunks, encoding);
  const first = await texts.next();
  const head = first.done ? '' : first.value;
  const delimiter = detectDelimiter(head.replace(/^\uFEFF/, ''));
  let pending = head.startsWith('\uFEFF') ? head.slice(1) : head;
  let ended = first.done === true;
  /** The record delimiter once discovered. */
  let newline: '\r\n' | '\n' | '\r' | null = null;
  /** Lines counted before `pending` (csv-parse's `info.lines` - 1 at its start). */
  let lines = 0;
  for (;;) {
    if (newline === null) {
      const at = pending.search(/[\r\n]/);
      const quote = pending.indexOf('"');
      if (quote !== -1 && (at === -1 || quote < at)) break; // the first line has a quote: csv-parse reads it all
      if (at !== -1 && (pending[at] === '\n' || at + 1 < pending.length || ended))
        newline = pending[at] === '\n' ? '\n' : pending[at + 1] === '\n' ? '\r\n' : '\r';
    }
    if (newline !== null) {
      let start = 0;
      const quote = pending.indexOf('"');
      const batch: SheetRow[] = [];
      for (let end = pending.indexOf(newline); end !== -1; end = pending.indexOf(newline, start)) {
        if (quote !== -1 && quote < end) break;
        const line = pending.slice(start, end);
        if (line !== '') {
          const inside = newline === '\n' && !line.includes('\r') ? 0 : lineBreaks(line);
          batch.push({ rowNo: lines + inside + 1, cells: line.split(delimiter) });
          lines += inside;
        }
        lines++;
        start = end + newline.length;
      }
      if (batch.length) yield batch;
      pending = pending.slice(start);
      if (pending.includes('"')) break;
    }
    if (ended) {
      if (pending !== '') yield [{ rowNo: lines + lineBreaks(pending) + 1, cells: pending.split(delimiter) }];
      return;
    }
    const next = await texts.next();
    if (next.done) ended = true;
    else pending += next.value;
  }
  // A quote from here on: csv-parse reads the rest, after `lines` empty lines (they keep its numbering).
  const rest = (newline ?? '').repeat(lines) + pending;
  async function* all() {
    yield rest;
    if (!ended) yield* texts;
  }
  for await (const row of parseCsv(all(), delimiter)) yield [row];
}

/** Rows of an uploaded table one by one (`readTableBatches`, flattened). */
export async function* readTable(
  source: AsyncIterable<Buffer>,
  encoding: TextEncoding,
  xlsxLimits: XlsxLimits = {},
): AsyncGenerator<SheetRow> {
  for await (const batch of readTableBatches(source, encoding, xlsxLimits)) yield* batch;
}

/**
 * Rows of an uploaded table, streamed in batches in file order (never empty): CSV (UTF-8 with or
 * without BOM, or Windows-1256 when chosen; comma or semicolon, detected) or XLSX (recognised by its
 * bytes, spooled to a temporary file because a zip is read from its end). The file name and
 * declared type are not trusted.
 */
export async function* readTableBatches(
  source: AsyncIterable<Buffer>,
  encoding: TextEncoding,
  xlsxLimits: XlsxLimits = {},
): AsyncGenerator<SheetRow[]> {
  const iterator = source[Symbol.asyncIterator]();
  let first = await iterator.next();
  while (!first.done && first.value.length === 0) first = await iterator.next();
  if (first.done) throw new BulkFileError('fileEmpty', {}, 'BULK_FILE_EMPTY');
  const head: Buffer = first.value;
  async function* chunks() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value as Buffer;
  }
  if (startsWith(head, 0x50, 0x4b, 0x03, 0x04)) {
    const file = path.join(os.tmpdir(), `cmt-bulk-${randomUUID()}.xlsx`);
    try {
      await pipeline(Readable.from(chunks()), fs.createWriteStream(file));
      for await (const row of readXlsx(file, xlsxLimits)) yield [row];
    } finally {
      await fsp.rm(file, { force: true });
    }
    return;
  }
  const kind = binaryKind(head);
  if (kind) throw new BulkFileError(kind, {}, 'BULK_FILE_BINARY');
  yield* readCsv(chunks(), encoding);
}
