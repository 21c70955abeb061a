import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where files live. Keys look like `<folder>/<uuid>.<ext>` and are always chosen by the server. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A stream of the file, or null when it does not exist. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

export function localDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      const temporary = `${full}.${process.pid}.tmp`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, full);
    },
    async read(key) {
      const full = resolve(key);
      try {
        await fsp.access(full);
      } catch {
        return null;
      }
      return fs.createReadStream(full);
    },
    async remove(key) {
      await fsp.rm(resolve(key), { force: true });
    },
  };
}

/** Public URL of a stored file: under the CDN base when set, else served by this server at /files/. */
export const publicUrl = (cdnBase: string, key: string): string =>
  `${cdnBase.replace(/\/$/, '')}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
