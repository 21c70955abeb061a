import { text } from 'node:stream/consumers';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { describe, expect, it, vi } from 'vitest';
import { zipStream } from './zip.ts';

/** Every entry of a zip as yauzl (a strict reader) sees it, with its bytes checked against the CRC. */
function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, async (openError, stream) => {
          if (openError || !stream) return reject(openError);
          entries.set(entry.fileName, await buffer(stream));
          zip.readEntry();
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('zip writer', () => {
  it('writes entries a standard reader opens, with Arabic names and exact bytes', async () => {
    const image = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    const zip = await buffer(
      zipStream([
        { name: 'customer-100001/national-id-front.png', data: image },
        { name: 'اقرأني.txt', data: Buffer.from('تم التنزيل للمراجعة') },
        { name: 'empty.txt', data: Buffer.alloc(0) },
      ]),
    );
    const entries = await readZip(zip);
    expect([...entries.keys()]).toEqual(['customer-100001/national-id-front.png', 'اقرأني.txt', 'empty.txt']);
    expect(entries.get('customer-100001/national-id-front.png')!.equals(image)).toBe(true);
    expect(entries.get('اقرأني.txt')!.toString('utf8')).toBe('تم التنزيل للمراجعة');
    expect(entries.get('empty.txt')!.length).toBe(0);
  });

  it('streams entries from an async source and makes an empty archive when there are none', async () => {
    async function* source() {
      yield { name: 'a.txt', data: Buffer.from('a') };
      yield { name: 'b.txt', data: Buffer.from('bb') };
    }
    expect([...(await readZip(await buffer(zipStream(source())))).keys()]).toEqual(['a.txt', 'b.txt']);
    const empty = await buffer(zipStream([]));
    expect(empty.length).toBe(22);
    expect((await readZip(empty)).size).toBe(0);
  });

  it('fails the stream when the source fails, instead of ending with a truncated archive', async () => {
    async function* broken() {
      yield { name: 'a.txt', data: Buffer.from('a') };
      throw new Error('storage went away');
    }
    await expect(text(zipStream(broken()))).rejects.toThrow('storage went away');
  });

  it('pulls the next entry only when the reader has taken the bytes, and stops the source when the reader goes away', async () => {
    let pulled = 0;
    let closed = false;
    async function* images() {
      try {
        for (let i = 0; i < 20; i++) {
          pulled++;
          yield { name: `customer-${i}/front.png`, data: Buffer.alloc(1024 * 1024, i) };
        }
      } finally {
        closed = true;
      }
    }
    const stream = zipStream(images());
    for await (const chunk of stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      // The first bytes arrive while the source has given one or two images, not all twenty.
      expect(pulled).toBeLessThanOrEqual(2);
      break; // the reader goes away (a download cancelled): the iterator destroys the stream
    }
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(pulled).toBeLessThan(20);
  });
});
