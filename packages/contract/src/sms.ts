import { latinDigits } from './digits.ts';

/**
 * How an SMS is billed: GSM-7 when every character is in the GSM 03.38 alphabet (160 per message,
 * 153 per part when split), else UCS-2 (70, or 67 per part), which any Arabic letter forces. The
 * screen counts live with it and the server stores what it finds, so both agree.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: sent as ESC + character, two septets each. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

/** At most this many parts in one message (operators stop concatenating around here). */
export const SMS_MAX_PARTS = 10;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Messages billed (0 for an empty text). */
  parts: number;
  /** Units that fit in one part at this length: 160/70 for a single message, 153/67 per part. */
  perPart: number;
  /** Units still free in the last part before another part starts. */
  remaining: number;
}

export const isGsm7 = (text: string): boolean =>
  [...text].every((character) => basic.has(character) || extended.has(character));

/**
 * Counts the parts of a message. Parts are filled greedily without splitting an escape pair
 * (GSM-7) or a surrogate pair (UCS-2) across two parts, as handsets reassemble them.
 */
export function smsParts(text: string): SmsParts {
  const gsm = isGsm7(text);
  const widths = gsm
    ? [...text].map((character) => (extended.has(character) ? 2 : 1))
    : [...text].map((character) => character.length);
  const units = widths.reduce((sum, width) => sum + width, 0);
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  if (units === 0)
    return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, parts: 0, perPart: single, remaining: single };
  if (units <= single)
    return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, parts: 1, perPart: single, remaining: single - units };
  let parts = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > multi) {
      parts += 1;
      used = 0;
    }
    used += width;
  }
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, parts, perPart: multi, remaining: multi - used };
}

/**
 * An Egyptian mobile number as the app stores it (01XXXXXXXXX) from what staff paste: spaces,
 * dashes and dots are ignored, Arabic-Indic digits read as 0-9, and +20 / 0020 / 20 before the 1 is accepted. Null when it is not one.
 */
export function normalizeEgyptianMobile(input: string): string | null {
  const compact = latinDigits(input).replace(/[\s\-().]/g, '');
  const local = compact.replace(/^(?:\+|00)?20(?=1\d{9}$)/, '0');
  return /^01[0125]\d{8}$/.test(local) ? local : null;
}
