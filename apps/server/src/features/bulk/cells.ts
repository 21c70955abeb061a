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

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const text = (max = 200) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: m('required') })
      .trim()
      .max(max, m('maxChars', { max })),
  );

export const arabicText = (max = 200) =>
  text(max).refine((value) => /[\u0600-\u06FF]/.test(value), m('arabic'));

export const id = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z
    .string({ error: m('required') })
    .regex(/^\d{1,9}$/, m('wholeNumberId'))
    .transform(Number),
);

/** An amount in Egyptian pounds: up to two decimals, no currency sign or thousands separator. */
export const egpAmount = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z
    .string({ error: m('required') })
    .regex(/^\d{1,10}(\.\d{1,2})?$/, m('egpAmount'))
    .refine((value) => Number(value) > 0, m('moreThanZero')),
);

/** Egyptian mobile: 01 then 0, 1, 2 or 5, then 8 digits (11 digits). */
export const EGYPT_MOBILE = /^01[0125]\d{8}$/;
/** Egyptian national id: 14 digits, century digit 2 or 3, a real birth date, a governorate code. */
export const isNationalId = (value: string): boolean => parseNationalId(value) !== null;

/** For the financing and compliance strategies (national ids are never logged or echoed in messages). */
export const nationalId = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z.string({ error: m('required') }).refine(isNationalId, m('nationalId')),
);

export const mobile = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z.string({ error: m('required') }).regex(EGYPT_MOBILE, m('mobile')),
);

/** A branch or merchant phone: a mobile, a landline with its area code, or a 5-digit hotline. */
export const phone = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z.string().regex(/^(01[0125]\d{8}|0[2-9]\d{7,8}|1\d{4})$/, m('phone')),
);

/** Inside Egypt's bounding box, the same rule as the merchant form's (`EGYPT_BOUNDS` of the contract). */
const coordinate = (axis: keyof typeof EGYPT_BOUNDS) => {
  const [min, max] = EGYPT_BOUNDS[axis];
  return z.preprocess(
    (value) => blankToUndefined(trimmed(value)),
    z
      .string({ error: m('required') })
      .regex(/^\d{1,2}(\.\d{1,6})?$/, m(axis))
      .refine((value) => Number(value) >= min && Number(value) <= max, m('insideEgypt', { min, max })),
  );
};
export const latitude = coordinate('latitude');
export const longitude = coordinate('longitude');

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** A calendar day as YYYY-MM-DD; also accepts DD/MM/YYYY and an Excel date serial (XLSX date cells). */
export const day = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z.string({ error: m('required') }).transform((value, ctx) => {
    let iso: string | undefined;
    const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) iso = value;
    else if (dmy) iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
    else if (/^\d{5}$/.test(value))
      iso = new Date(EXCEL_EPOCH + Number(value) * 86400000).toISOString().slice(0, 10);
    const date = iso ? new Date(`${iso}T00:00:00Z`) : null;
    if (!iso || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: m('date') });
      return z.NEVER;
    }
    return iso;
  }),
);

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => blankToUndefined(typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(values, { error: m('oneOf', { values: values.join(', ') }) }),
  );

/** A pipe-separated list such as `fashion|weekend`. */
export const list = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split('|')
          .map((part) => part.trim())
          .filter(Boolean)
      : [],
  z.array(z.string().max(50, m('itemMaxChars', { max: 50 }))).max(20, m('maxItems', { max: 20 })),
);

export const url = z.preprocess(
  (value) => blankToUndefined(trimmed(value)),
  z.url({ protocol: /^https?$/, error: m('httpsUrl') }),
);

/**
 * A cell a spreadsheet would run as a formula (CSV injection): starts with = or @, or with + or -
 * followed by something other than a plain number, or with a tab or carriage return.
 */
export const isFormulaCell = (value: string): boolean =>
  /^[=@\t\r]/.test(value) || /^[+-](?![\d.,]*$)/.test(value);
