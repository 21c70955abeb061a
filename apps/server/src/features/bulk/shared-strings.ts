import { BulkFileError } from './bulk-file-error.ts';

/** Bytes of one slab of text; no single entry spans two (a cell is at most 32,767 UTF-16 units, 3 bytes each). */
const SLAB = 1 << 20;

/** What an XLSX shared-strings table may hold while a sheet is read. */
export interface SharedStringsLimits {
  /** Entries, empty ones included: each costs its place whatever it holds. */
  maxEntries: number;
  /** UTF-8 bytes of text in all. */
  maxBytes: number;
}

export const sharedStringsTooBig = (limits: SharedStringsLimits) =>
  new BulkFileError(
    'fileXlsxSharedStrings',
    { max: limits.maxEntries.toLocaleString('en'), mb: Math.round(limits.maxBytes / 1024 / 1024) },
    'BULK_FILE_TOO_LARGE',
    413,
  );

/**
 * An XLSX shared-strings table held compactly: the text as UTF-8 in 1 MiB slabs and one 4-byte end
 * position per entry (an empty entry costs those 4 bytes, not an array slot and a string), refused
 * with 413 as soon as it has more entries or bytes than its limits. A JavaScript array of strings
 * cost 8 bytes per entry plus the array's growth and each string's header: 50 million empty
 * `<si/>` (a 360 KB upload) took 680 MB.
 *
 * Entry `i` ends at `ends[i]` (slab × SLAB + offset) and starts where entry `i - 1` ended, or at the
 * start of its own slab when it did not fit in the previous one.
 */
export class SharedStrings {
  private readonly slabs: Buffer[] = [];
  private ends = new Uint32Array(1024);
  private count = 0;
  private bytes = 0;
  /** Where the next entry's bytes go: slab × SLAB + offset. */
  private position = 0;
  private readonly limits: SharedStringsLimits;

  constructor(limits: SharedStringsLimits) {
    this.limits = limits;
  }

  get size(): number {
    return this.count;
  }

  /** Refuses a table whose declared size (`<sst uniqueCount>`) is already over the limit; a smaller claim proves nothing. */
  checkDeclared(uniqueCount: number): void {
    if (Number.isFinite(uniqueCount) && uniqueCount > this.limits.maxEntries)
      throw sharedStringsTooBig(this.limits);
  }

  add(text: string): void {
    if (this.count >= this.limits.maxEntries) throw sharedStringsTooBig(this.limits);
    const length = text.length === 0 ? 0 : Buffer.byteLength(text, 'utf8');
    this.bytes += length;
    if (this.bytes > this.limits.maxBytes) throw sharedStringsTooBig(this.limits);
    if (length > 0) {
      const slab = this.slabs.length - 1;
      let offset = this.position - slab * SLAB;
      if (slab < 0 || offset + length > SLAB) {
        this.slabs.push(Buffer.allocUnsafe(SLAB));
        this.position = (slab + 1) * SLAB;
        offset = 0;
      }
      this.slabs.at(-1)!.write(text, offset, 'utf8');
      this.position += length;
    }
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(Math.min(this.ends.length * 2, Math.max(this.limits.maxEntries, 1)));
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count++] = this.position;
  }

  /** The text of entry `index`; '' for an index the table does not have (as Excel shows it). */
  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return '';
    const end = this.ends[index]!;
    const previous = index === 0 ? 0 : this.ends[index - 1]!;
    if (end === previous) return '';
    // A non-empty entry's last byte is in its own slab; it starts there or where the previous ended.
    const slab = Math.floor((end - 1) / SLAB);
    const start = Math.max(previous, slab * SLAB);
    return this.slabs[slab]!.toString('utf8', start - slab * SLAB, end - slab * SLAB);
  }
}
