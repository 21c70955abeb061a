/**
 * The first row of each duplicate key in a file, remembered to the end of the file in typed arrays
 * rather than a Map of strings: a 100,000-row offers file's keys took about 20 MB of V8 heap as a Map
 * (each key a string and an entry, all promoted to old space and collected only after the file), and
 * take about 8 MB here, outside the heap, with no garbage per row. Keys compare exactly: their text is
 * kept (a byte per character when every character is below U+0100, else two) and compared whenever
 * two hashes meet, so two keys are the same only if their texts are (as in a Map).
 */
export class FirstRows {
  /** Open addressing: entry index + 1 per slot, 0 = empty; at most half full. */
  private slots = new Int32Array(1024);
  private hashes = new Int32Array(512);
  private rows = new Int32Array(512);
  /**
   * Entry i's text is `bytes[starts[i] .. starts[i + 1])`: a byte per code unit, or when `wide[i]`
   * two (low, high).
   */
  private starts = new Uint32Array(513);
  private wide = new Uint8Array(512);
  private bytes = new Uint8Array(16384);
  private size = 0;

  /**
   * The row where `key` was first seen, or undefined: then `rowNo` is remembered as its first row.
   */
  firstRowOf(key: string, rowNo: number): number | undefined {
    const hash = hashOf(key);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]! - 1;
      if (entry < 0) {
        this.add(key, hash, rowNo, slot);
        return undefined;
      }
      if (this.hashes[entry] === hash && this.holds(entry, key)) return this.rows[entry];
    }
  }

  private holds(entry: number, key: string): boolean {
    const start = this.starts[entry]!;
    const bytes = this.bytes;
    if (this.wide[entry]) {
      if (this.starts[entry + 1]! - start !== key.length * 2) return false;
      for (let i = 0, at = start; i < key.length; i++, at += 2)
        if ((bytes[at]! | (bytes[at + 1]! << 8)) !== key.charCodeAt(i)) return false;
      return true;
    }
    if (this.starts[entry + 1]! - start !== key.length) return false;
    for (let i = 0; i < key.length; i++) if (bytes[start + i] !== key.charCodeAt(i)) return false;
    return true;
  }

  private add(key: string, hash: number, rowNo: number, slot: number) {
    const entry = this.size++;
    if (entry === this.rows.length) {
      const length = Math.ceil(entry * 1.5);
      this.hashes = grown(this.hashes, length);
      this.rows = grown(this.rows, length);
      this.wide = grown(this.wide, length);
      this.starts = grown(this.starts, length + 1);
    }
    let wide = false;
    for (let i = 0; i < key.length && !wide; i++) wide = key.charCodeAt(i) > 0xff;
    const start = this.starts[entry]!;
    const end = start + (wide ? key.length * 2 : key.length);
    if (end > this.bytes.length)
      this.bytes = grown(this.bytes, Math.max(end, Math.ceil(this.bytes.length * 1.5)));
    const bytes = this.bytes;
    if (wide) {
      for (let i = 0, at = start; i < key.length; i++, at += 2) {
        const unit = key.charCodeAt(i);
        bytes[at] = unit & 0xff;
        bytes[at + 1] = unit >>> 8;
      }
      this.wide[entry] = 1;
    } else for (let i = 0; i < key.length; i++) bytes[start + i] = key.charCodeAt(i);
    this.starts[entry + 1] = end;
    this.hashes[entry] = hash;
    this.rows[entry] = rowNo;
    this.slots[slot] = entry + 1;
    if (this.size * 2 > this.slots.length) this.rehash(this.slots.length * 2);
  }

  private rehash(capacity: number) {
    const slots = new Int32Array(capacity);
    const mask = capacity - 1;
    for (let entry = 0; entry < this.size; entry++) {
      let slot = this.hashes[entry]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = entry + 1;
    }
    this.slots = slots;
  }
}

function grown<T extends Int32Array | Uint32Array | Uint8Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/** FNV-1a over the UTF-16 code units, with a final mix so that nearby keys spread over the slots. */
export function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  return hash ^ (hash >>> 13);
}
