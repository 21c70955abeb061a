import { describe, expect, it } from 'vitest';
import { csvStream } from './csv.ts';

const read = async (stream: AsyncIterable<unknown>) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

describe('the CSV writer', () => {
  it.each(['=1+1', '+20100', '-5', '@SUM(A1)', '\tx', '\rx', -5])(
    'escapes %j so no spreadsheet runs it',
    async (value) => {
      const [, cell] = (await read(csvStream(['v'], [[value]]))).split('\r\n');
      expect(cell!.replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('ends the download with the error when the rows fail half way', async () => {
    async function* rows() {
      yield ['first'];
      throw new Error('connection lost');
    }
    await expect(read(csvStream(['v'], rows()))).rejects.toThrow('connection lost');
  });

  it('writes a BOM, the header and Arabic rows that read back as written', async () => {
    const text = await read(
      csvStream(
        ['name', 'amount'],
        [
          ['سارة محمود', '1,250.00'],
          ['Omar', null],
        ],
      ),
    );
    expect(text.startsWith('\uFEFFname,amount\r\n')).toBe(true);
    expect(text).toContain('سارة محمود,"1,250.00"\r\n');
    expect(text.endsWith('Omar,\r\n')).toBe(true);
  });

  it('streams 100,000 rows without holding them', async () => {
    async function* rows() {
      for (let i = 0; i < 100_000; i++) yield [i, `row ${i}`, 'نص عربي'];
    }
    const heapBefore = process.memoryUsage().heapUsed;
    let bytes = 0;
    let peak = 0;
    for await (const chunk of csvStream(['id', 'text', 'ar'], rows())) {
      bytes += Buffer.byteLength(String(chunk));
      peak = Math.max(peak, process.memoryUsage().heapUsed - heapBefore);
    }
    expect(bytes).toBeGreaterThan(2_500_000);
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  });
});
