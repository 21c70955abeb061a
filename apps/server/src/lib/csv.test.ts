import { describe, expect, it } from 'vitest';
import { asText, csvStream } from './csv.ts';

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

  it('writes identifiers in digits after a tab, so a spreadsheet keeps them as text with every digit', async () => {
    const text = await read(
      csvStream(
        ['national_id', 'phone', 'order', 'amount', 'count', 'code', 'long', 'plus'],
        [
          [
            asText('29001011234567'),
            asText('01012345678'),
            asText('AMZ-1'),
            '1250.00',
            42,
            '0042', // a leading zero is lost as a number, marked or not
            '1234567890123456789', // so is a 16th digit
            asText('+201012345678'), // not only digits: the formula escaping applies as before
          ],
          [asText(null), asText(undefined), '7', '0', 0, '', null, '12345'],
        ],
      ),
    );
    const [, first, second] = text.split('\r\n');
    expect(first).toBe(
      "\t29001011234567,\t01012345678,AMZ-1,1250.00,42,\t0042,\t1234567890123456789,'+201012345678",
    );
    expect(second).toBe(',,7,0,0,,,12345');
  });

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
