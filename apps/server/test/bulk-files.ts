import zlib from 'node:zlib';

/** CSV text from rows (cells quoted when needed), with `\r\n` line ends as Excel writes them. */
export const csv = (rows: (string | number)[][], delimiter = ','): string =>
  rows
    .map((row) =>
      row
        .map(String)
        .map((cell) => (/["\r\n,;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(delimiter),
    )
    .join('\r\n') + '\r\n';

/** An entry already deflated, with the size its header declares (which a hostile file may fake). */
export interface PackedEntry {
  packed: Buffer;
  crc: number;
  size: number;
}

/**
 * A part that inflates to `repeat` copies of `chunk` between `head` and `tail`, deflated as a stream
 * so that a test can build a workbook unpacking to hundreds of megabytes without holding them.
 */
export async function packedRepeat(
  head: string,
  chunk: string,
  repeat: number,
  tail: string,
): Promise<PackedEntry> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  const write = async (part: Buffer) => {
    crc = zlib.crc32(part, crc);
    size += part.length;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  const piece = Buffer.from(chunk);
  for (let i = 0; i < repeat; i++) await write(piece);
  await write(Buffer.from(tail));
  deflate.end();
  await finished;
  return { packed: Buffer.concat(out), crc, size };
}

/** A zip archive (deflated entries), enough to build .xlsx workbooks for tests. */
export function zip(files: Record<string, string | PackedEntry>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const entry =
      typeof content === 'string'
        ? (() => {
            const data = Buffer.from(content, 'utf8');
            return { packed: zlib.deflateRawSync(data), crc: zlib.crc32(data), size: data.length };
          })()
        : content;
    const { packed, crc, size } = entry;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * A one-sheet .xlsx as Excel lays it out: text in the shared-strings table (written AFTER the sheet,
 * as Excel does), numbers inline, and a cell given as `{ formula }` stored as a formula.
 */
export function xlsx(rows: (string | number | { formula: string })[][]): Buffer {
  const strings: string[] = [];
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${letter(c)}${r + 1}`;
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          if (typeof value === 'object')
            return `<c r="${ref}"><f>${escapeXml(value.formula)}</f><v>0</v></c>`;
          strings.push(value);
          return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">${strings.map((s) => `<si><t>${escapeXml(s)}</t></si>`).join('')}</sst>`,
  });
}

/** A cell of `workbook()`: text (shared string), number, formula, or a date serial shown with a date style. */
export type WorkbookCell =
  string | number | { formula: string } | { serial: number; style?: 'builtIn' | 'custom' };

export interface WorkbookSheet {
  /** The tab's name. */
  name: string;
  /** Its part under `xl/worksheets/`, e.g. `sheet2.xml`. */
  part: string;
  rows: WorkbookCell[][];
}

/**
 * A workbook laid out as Excel writes one: `xl/workbook.xml` lists the sheets in tab order, each
 * through a relationship in `xl/_rels/workbook.xml.rels` (so the first tab need not be `sheet1.xml`),
 * `xl/styles.xml` has a built-in date style (numFmtId 14) and a custom one (`dd/mm/yyyy`), and
 * `date1904` switches the workbook to the 1904 date system.
 */
export function workbook(sheets: WorkbookSheet[], { date1904 = false } = {}): Buffer {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const strings: string[] = [];
  const sheetXml = (rows: WorkbookCell[][]) =>
    rows
      .map((row, r) => {
        const cells = row
          .map((value, c) => {
            const ref = `${letter(c)}${r + 1}`;
            if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
            if (typeof value === 'object' && 'formula' in value)
              return `<c r="${ref}"><f>${escapeXml(value.formula)}</f><v>0</v></c>`;
            if (typeof value === 'object')
              return `<c r="${ref}" s="${value.style === 'custom' ? 2 : 1}"><v>${value.serial}</v></c>`;
            strings.push(value);
            return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
          })
          .join('');
        return `<row r="${r + 1}">${cells}</row>`;
      })
      .join('');
  const parts: Record<string, string> = {};
  for (const sheet of sheets) {
    parts[`xl/worksheets/${sheet.part}`] =
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheetXml(sheet.rows)}</sheetData></worksheet>`;
  }
  const sheetList = sheets
    .map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const rels = sheets
    .map(
      (sheet, i) =>
        `<Relationship Id="rId${i + 1}" Type="${relNs}/worksheet" Target="worksheets/${sheet.part}"/>`,
    )
    .join('');
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${relNs}"><workbookPr${date1904 ? ' date1904="1"' : ''}/><sheets>${sheetList}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}<Relationship Id="rIdS" Type="${relNs}/styles" Target="styles.xml"/><Relationship Id="rIdT" Type="${relNs}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${ns}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/></numFmts><cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" xfId="0"/><xf numFmtId="14" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ...parts,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">${strings.map((s) => `<si><t>${escapeXml(s)}</t></si>`).join('')}</sst>`,
  });
}
