import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { BULK_MAX_ROWS } from '@cmt/contract/endpoints/bulk';
import { BulkFileError } from './bulk-file-error.ts';
import { SharedStrings, type SharedStringsLimits } from './shared-strings.ts';

export interface SheetRow {
  rowNo: number;
  cells: string[];
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

async function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/**
 * Bounds on what a workbook may unpack to, so a few compressed megabytes cannot expand into
 * gigabytes (a "zip bomb") and exhaust memory: per XML part and for the whole file, by the sizes the
 * zip declares AND by the bytes actually inflated (a header can lie). 200,000 rows of an ordinary
 * sheet unpack to well under this.
 */
export const XLSX_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;
/** The shared-strings table is held in memory: at most this many bytes of text (UTF-8) in all. */
export const XLSX_MAX_SHARED_BYTES = 64 * 1024 * 1024;
/** Excel's own limit for one cell. */
export const XLSX_MAX_CELL_CHARS = 32767;
/**
 * Cells right of column IV (the 256th) are not read: no kind of file has that many columns, and a
 * row is padded out to its last cell, so one cell at column XFD cost 16,384 array slots (a 434-byte
 * file of 2,000 such rows took 13 s) and a reference like `ZZZZZZZ1` billions.
 */
export const XLSX_MAX_COLUMNS = 256;

/** What reading one workbook may hold. */
export interface XlsxLimits {
  /**
   * Entries of the shared-strings table: no more than the cells a sheet of the kind can have (its
   * rows and columns), since every entry costs memory even when empty. Default: 16 columns.
   */
  maxSharedStrings?: number;
}

const tooBig = () =>
  new BulkFileError(
    'fileXlsxTooBig',
    { mb: XLSX_MAX_EXPANDED_BYTES / 1024 / 1024 },
    'BULK_FILE_TOO_LARGE',
    413,
  );
const cellTooLong = () =>
  new BulkFileError('fileXlsxCellTooLong', { max: XLSX_MAX_CELL_CHARS }, 'BULK_FILE_UNREADABLE');

/** Counts inflated bytes over every part of one workbook. */
interface Budget {
  expanded: number;
}

const streamOf = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** Feeds an XML entry through saxes chunk by chunk; `onChunkDone` lets the caller hand out what was parsed. */
async function* parseXml(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  parser: SaxesParser,
  budget: Budget,
): AsyncGenerator<void> {
  if (entry.uncompressedSize > XLSX_MAX_EXPANDED_BYTES) throw tooBig();
  // Spreadsheets never declare a DOCTYPE; refusing it refuses entity expansion and external entities.
  parser.on('doctype', () => {
    throw new BulkFileError('fileXlsxDoctype', {}, 'BULK_FILE_UNREADABLE');
  });
  const decoder = new TextDecoder('utf-8');
  const stream = await streamOf(zip, entry);
  try {
    for await (const chunk of stream) {
      budget.expanded += (chunk as Buffer).length;
      if (budget.expanded > XLSX_MAX_EXPANDED_BYTES) throw tooBig();
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      yield;
    }
  } finally {
    stream.destroy();
  }
  parser.close();
  yield;
}

/**
 * The shared-strings table, bounded by `limits` (entries and bytes, checked as it is read; its
 * declared `uniqueCount` is only trusted to refuse early).
 */
async function sharedStrings(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  budget: Budget,
  limits: SharedStringsLimits,
): Promise<SharedStrings> {
  const strings = new SharedStrings(limits);
  if (!entry) return strings;
  const parser = new SaxesParser();
  let current: string | null = null;
  let inText = false;
  parser.on('opentag', (tag) => {
    if (tag.name === 'si') current = '';
    else if (tag.name === 't') inText = true;
    else if (tag.name === 'sst') strings.checkDeclared(Number(tag.attributes.uniqueCount ?? 0));
  });
  parser.on('text', (value) => {
    if (!inText || current === null) return;
    current += value;
    if (current.length > XLSX_MAX_CELL_CHARS) throw cellTooLong();
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 't') inText = false;
    else if (tag.name === 'si') {
      strings.add(current ?? '');
      current = null;
    }
  });
  for await (const _ of parseXml(zip, entry, parser, budget));
  return strings;
}

/** Zero-based column index of a cell reference such as `AB12`. */
const columnOf = (ref: string): number => {
  let index = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
};

/**
 * Rows of the first worksheet of an .xlsx file on disk, streamed: only the shared-strings table is
 * held in memory. A formula cell comes back as `=` + its formula, so the pipeline refuses it.
 */
