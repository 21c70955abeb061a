import { z } from 'zod';
import { latinDigits } from './digits.ts';
import { fieldMessage } from './field-messages.ts';

/**
 * Field schemas shared by every endpoint, so that bad input is refused once, with a clear message,
 * before it can reach the database (where it would be a 500): ids within PostgreSQL's integer, id
 * lists, and text without NUL characters or broken Unicode.
 *
 * Every field that holds a number as staff type it (ids, id lists, whole numbers, days, national ids,
 * searches and filters) reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9 (`latinDigits`), as
 * an `overwrite` before its checks: the schema's type stays a string, so the OpenAPI document and
 * the forms' types do not change, and the server and the web forms (which validate with the same
 * schema) read `٠١٠٩٢٣٨٧٤٨٥` as `01092387485`.
 */
export const MAX_ID = 2147483647;
const idMessage = fieldMessage('wholeNumberRange', { min: 1, max: MAX_ID });

/** Digits as typed: a string whose Arabic-Indic digits are read as 0-9 before any check. */
const typedDigits = () => z.string().overwrite(latinDigits);

/**
 * A database id: a JSON whole number, or a string of decimal digits (URLs, form fields; Arabic-Indic
 * digits too). Nothing is coerced: `true`, `null`, `''`, `' 12 '`, `0x10` and `1e3` are refused, not
 * read as 1, 0, 16 or 1000.
 */
export const idField = (message = idMessage) =>
  z
    .union(
      [
        // Each way in carries the message: a form's resolver shows one branch's refusal, not the union's.
        z.number({ error: message }),
        typedDigits()
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(1, message).max(MAX_ID, message));

/**
 * A whole number in a query string or a form (page, pageSize, counts, positions): a JSON integer or
 * decimal digits only, within [min, max]. `0x10`, `1e1`, `' 2'` and `true` are refused, not coerced.
 */
export const wholeNumber = (
  min: number,
  max: number,
  message = fieldMessage('wholeNumberRange', { min, max }),
) =>
  z
    .union(
      [
        // Each way in carries the message: a form's resolver shows one branch's refusal, not the union's.
        z.number({ error: message }),
        typedDigits()
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** Page numbers and sizes of every paged list; beyond these a list answers 400, not a huge OFFSET. */
export const MAX_PAGE = 100000;
export const pageField = () => wholeNumber(1, MAX_PAGE).default(1);
export const pageSizeField = (fallback: number) => wholeNumber(1, 100).default(fallback);

/**
 * Text as stored: trimmed, at most `max` characters, required unless `required` is omitted, and
 * without the characters PostgreSQL refuses (NUL, unpaired surrogates), with a message saying so.
 */
export const textField = (max: number, required?: string) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, required)
    .max(max)
    .superRefine((value, ctx) => {
      const message = unstorableText(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/**
 * What staff type into a search box or a text filter: trimmed, at most `max` characters, digits in
 * any of the three scripts read as 0-9 (a mobile, a national id or an id typed on an Arabic keyboard).
 */
export const searchField = (max: number) => z.string().trim().overwrite(latinDigits).max(max);

/** An Egyptian national id as typed: 14 digits (Arabic-Indic too), spaces around it ignored. */
export const nationalIdField = (message = fieldMessage('nationalIdDigits')) =>
  z
    .string()
    .trim()
    .overwrite(latinDigits)
    .regex(/^\d{14}$/, message);

/** An id inside a JSON body built by code, never typed (branch ids of a form): a number only. */
export const jsonIdField = (message = idMessage) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** A comma-separated list of ids in a query string (`?ids=1,2,3`), at most `max` of them. */
export const idListField = (max = 200, message = fieldMessage('idList')) =>
  typedDigits()
    .regex(/^\d{1,10}(,\d{1,10})*$/, message)
    .refine((value) => value.split(',').every((id) => Number(id) >= 1 && Number(id) <= MAX_ID), idMessage)
    .refine((value) => value.split(',').length <= max, fieldMessage('idListMax', { max }));

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored as text (PostgreSQL refuses NUL and unpaired surrogates), as a
 * field message (`fieldMessage`), or null.
 */
export function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return fieldMessage('noNul');
  if (loneSurrogate.test(value)) return fieldMessage('noLoneSurrogate');
  return null;
}

/** Where in a parsed request a string cannot be stored, as a path, with the reason; null when none. */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): { path: (string | number)[]; message: string } | null {
  if (typeof value === 'string') {
    const message = unstorableText(value);
    return message ? { path, message } : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const message = unstorableText(key) && { path: [...path, key], message: unstorableText(key)! };
    const found =
      message || findUnstorableText(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The row version of an editable record (the ETag of its GET). Send it back as `If-Match` when saving
 * (`callApi(..., { ifMatch: record.version })`) so a save over someone else's newer change is refused.
 */
export const versionField = () => z.number().int().positive();

/** Egypt's bounding box: every branch, from the merchant form or a bulk file, is inside it. */
export const EGYPT_BOUNDS = { latitude: [22, 31.7], longitude: [24.7, 36.9] } as const;

/** The field message of a coordinate outside Egypt (`fieldMessage`); its English text by `formatFieldMessage`. */
export const insideEgyptMessage = (axis: keyof typeof EGYPT_BOUNDS): string =>
  fieldMessage(`${axis}InsideEgypt`, { min: EGYPT_BOUNDS[axis][0], max: EGYPT_BOUNDS[axis][1] });

/** A latitude or longitude (a number, or a numeric string from a form field) inside Egypt. */
export const egyptCoordinate = (axis: keyof typeof EGYPT_BOUNDS) =>
  z.coerce
    .number({ error: insideEgyptMessage(axis) })
    .min(EGYPT_BOUNDS[axis][0], insideEgyptMessage(axis))
    .max(EGYPT_BOUNDS[axis][1], insideEgyptMessage(axis));

/** The first year a calendar day may have: earlier years are typing slips (and PostgreSQL has no year 0). */
export const MIN_DAY_YEAR = 1900;

/**
 * A calendar day, `YYYY-MM-DD`: a real date from 1900 on, read as a day in Africa/Cairo by the
 * server. Every date filter and date field of the contract uses it.
 */
export const dayField = (message = fieldMessage('date')) =>
  z
    .string({ error: message })
    .overwrite(latinDigits)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().slice(0, 10) === value &&
        date.getUTCFullYear() >= MIN_DAY_YEAR
      );
    }, message);
