import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { BulkFileError } from './bulk-file-error.ts';

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
/** The shared-strings table is held in memory: at most this many characters in all. */
export const XLSX_MAX_SHARED_CHARS = 32 * 1024 * 1024;
/** Excel's own limit for one cell. */
export const XLSX_MAX_CELL_CHARS = 32767;

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

async function sharedStrings(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry | undefined,
  budget: Budget,
): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let chars = 0;
  const parser = new SaxesParser();
  let current: string | null = null;
  let inText = false;
  parser.on('opentag', (tag) => {
    if (tag.name === 'si') current = '';
    else if (tag.name === 't') inText = true;
  });
  parser.on('text', (value) => {
    if (!inText || current === null) return;
    current += value;
    chars += value.length;
    if (current.length > XLSX_MAX_CELL_CHARS) throw cellTooLong();
    if (chars > XLSX_MAX_SHARED_CHARS) throw tooBig();
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 't') inText = false;
    else if (tag.name === 'si') {
      strings.push(current ?? '');
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
export async function* readXlsx(file: string): AsyncGenerator<SheetRow> {
  const zip = await openZip(file).catch(() => {
    throw new BulkFileError('fileXlsxInvalid', {}, 'BULK_FILE_UNREADABLE');
  });
  try {
    yield* readWorkbook(zip);
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

async function* readWorkbook(zip: yauzl.ZipFile): AsyncGenerator<SheetRow> {
  const budget: Budget = { expanded: 0 };
  const entries = await entriesOf(zip);
  const sheetName =
    (entries.has('xl/worksheets/sheet1.xml') && 'xl/worksheets/sheet1.xml') ||
    [...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort()[0];
  if (!sheetName) throw new BulkFileError('fileNoWorksheet', {}, 'BULK_FILE_UNREADABLE');
  const strings = await sharedStrings(zip, entries.get('xl/sharedStrings.xml'), budget);

  const parser = new SaxesParser();
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let cell: { index: number; type: string; value: string; formula: string | null } | null = null;
  let reading: 'v' | 't' | 'f' | null = null;
  parser.on('opentag', (tag) => {
    const attr = (name: string) => (tag.attributes[name] as string | undefined) ?? '';
    if (tag.name === 'row') row = { rowNo: Number(attr('r')) || (ready.at(-1)?.rowNo ?? 0) + 1, cells: [] };
    else if (tag.name === 'c' && row) {
      cell = {
        index: attr('r') ? columnOf(attr('r')) : row.cells.length,
        type: attr('t'),
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
      if (cell.type === 's') value = strings[Number(value)] ?? '';
      else if (cell.type === 'b') value = value === '1' ? 'TRUE' : 'FALSE';
      if (cell.formula !== null) value = `=${cell.formula}`;
      while (row.cells.length < cell.index) row.cells.push('');
      row.cells[cell.index] = value;
      cell = null;
    } else if (tag.name === 'row' && row) {
      ready.push(row);
      row = null;
    }
  });
  parser.on('error', (error) => {
    throw new BulkFileError('fileWorksheetUnreadable', { reason: error.message }, 'BULK_FILE_UNREADABLE');
  });
  for await (const _ of parseXml(zip, entries.get(sheetName)!, parser, budget)) {
    yield* ready.splice(0);
  }
}