export async function* readXlsx(file: string, limits: XlsxLimits = {}): AsyncGenerator<SheetRow> {
  const zip = await openZip(file).catch(() => {
    throw new BulkFileError('fileXlsxInvalid', {}, 'BULK_FILE_UNREADABLE');
  });
  try {
    yield* readWorkbook(zip, {
      maxEntries: limits.maxSharedStrings ?? (BULK_MAX_ROWS + 1) * 16,
      maxBytes: XLSX_MAX_SHARED_BYTES,
    });
  } catch (error) {
    // Whatever else breaks inside a workbook (a lying zip header, broken XML, an unknown entity) is
    // the file's fault: a clear 400, never a 500.
    if (error instanceof BulkFileError) throw error;
    const reason = ((error as Error).message ?? String(error)).split('\n')[0]!.slice(0, 200);
    throw new BulkFileError('fileWorksheetUnreadable', { reason }, 'BULK_FILE_UNREADABLE');
  } finally {
    zip.close();
  }
}

/** Attributes of a tag by local name (`r:id` → `id`), whatever prefix the file gives them. */
const attributesOf = (tag: { attributes: Record<string, unknown> }): Map<string, string> =>
  new Map(
    Object.entries(tag.attributes).map(([name, value]) => [name.slice(name.indexOf(':') + 1), String(value)]),
  );
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses one small XML part (workbook, relationships, styles) tag by tag; a missing part is skipped. */
async function readPart(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  budget: Budget,
  onOpen: (name: string, attributes: Map<string, string>) => void,
  onClose: (name: string) => void = () => {},
): Promise<void> {
  if (!entry) return;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => onOpen(localName(tag.name), attributesOf(tag)));
  parser.on('closetag', (tag) => onClose(localName(tag.name)));
  for await (const _ of parseXml(zip, entry, parser, budget));
}

/** A relationship target (`worksheets/sheet2.xml`, `/xl/styles.xml`, `../x.xml`) as a path in the zip. */
export function resolveTarget(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').slice(0, -1);
  for (const part of target.replace(/^\/+/, '').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/**
 * Excel's built-in number formats that show a date (14-17 and 22; 27-36 and 50-58 are the East
 * Asian date formats). 18-21 and 45-47 are times of day only.
 */
const builtInDateFormats = new Set([
  14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/**
 * A custom format code that shows a date: a day or year part once quoted text, escaped characters
 * and bracketed sections (`[Red]`, `[$-409]`, `[h]`) are set aside. `m` alone may be minutes.
 */
export const isDateFormatCode = (code: string): boolean =>
  /[dy]/i.test(
    code
      .split(';')[0]!
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, '')
      .replace(/\[[^\]]*\]/g, ''),
  );

/** Which cell styles (`<c s="n">`, an index into cellXfs) show a date. */
async function dateStyles(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined, budget: Budget) {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  await readPart(
    zip,
    entry,
    budget,
    (name, attributes) => {
      if (name === 'numFmt' && isDateFormatCode(attributes.get('formatCode') ?? ''))
        customDates.add(Number(attributes.get('numFmtId')));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.get('numFmtId') ?? 0);
        styles.push(builtInDateFormats.has(id) || customDates.has(id));
      }
    },
    (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  );
  return styles;
}

const DAY_MS = 86400000;
/**
 * An Excel date serial as `YYYY-MM-DD` (with ` HH:MM:SS` when it has a time of day). In the 1900
 * system day 1 is 1900-01-01 and Excel counts a 29 February 1900 that never was, so from day 61 on
 * the epoch is 1899-12-30; in the 1904 system (`<workbookPr date1904="1"/>`, old Mac workbooks) day 0
 * is 1904-01-01. Null when the number is no date.
 */
export function serialToDate(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial >= 2958466) return null;
  const epoch = date1904
    ? Date.UTC(1904, 0, 1)
    : serial < 61
      ? Date.UTC(1899, 11, 31)
      : Date.UTC(1899, 11, 30);
  const days = Math.floor(serial);
  const seconds = Math.round((serial - days) * 86400);
  const iso = new Date(epoch + days * DAY_MS + seconds * 1000).toISOString();
  return seconds === 0 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

interface WorkbookParts {
  sheet: string | undefined;
  sharedStrings: string;
  styles: string;
  date1904: boolean;
}

/**
 * Where the first sheet is: the first `<sheet>` of `xl/workbook.xml` (workbook order, which is the
 * order of the tabs, not the part names), through its relationship in `xl/_rels/workbook.xml.rels`.
 * A workbook without these parts (some generators skip them) falls back to `sheet1.xml`, then the
 * lowest-numbered sheet. Also the date system and where the shared strings and styles are.
 */
async function workbookParts(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  budget: Budget,
): Promise<WorkbookParts> {
  const workbook = 'xl/workbook.xml';
  const sheetIds: string[] = [];
  let date1904 = false;
  await readPart(zip, entries.get(workbook), budget, (name, attributes) => {
    if (name === 'sheet') sheetIds.push(attributes.get('id') ?? '');
    else if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.get('date1904') ?? '');
  });
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  await readPart(zip, entries.get('xl/_rels/workbook.xml.rels'), budget, (name, attributes) => {
    if (name !== 'Relationship' || attributes.get('TargetMode') === 'External') return;
    const target = resolveTarget(workbook, attributes.get('Target') ?? '');
    targets.set(attributes.get('Id') ?? '', target);
    byType.set((attributes.get('Type') ?? '').split('/').pop() ?? '', target);
  });
  const first = sheetIds.length ? targets.get(sheetIds[0]!) : undefined;
  const sheet =
    (first && entries.has(first) && first) ||
    (entries.has('xl/worksheets/sheet1.xml') && 'xl/worksheets/sheet1.xml') ||
    [...entries.keys()]
      .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
      .sort((a, b) => Number(/\d+/.exec(a.slice(14))![0]) - Number(/\d+/.exec(b.slice(14))![0]))[0];
  const part = (type: string, fallback: string) => {
    const target = byType.get(type);
    return target && entries.has(target) ? target : fallback;
  };
  return {
    sheet,
    sharedStrings: part('sharedStrings', 'xl/sharedStrings.xml'),
    styles: part('styles', 'xl/styles.xml'),
    date1904,
  };
}

