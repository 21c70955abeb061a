import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage.ts';
import { localDiskStorage, publicUrl, type Storage } from './storage.ts';

/** A minimal S3-style endpoint (path-style PUT/GET/DELETE), enough to exercise the real SDK calls. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        } else
          res
            .writeHead(200, { 'content-type': found.type, 'content-length': found.body.length })
            .end(found.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects };
}

const drivers: [string, () => Promise<{ storage: Storage; done: () => Promise<void> }>][] = [
  [
    'local disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-storage-'));
      return {
        storage: localDiskStorage(dir),
        done: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible',
    async () => {
      const { server } = fakeS3();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      process.env.AWS_ACCESS_KEY_ID = 'test';
      process.env.AWS_SECRET_ACCESS_KEY = 'test';
      const storage = s3Storage({ bucket: 'files', endpoint: `http://127.0.0.1:${port}` });
      return { storage, done: () => new Promise((resolve) => server.close(() => resolve())) };
    },
  ],
];

describe.each(drivers)('%s storage', (_, make) => {
  let storage: Storage;
  let done: () => Promise<void>;
  beforeAll(async () => ({ storage, done } = await make()));
  afterAll(() => done());

  it('stores, reads back and removes a file', async () => {
    await storage.put('Banners/abc.png', Buffer.from('image bytes'), 'image/png');
    expect(await text((await storage.read('Banners/abc.png'))!)).toBe('image bytes');
    await storage.remove('Banners/abc.png');
    expect(await storage.read('Banners/abc.png')).toBeNull();
  });

  it('returns null for a key that was never stored', async () => {
    expect(await storage.read('Banners/missing.png')).toBeNull();
  });
});

describe('local disk storage', () => {
  it('refuses keys that climb out of its folder', async () => {
    const storage = localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'cmt-storage-')));
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});

describe('publicUrl', () => {
  it('encodes folder names with spaces and uses the CDN base when set', () => {
    expect(publicUrl('', 'WCB Banners/a.png')).toBe('/files/WCB%20Banners/a.png');
    expect(publicUrl('https://cdn.example/', 'Banners/a.png')).toBe(
      'https://cdn.example/files/Banners/a.png',
    );
  });
});
