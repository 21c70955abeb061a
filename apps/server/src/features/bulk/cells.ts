import { z } from 'zod';
import { cellMessage as m } from './messages.ts';
import { EGYPT_BOUNDS } from '@cmt/contract/fields';
import { parseNationalId } from '../../domain/national-id.ts';

/*
 * Cell parsers for bulk rows. Every cell arrives as text (CSV, or XLSX read as text); an empty cell is
 * "not given". Messages are bulk message keys (messages.ts), shown translated in the report.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/*
 * The sure path. Zod costs ~10 kB of short-lived objects and ~10 µs per row (most of a bulk file's
 * JavaScript time and heap growth), though nearly every row is valid. So a cell parser may carry a
 * `Sure` function: the cell's value exactly as the schema gives it when the cell is plainly valid,
 * else UNSURE. A row whose every cell is sure is taken without zod (`sureRowOf`); any other row is
 * parsed by zod, so every message still comes from the schema. A Sure function never accepts what
 * its schema refuses (bulk-cells.test.ts compares them on valid and invalid cells).
 */
export const UNSURE: unique symbol = Symbol('unsure');
export type Sure = (value: unknown) => unknown;
const sureOf = new WeakMap<z.ZodType, Sure>();
/** `schema`, known to give `sure(value)` whenever that is not UNSURE. */
export const surely = <T extends z.ZodType>(schema: T, sure: Sure): T => {
  sureOf.set(schema, sure);
  return schema;
};
/** The trimmed text of a cell, or null when it is blank or not text (the schema decides then). */
const filled = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
};

/**
 * A row parser without zod for a row schema built of sure cells (`z.object`, no refinement of its
 * own unless `rules` say when its refinements add nothing): the row, or undefined when zod must
 * decide.
 */
export function sureRowOf<Row>(
  schema: z.ZodType<Row>,
  rules?: (row: Row) => boolean,
): ((record: Record<string, unknown>) => Row | undefined) | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const def = schema._zod.def;
  if (def.catchall !== undefined || (def.checks?.length && !rules)) return undefined;
  const keys = Object.keys(def.shape);
  const cells = keys.map((key) => sureOf.get(def.shape[key] as z.ZodType));
  if (cells.some((sure) => sure === undefined)) return undefined;
  const sures = cells as Sure[];
  return (record) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = sures[i]!(record[keys[i]!]);
      if (value === UNSURE) return undefined;
      row[keys[i]!] = value;
    }
    return rules && !rules(row as Row) ? undefined : (row as Row);
  };
}

export const optional = <T extends z.ZodType>(schema: T) => {
  const inner = sureOf.get(schema);
  return surely(z.preprocess(blankToUndefined, schema.optional()), (value) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
    return inner ? inner(value) : UNSURE;
  });
};

/** Sure: text of at most `max` characters after trimming. */
const sureText = (max: number) => (value: unknown) => {
  const text = filled(value);
  return text !== null && text.length <= max ? text : UNSURE;
};

export const text = (max = 200) =>
  surely(
    z.preprocess(
      blankToUndefined,
      z
        .string({ error: m('required') })
        .trim()
        .max(max, m('maxChars', { max })),
    ),
    sureText(max),
  );

const ARABIC = /[\u0600-\u06FF]/;
export const arabicText = (max = 200) => {
  const sure = sureText(max);
  return surely(
    text(max).refine((value) => ARABIC.test(value), m('arabic')),
    (value) => {
      const text = sure(value);
      return text !== UNSURE && ARABIC.test(text as string) ? text : UNSURE;
    },
  );
};

/** Sure: the trimmed text when `pattern` matches it (and `also` holds). */
const sureMatch =
  (pattern: RegExp, also?: (text: string) => boolean) =>
  (value: unknown): unknown => {
    const text = filled(value);
    return text !== null && pattern.test(text) && (!also || also(text)) ? text : UNSURE;
  };

const WHOLE_ID = /^\d{1,9}$/;
export const id = surely(
  z.preprocess(
    (value) => blankToUndefined(trimmed(value)),
    z
      .string({ error: m('required') })
      .regex(WHOLE_ID, m('wholeNumberId'))
      .transform(Number),
  ),
  (value) => {
    const text = filled(value);
    return text !== null && WHOLE_ID.test(text) ? Number(text) : UNSURE;
  },
);

/** An amount in Egyptian pounds: up to two decimals, no currency sign or thousands separator. */
const EGP = /^\d{1,10}(\.\d{1,2})?$/;
export const egpAmount = surely(
  z.preprocess(
    (value) => blankToUndefined(trimmed(value)),
    z
      .string({ error: m('required') })
      .regex(EGP, m('egpAmount'))
      .refine((value) => Number(value) > 0, m('moreThanZero')),
  ),
  sureMatch(EGP, (text) => Number(text) > 0),
);

/** Egyptian mobile: 01 then 0, 1, 2 or 5, then 8 digits (11 digits). */
export const EGYPT_MOBILE = /^01[0125]\d{8}$/;
/** Egyptian national id: 14 digits, century digit 2 or 3, a real birth date, a governorate code. */
export const isNationalId = (value: string): boolean => parseNationalId(value) !== null;

