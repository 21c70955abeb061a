import { and, asc, eq, like, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Application } from '@cmt/contract/endpoints/applications';
import type { DbOrTx } from '../db/client.ts';
import {
  applicationFinancingPartners as afp,
  customerApplications as ca,
  financingPartners,
} from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import { containsPattern, containsText, escapeLike, hasCase } from '../lib/sql.ts';

type ApplicationRow = typeof ca.$inferSelect;

/** Reads a customer's application with its financing partner entries; 404 for an unknown customer. */
export async function findApplication(db: DbOrTx, userId: number): Promise<Application> {
  const [row] = await db.select().from(ca).where(eq(ca.userId, userId));
  if (!row) throw notFound('Customer application');
  const partners = await db
    .select({
      partnerName: financingPartners.name,
      creditLineStatus: afp.creditLineStatus,
      approvedAmount: afp.approvedAmount,
    })
    .from(afp)
    .innerJoin(financingPartners, eq(financingPartners.id, afp.partnerId))
    .where(eq(afp.userId, userId))
    .orderBy(asc(afp.id));
  return toApplication(row, partners);
}

/** The docs/requirements.md §P3 shape of an application row and its financing partner entries. */
export function toApplication(row: ApplicationRow, partners: Application['financingPartner']): Application {
  const { createdAt: _createdAt, searchName: _searchName, ...fields } = row;
  return { ...fields, financingPartner: partners };
}

/** A customer's full name as docs/requirements.md §P3 splits it: first, second, third and family name. */
export const applicationFullName = sql<string>`concat_ws(' ', ${ca.firstName}, ${ca.secondName}, ${ca.thirdName}, ${ca.familyName})`;

/**
 * Finds customers by what staff type: a national id (digits, 6 or more: exact or prefix), an
 * Egyptian mobile (01..., +20... or 20...), or a part of the Arabic/English name. Each form is one
 * index: prefixes are range scans of the pattern-ops indexes (digits have no case, so LIKE), a name
 * part is a trigram search of `search_name` (the four parts as `applicationFullName` joins them).
 */
export function applicationSearchCondition(q: string): SQL | undefined {
  return applicationSearch(q).condition;
}

export interface ApplicationSearch {
  shape: string;
  condition: SQL;
  kept: SQL;
  values: Record<string, string>;
}

/**
 * A search as a kept statement runs it: its shape (which form, and whether its text has case: the
 * statement's name part), the condition with a placeholder for each value, and those values.
 */
export function applicationSearch(q: string): ApplicationSearch {
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    const local = digits.replace(/^\+?20(?=1)/, '0');
    const values = { phone: `${escapeLike(local)}%`, document: `${escapeLike(digits)}%` };
    const byPhone = (phone: string | Placeholder) => like(ca.phone, phone);
    if (local.startsWith('01') && local.length <= 11) {
      return {
        shape: 'phone',
        condition: byPhone(values.phone),
        kept: byPhone(sql.placeholder('phone')),
        values: { phone: values.phone },
      };
    }
    const either = (document: string | Placeholder, phone: string | Placeholder) =>
      or(like(ca.documentNumber, document), byPhone(phone))!;
    return {
      shape: 'digits',
      condition: either(values.document, values.phone),
      kept: either(sql.placeholder('document'), sql.placeholder('phone')),
      values,
    };
  }
  return nameSearch(q);
}

/** Characters the first and last word typed need for their pair to be known (`name_pairs`, migration 0027). */
const PAIR_EDGE = 3;

/**
 * A part of the application's four-part name, anywhere, any case (`search_name ILIKE '%q%'`, or LIKE
 * for text without case; spaces collapsed). Two words or more whose first and last have 3+
 * characters also need `name_pairs`: every name that contains 'عمر عبد الفتاح' has the pairs 'عمر عبد' and 'عبد الف', so the GIN index of the pairs
 * gives the candidates (exactly, no recheck) and the ILIKE decides, finding the same rows as the ILIKE
 * alone. There the ILIKE is written on `search_name || ''`, which the trigram index cannot serve: the
 * planner would otherwise AND in its far larger, lossy scan. One word stays the trigram search.
 */
export function nameSearchCondition(q: string): SQL {
  return nameSearch(q).condition;
}

export function nameSearch(q: string): ApplicationSearch {
  const text = q.replace(/\s+/g, ' ');
  const words = text.trim().split(' ');
  const edge = (word: string) => [...word].length >= PAIR_EDGE;
  const cased = hasCase(text) ? 'i' : 'c';
  const pattern = containsPattern(text);
  // containsText: an Arabic name (no case) is matched with LIKE, which finds what ILIKE finds
  // without lower-casing every candidate.
  if (words.length < 2 || !edge(words[0]!) || !edge(words.at(-1)!)) {
    return {
      shape: `name_${cased}`,
      condition: containsText(ca.searchName, text),
      kept: containsText(ca.searchName, text, sql.placeholder('pattern')),
      values: { pattern },
    };
  }
  const byPairs = (pairs: string | Placeholder, like: string | Placeholder) =>
    and(
      sql`name_pairs(${ca.searchName}) @> name_pairs(${pairs})`,
      containsText(sql`(${ca.searchName} || '')`, text, like),
    )!;
  return {
    shape: `pairs_${cased}`,
    condition: byPairs(text.trim(), pattern),
    kept: byPairs(sql.placeholder('pairs'), sql.placeholder('pattern')),
    values: { pairs: text.trim(), pattern },
  };
}

/** A mobile as logs and staff without the right to see it read it: enough to tell two apart, not to call one (010•••••678). */
export const maskPhone = (phone: string): string =>
  phone.length > 6 ? `${phone.slice(0, 3)}${'•'.repeat(phone.length - 6)}${phone.slice(-3)}` : '•••';

/** A national id as staff without the right to see it read it: all but the last four digits hidden. */
export const maskNationalId = (documentNumber: string | null): string | null =>
  documentNumber ? `${'•'.repeat(Math.max(0, documentNumber.length - 4))}${documentNumber.slice(-4)}` : null;
