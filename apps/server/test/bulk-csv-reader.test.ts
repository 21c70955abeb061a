import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { BulkFileError } from '../src/features/bulk/bulk-file-error.ts';
import { readTable } from '../src/features/bulk/read-table.ts';

/**
 * The CSV reader splits lines without a quote itself and hands the rest of the file to csv-parse
 * from the first quote on: whatever the file and however its bytes arrive, it must give exactly the
 * rows, cells and row numbers (or the refusal) csv-parse alone gives.
 */

type Outcome = { rows: [number, string[]][] } | { refused: string; params: unknown };

async function read(bytes: Buffer, cuts: number[]): Promise<Outcome> {
  const pieces: Buffer[] = [];
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    pieces.push(bytes.subarray(at, Math.max(at, cut)));
    at = Math.max(at, cut);
  }
  async function* chunks() {
    for (const piece of pieces) yield piece;
  }
  const rows: [number, string[]][] = [];
  try {
    for await (const row of readTable(chunks(), 'utf-8')) rows.push([row.rowNo, row.cells]);
  } catch (error) {
    if (!(error instanceof BulkFileError)) throw error;
    return { refused: error.key, params: error.params };
  }
  return { rows };
}

/** csv-parse alone, with the reader's options: the reference. */
function csvParse(text: string): Outcome {
  const body = text.replace(/^\uFEFF/, '');
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of body) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  try {
    const records = parse(text, {
      delimiter: semicolons > commas ? ';' : ',',
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return { rows: records.map(({ record, info }) => [info.lines, record]) };
  } catch (error) {
    return { refused: 'fileCsvUnreadable', params: { reason: (error as Error).message } };
  }
}

/** A small deterministic generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const PIECES = [
  'a',
  'bc',
  'Cairo',
  'عرض',
  ',',
  ',',
  ';',
  '"',
  '""',
  ' ',
  '\r',
  '\n',
  '\r\n',
  '\n\n',
  'é',
  '1.5',
];

function randomFile(next: (n: number) => number): string {
  const lines: string[] = [];
  const quoteFree = next(3) === 0;
  for (let line = next(8); line >= 0; line--) {
    let text = '';
    for (let part = next(6); part >= 0; part--) {
      const piece = PIECES[next(PIECES.length)]!;
      if (!(quoteFree && piece.includes('"'))) text += piece;
    }
    lines.push(text);
  }
  const newline = ['\n', '\r\n', '\r'][next(3)]!;
  return (next(4) === 0 ? '\uFEFF' : '') + lines.join(newline) + (next(2) ? newline : '');
}

describe('the CSV reader', () => {
  it('reads 3,000 random files exactly as csv-parse does, however their bytes are cut', async () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const next = random(seed);
      const text = randomFile(next);
      const bytes = Buffer.from(text, 'utf8');
      const cuts = Array.from({ length: next(4) }, () => next(bytes.length + 1)).sort((a, b) => a - b);
      const expected = csvParse(text);
      if ('rows' in expected && expected.rows.length === 0) continue; // an empty file is refused before
      const outcome = await read(bytes, cuts);
      expect({ seed, text, outcome }).toEqual({ seed, text, outcome: expected });
    }
  });

  it('numbers rows as csv-parse does when quoted cells span lines after plain lines', async () => {
    // csv-parse counts a line at each CR and LF inside a quoted cell (the CRLF there is two).
    const text = 'a,b\r\n1,2\r\n\r\n"three\r\nlines\nhere",4\r\n5,"x""y"\r\n6,7\r\n';
    expect(await read(Buffer.from(text), [5, 17])).toEqual(csvParse(text));
    expect(await read(Buffer.from(text), [])).toEqual({
      rows: [
        [1, ['a', 'b']],
        [2, ['1', '2']],
        [7, ['three\r\nlines\nhere', '4']],
        [8, ['5', 'x"y']],
        [9, ['6', '7']],
      ],
    });
  });

  it('refuses an unclosed quote after plain lines with the line csv-parse names', async () => {
    const text = 'a,b\n1,2\n3,4\n"open,5\n6,7\n';
    const outcome = await read(Buffer.from(text), [3]);
    expect(outcome).toEqual(csvParse(text));
    expect(outcome).toMatchObject({ refused: 'fileCsvUnreadable' });
  });

  it('reads a large quote-free file in its chunks with the same rows as csv-parse', async () => {
    const lines = ['merchant_id;name_en;phone'];
    for (let i = 1; i <= 20_000; i++) lines.push(`${i};Branch ${i} فرع;010${String(i).padStart(8, '0')}`);
    const text = `${lines.join('\r\n')}\r\n`;
    const bytes = Buffer.from(text);
    const cuts = Array.from(
      { length: Math.floor(bytes.length / 65536) },
      (_, i) => (i + 1) * 65536 + (i % 3),
    );
    expect(await read(bytes, cuts)).toEqual(csvParse(text));
  });
});