/** For the financing and compliance strategies (national ids are never logged or echoed in messages). */
export const nationalId = surely(
  z.preprocess(
    (value) => blankToUndefined(trimmed(value)),
    z.string({ error: m('required') }).refine(isNationalId, m('nationalId')),
  ),
  sureMatch(/^\d{14}$/, isNationalId),
);

export const mobile = surely(
  z.preprocess(
    (value) => blankToUndefined(trimmed(value)),
    z.string({ error: m('required') }).regex(EGYPT_MOBILE, m('mobile')),
  ),
  sureMatch(EGYPT_MOBILE),
);

const PHONE = /^(01[0125]\d{8}|0[2-9]\d{7,8}|1\d{4})$/;
/** A branch or merchant phone: a mobile, a landline with its area code, or a 5-digit hotline. */
export const phone = surely(
  z.preprocess((value) => blankToUndefined(trimmed(value)), z.string().regex(PHONE, m('phone'))),
  sureMatch(PHONE),
);

/** Inside Egypt's bounding box, the same rule as the merchant form's (`EGYPT_BOUNDS` of the contract). */
const coordinate = (axis: keyof typeof EGYPT_BOUNDS) => {
  const [min, max] = EGYPT_BOUNDS[axis];
  const pattern = /^\d{1,2}(\.\d{1,6})?$/;
  const inside = (value: string) => Number(value) >= min && Number(value) <= max;
  return surely(
    z.preprocess(
      (value) => blankToUndefined(trimmed(value)),
      z
        .string({ error: m('required') })
        .regex(pattern, m(axis))
        .refine(inside, m('insideEgypt', { min, max })),
    ),
    sureMatch(pattern, inside),
  );
};
export const latitude = coordinate('latitude');
export const longitude = coordinate('longitude');

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
// The patterns of the cell checks are made once, here: a regular expression literal inside a function
// makes a new RegExp object each time it runs (per cell of every row of a file).
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DMY_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const EXCEL_SERIAL = /^\d{5}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const digitAt = (text: string, at: number) => text.charCodeAt(at) - 48;
/**
 * Whether a YYYY-MM-DD of digits names a day of the (proleptic Gregorian) calendar, as JavaScript's
 * Date reads it, worked out without making a Date and its strings for every cell.
 */
export function isCalendarDay(iso: string): boolean {
  const year = digitAt(iso, 0) * 1000 + digitAt(iso, 1) * 100 + digitAt(iso, 2) * 10 + digitAt(iso, 3);
  const month = digitAt(iso, 5) * 10 + digitAt(iso, 6);
  const day = digitAt(iso, 8) * 10 + digitAt(iso, 9);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
/**
 * The YYYY-MM-DD of a day cell's text, or undefined when it names no real day: YYYY-MM-DD,
 * DD/MM/YYYY, or an Excel date serial (XLSX date cells).
 */
function isoDay(value: string): string | undefined {
  let iso: string | undefined;
  const dmy = DMY_DAY.exec(value);
  if (ISO_DAY.test(value)) iso = value;
  else if (dmy) iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  else if (EXCEL_SERIAL.test(value))
    iso = new Date(EXCEL_EPOCH + Number(value) * 86400000).toISOString().slice(0, 10);
  return iso !== undefined && isCalendarDay(iso) ? iso : undefined;
}
export const day = surely(
  z.preprocess(
    (value) => blankToUndefined(trimmed(value)),
    z.string({ error: m('required') }).transform((value, ctx) => {
      const iso = isoDay(value);
      if (iso === undefined) {
        ctx.addIssue({ code: 'custom', message: m('date') });
        return z.NEVER;
      }
      return iso;
    }),
  ),
  (value) => {
    const text = filled(value);
    return (text !== null && isoDay(text)) || UNSURE;
  },
);

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  surely(
    z.preprocess(
      (value) => blankToUndefined(typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(values, { error: m('oneOf', { values: values.join(', ') }) }),
    ),
    (value) => {
      const text = typeof value === 'string' ? value.trim().toUpperCase() : null;
      return text !== null && (values as readonly string[]).includes(text) ? text : UNSURE;
    },
  );

const listItems = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
/** A pipe-separated list such as `fashion|weekend`. */
export const list = surely(
  z.preprocess(
    listItems,
    z.array(z.string().max(50, m('itemMaxChars', { max: 50 }))).max(20, m('maxItems', { max: 20 })),
  ),
  (value) => {
    const items = listItems(value);
    return items.length <= 20 && items.every((item) => item.length <= 50) ? items : UNSURE;
  },
);

export const url = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z.url({ protocol: /^https?$/, error: m('httpsUrl') }),
);

const FORMULA_START = /^[=@\t\r]/;
const SIGNED_NOT_NUMBER = /^[+-](?![\d.,]*$)/;
/**
 * A cell a spreadsheet would run as a formula (CSV injection): starts with = or @, or with + or -
 * followed by something other than a plain number, or with a tab or carriage return.
 */
export const isFormulaCell = (value: string): boolean =>
  FORMULA_START.test(value) || SIGNED_NOT_NUMBER.test(value);
