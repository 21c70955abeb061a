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
