import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A minimal zip writer: entries are STORED (no compression: the images it carries are already
 * compressed PNG/JPEG, deflating them again gains nothing), names in UTF-8, streamed as entries come,
 * so only one file is in memory at a time. Enough for the national id exports (at most a few hundred
 * entries, far below the 4 GB / 65,535-entry limits of plain zip, which it refuses to pass).
 */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated. */
  name: string;
  data: Buffer;
  modified?: Date;
}

const UTF8_NAMES = 0x0800;
const VERSION = 20;
const MAX = 0xffffffff;

/** Date and time as MS-DOS stores them (2-second resolution, from 1980). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

function localHeader(entry: Written): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.size, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // extra length, comment length, disk number, internal attributes: 0
  header.writeUInt32LE(0, 38); // external attributes
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** The bytes of a zip of `entries`, produced as the entries arrive. */
export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): Readable {
  async function* bytes() {
    const written: Written[] = [];
    let offset = 0;
    for await (const entry of entries) {
      if (written.length === 0xffff) throw new Error('zip: too many entries for a plain zip');
      if (entry.data.length >= MAX || offset + entry.data.length >= MAX)
        throw new Error('zip: archive too large for a plain zip');
      const name = Buffer.from(entry.name.replace(/^\/+/, ''), 'utf8');
      const record: Written = {
        name,
        crc: crc32(entry.data),
        size: entry.data.length,
        offset,
        ...dosDateTime(entry.modified ?? new Date()),
      };
      const header = localHeader(record);
      yield header;
      yield entry.data;
      offset += header.length + entry.data.length;
      written.push(record);
    }
    const central = Buffer.concat(written.map(centralHeader));
    yield central;
    yield endOfCentralDirectory(written.length, central.length, offset);
  }
  return Readable.from(bytes(), { objectMode: false });
}