async function* readWorkbook(zip: yauzl.ZipFile, limits: SharedStringsLimits): AsyncGenerator<SheetRow> {
  const budget: Budget = { expanded: 0 };
  const entries = await entriesOf(zip);
  const parts = await workbookParts(zip, entries, budget);
  if (!parts.sheet) throw new BulkFileError('fileNoWorksheet', {}, 'BULK_FILE_UNREADABLE');
  const strings = await sharedStrings(zip, entries.get(parts.sharedStrings), budget, limits);
  const dates = await dateStyles(zip, entries.get(parts.styles), budget);

  const parser = new SaxesParser();
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let cell: { index: number; type: string; style: number; value: string; formula: string | null } | null =
    null;
  let reading: 'v' | 't' | 'f' | null = null;
  parser.on('opentag', (tag) => {
    const attr = (name: string) => (tag.attributes[name] as string | undefined) ?? '';
    if (tag.name === 'row') row = { rowNo: Number(attr('r')) || (ready.at(-1)?.rowNo ?? 0) + 1, cells: [] };
    else if (tag.name === 'c' && row) {
      cell = {
        index: attr('r') ? columnOf(attr('r')) : row.cells.length,
        type: attr('t'),
        style: Number(attr('s') || 0),
        value: '',
        formula: null,
      };
    } else if (cell && (tag.name === 'v' || tag.name === 't')) reading = tag.name;
    else if (cell && tag.name === 'f') {
      reading = 'f';
      cell.formula = '';
    }
  });
  parser.on('text', (value) => {
    if (!cell || !reading) return;
    if (reading === 'f') cell.formula += value;
    else cell.value += value;
    if (cell.value.length > XLSX_MAX_CELL_CHARS || (cell.formula?.length ?? 0) > XLSX_MAX_CELL_CHARS)
      throw cellTooLong();
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'v' || tag.name === 't' || tag.name === 'f') reading = null;
    else if (tag.name === 'c' && row && cell) {
      let value = cell.value;
      if (cell.type === 's') value = strings.get(Number(value));
      else if (cell.type === 'b') value = value === '1' ? 'TRUE' : 'FALSE';
      else if ((cell.type === '' || cell.type === 'n') && dates[cell.style] && value.trim() !== '') {
        // A date cell holds a serial day number; its style says it is a date.
        value = serialToDate(Number(value), parts.date1904) ?? value;
      }
      if (cell.formula !== null) value = `=${cell.formula}`;
      // An empty cell past the row's end adds nothing (it would only be padding).
      if (cell.index < XLSX_MAX_COLUMNS && (value !== '' || cell.index <= row.cells.length)) {
        while (row.cells.length < cell.index) row.cells.push('');
        row.cells[cell.index] = value;
      }
      cell = null;
    } else if (tag.name === 'row' && row) {
      ready.push(row);
      row = null;
    }
  });
  parser.on('error', (error) => {
    throw new BulkFileError('fileWorksheetUnreadable', { reason: error.message }, 'BULK_FILE_UNREADABLE');
  });
  for await (const _ of parseXml(zip, entries.get(parts.sheet)!, parser, budget)) {
    yield* ready.splice(0);
  }
}
