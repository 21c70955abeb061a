import type { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * Zips written by yazl, streamed as entries come: the next entry is only pulled from the source
 * once the reader has taken the bytes of the previous ones, so about one file is in memory at a
 * time. Entries are STORED (no compression: the images they carry are already compressed PNG/JPEG,
 * deflating them again gains nothing), names in UTF-8; yazl switches to ZIP64 by itself if ever
 * needed.
 */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  data: Buffer;
  modified?: Date;
}

/** Resolves once the stream wants more bytes again, or is gone (the reader gave up). */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * The bytes of a zip of `entries`, produced as the entries arrive. A failing source (or a name
 * yazl refuses) fails the stream, so a reader never takes a truncated archive for a whole one.
 */
export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Readable {
  const zip = new yazl.ZipFile();
  // A PassThrough in yazl; its types only say "a readable stream".
  const output = zip.outputStream as PassThrough;
  zip.on('error', (error: Error) => output.destroy(error));
  void (async () => {
    try {
      for await (const entry of entries) {
        if (output.destroyed) return;
        zip.addBuffer(entry.data, entry.name.replace(/^\/+/, ''), {
          compress: false,
          mtime: entry.modified ?? new Date(),
        });
        await drained(output);
      }
      zip.end();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
