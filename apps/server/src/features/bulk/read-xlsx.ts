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

const streamOf = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** Feeds an XML entry through saxes chunk by chunk; `onChunkDone` lets the caller hand out what was parsed. */
async function* parseXml(zip: yauzl.ZipFile, entry: yauzl.Entry, parser: SaxesParser): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of await streamOf(zip, entry)) {
    parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    yield;
  }
  parser.close();
  yield;
}

async function sharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  const parser = new SaxesParser();
  let current: string | null = null;
  let inText = false;
  parser.on('opentag', (tag) => {
    if (tag.name === 'si') current = '';
    else if (tag.name === 't') inText = true;
  });
  parser.on('text', (value) => {
    if (inText && current !== null) current += value;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 't') inText = false;
    else if (tag.name === 'si') {
      strings.push(current ?? '');
      current = null;
    }
  });
  for await (const _ of parseXml(zip, entry, parser));
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
    const entries = await entriesOf(zip);
    const sheetName =
      (entries.has('xl/worksheets/sheet1.xml') && 'xl/worksheets/sheet1.xml') ||
      [...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort()[0];
    if (!sheetName) throw new BulkFileError('fileNoWorksheet', {}, 'BULK_FILE_UNREADABLE');
    const strings = await sharedStrings(zip, entries.get('xl/sharedStrings.xml'));

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
    for await (const _ of parseXml(zip, entries.get(sheetName)!, parser)) {
      yield* ready.splice(0);
    }
  } finally {
    zip.close();
  }
}
