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
  /**
   * Writes a file that must never be overwritten (an audit checkpoint): false, and nothing written,
   * when the key exists already.
   */
  putNew(key: string, data: Buffer, contentType: string): Promise<boolean>;
  /** The keys under `prefix` (a folder, ending in `/`), in byte order, after `startAfter` when given. */
  list(prefix: string, startAfter?: string): Promise<string[]>;
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
    async putNew(key, data) {
      const full = resolve(key);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      // Written aside, then hard-linked to its name: a link never replaces an existing file, and a
      // crash half-way leaves no half-written file under the name.
      const temporary = `${full}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fsp.writeFile(temporary, data);
      try {
        await fsp.link(temporary, full);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await fsp.rm(temporary, { force: true });
      }
    },
    async list(prefix, startAfter) {
      const folder = resolve(prefix.replace(/\/$/, ''));
      let names: string[];
      try {
        names = await fsp.readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return names
        .filter((name) => !name.endsWith('.tmp'))
        .map((name) => `${prefix}${name}`)
        .filter((key) => startAfter === undefined || key > startAfter)
        .sort();
    },
  };
}

/** Public URL of a stored file: under the CDN base when set, else served by this server at /files/. */
export const publicUrl = (cdnBase: string, key: string): string =>
  `${cdnBase.replace(/\/$/, '')}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
