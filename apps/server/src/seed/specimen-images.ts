import { encodePng } from './png.ts';

/*
 * Demo national id images that read at a glance as specimens, not documents: a card layout in flat
 * colours, block letters, and a red "SPECIMEN - NOT A REAL DOCUMENT" band across every image.
 */

type Rgb = [number, number, number];

/** A 5x7 block font for the few characters the specimens print. */
const glyphs: Record<string, string[]> = {
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  B: ['#### ', '#   #', '#   #', '#### ', '#   #', '#   #', '#### '],
  C: [' ####', '#    ', '#    ', '#    ', '#    ', '#    ', ' ####'],
  D: ['#### ', '#   #', '#   #', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  F: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#    '],
  G: [' ####', '#    ', '#    ', '#  ##', '#   #', '#   #', ' ####'],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  I: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '#####'],
  J: ['  ###', '   # ', '   # ', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  L: ['#    ', '#    ', '#    ', '#    ', '#    ', '#    ', '#####'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '##  #', '# # #', '#  ##', '#   #', '#   #', '#   #'],
  O: [' ### ', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  Q: [' ### ', '#   #', '#   #', '#   #', '# # #', '#  # ', ' ## #'],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  S: [' ####', '#    ', '#    ', ' ### ', '    #', '    #', '#### '],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  V: ['#   #', '#   #', '#   #', '#   #', '#   #', ' # # ', '  #  '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '## ##', '#   #'],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
  Z: ['#####', '    #', '   # ', '  #  ', ' #   ', '#    ', '#####'],
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  '-': ['     ', '     ', '     ', '#####', '     ', '     ', '     '],
  ':': ['     ', ' ##  ', ' ##  ', '     ', ' ##  ', ' ##  ', '     '],
  ' ': ['     ', '     ', '     ', '     ', '     ', '     ', '     '],
};

class Canvas {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = Math.round(this.pixels[i]! * (1 - alpha) + r * alpha);
    this.pixels[i + 1] = Math.round(this.pixels[i + 1]! * (1 - alpha) + g * alpha);
    this.pixels[i + 2] = Math.round(this.pixels[i + 2]! * (1 - alpha) + b * alpha);
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb, alpha = 1): void {
    for (let j = y; j < y + height; j++) for (let i = x; i < x + width; i++) this.set(i, j, colour, alpha);
  }

  /** A filled ellipse, drawn only above `bottom` (a photo frame's lower edge). */
  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, bottom = this.height): void {
    for (let j = cy - ry; j <= Math.min(cy + ry, bottom - 1); j++)
      for (let i = cx - rx; i <= cx + rx; i++)
        if (((i - cx) / rx) ** 2 + ((j - cy) / ry) ** 2 <= 1) this.set(i, j, colour);
  }

  text(x: number, y: number, value: string, scale: number, colour: Rgb): void {
    [...value.toUpperCase()].forEach((character, index) => {
      const glyph = glyphs[character] ?? glyphs[' ']!;
      glyph.forEach((row, gy) =>
        [...row].forEach((cell, gx) => {
          if (cell === '#') this.rect(x + (index * 6 + gx) * scale, y + gy * scale, scale, scale, colour);
        }),
      );
    });
  }

  /** Text centred horizontally. */
  centred(y: number, value: string, scale: number, colour: Rgb): void {
    this.text(Math.round((this.width - value.length * 6 * scale) / 2), y, value, scale, colour);
  }

  png(): Buffer {
    return encodePng(this.width, this.height, (x, y) => {
      const i = (y * this.width + x) * 3;
      return [this.pixels[i]!, this.pixels[i + 1]!, this.pixels[i + 2]!];
    });
  }
}

const ink: Rgb = [30, 45, 40];
const white: Rgb = [255, 255, 255];
const red: Rgb = [200, 30, 30];

function specimenBand(canvas: Canvas, y: number): void {
  const words = 'SPECIMEN - NOT A REAL DOCUMENT';
  const scale = canvas.width >= words.length * 12 + 20 ? 2 : 1;
  canvas.rect(0, y, canvas.width, 34, red, 0.82);
  canvas.centred(y + 17 - (7 * scale) / 2, words, scale, white);
}

function card(title: string): Canvas {
  const canvas = new Canvas(480, 300, [222, 236, 226]);
  // Guilloche-like wavy lines, as on a real card, in a colour that prints faintly.
  for (let line = 0; line < 12; line++)
    for (let x = 0; x < 480; x++)
      canvas.set(x, 60 + line * 20 + Math.sin((x + line * 17) / 18) * 5, [190, 214, 198]);
  canvas.rect(0, 0, 480, 44, [46, 107, 79]);
  canvas.centred(8, 'ARAB REPUBLIC OF EGYPT', 2, white);
  canvas.centred(28, title, 1, [220, 240, 228]);
  return canvas;
}

export interface SpecimenPerson {
  userId: number;
  nationalId: string;
  birthdate: string | null;
  expirationDate: string | null;
  male: boolean;
}

/** The front of a specimen national id card: photo box, customer number, birth date, the 14 digits. */
export function specimenIdFront(person: SpecimenPerson): Buffer {
  const canvas = card('NATIONAL ID CARD - FRONT');
  canvas.rect(24, 62, 110, 140, [176, 184, 180]);
  canvas.ellipse(79, 110, 26, 31, [120, 128, 124]);
  canvas.ellipse(79, 190, 46, 34, [120, 128, 124], 202);
  canvas.text(152, 70, `CUSTOMER ${person.userId}`, 2, ink);
  canvas.text(152, 96, `BORN ${person.birthdate ?? 'UNKNOWN'}`, 2, ink);
  canvas.text(152, 122, person.male ? 'SEX M' : 'SEX F', 2, ink);
  specimenBand(canvas, 150);
  canvas.text(152, 206, 'ID NUMBER', 1, ink);
  canvas.text(120, 222, person.nationalId, 3, ink);
  return canvas.png();
}

/** The back: expiry, a barcode drawn from the digits, the specimen band. */
export function specimenIdBack(person: SpecimenPerson): Buffer {
  const canvas = card('NATIONAL ID CARD - BACK');
  canvas.text(24, 64, `EXPIRES ${person.expirationDate ?? 'UNKNOWN'}`, 2, ink);
  canvas.text(24, 90, `GOVERNORATE ${person.nationalId.slice(7, 9) || '00'}`, 2, ink);
  specimenBand(canvas, 124);
  let x = 40;
  for (const digit of `${person.nationalId}${person.userId}`.padEnd(28, '7')) {
    const width = 1 + (Number(digit) % 3);
    canvas.rect(x, 186, width, 80, ink);
    x += width + 2 + (Number(digit) % 2);
  }
  return canvas.png();
}

/** A selfie placeholder: a head-and-shoulders silhouette on a plain wall. */
export function specimenSelfie(person: SpecimenPerson): Buffer {
  const canvas = new Canvas(300, 360, [214, 226, 238]);
  const skin: Rgb = person.male ? [196, 150, 118] : [206, 160, 128];
  canvas.ellipse(150, 300, 110, 80, [70, 90, 120]);
  canvas.ellipse(150, 150, 62, 78, skin);
  canvas.ellipse(150, 92, 64, 30, [60, 45, 35]);
  canvas.rect(122, 140, 12, 6, ink);
  canvas.rect(166, 140, 12, 6, ink);
  canvas.rect(136, 190, 28, 5, [150, 80, 70]);
  specimenBand(canvas, 24);
  canvas.rect(0, 326, 300, 34, white);
  canvas.centred(338, `SELFIE - CUSTOMER ${person.userId}`, 1, ink);
  return canvas.png();
}
