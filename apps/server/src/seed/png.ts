import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Encodes an RGB image as PNG; `pixel(x, y)` returns [r, g, b]. Used for demo banner images. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A banner-shaped gradient with diagonal stripes between two colours. */
export function bannerImage(from: [number, number, number], to: [number, number, number]): Buffer {
  const width = 600;
  const height = 200;
  return encodePng(width, height, (x, y) => {
    const t = x / width;
    const stripe = ((x + y) >> 4) % 4 === 0 ? 0.85 : 1;
    return [0, 1, 2].map((i) => Math.round((from[i]! * (1 - t) + to[i]! * t) * stripe)) as [
      number,
      number,
      number,
    ];
  });
}
