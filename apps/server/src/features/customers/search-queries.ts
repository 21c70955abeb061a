import { and, asc, eq, getTableName, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { latinDigits } from '@cmt/contract/digits';
import {
  SEARCH_LIMIT,
  canSearchKind,
  canSeeWholeMobile,
  searchKinds,
  type SearchKind,
  type SearchResult,
} from '@cmt/contract/endpoints/customers';
import { CASE_REFERENCE_PATTERN } from '@cmt/contract/endpoints/cases';
import { normalizeEgyptianMobile } from '@cmt/contract/sms';
import type { DbOrTx } from '../../db/client.ts';
import {
  affiliateMerchants,
  cases,
  appUsers,
  customerApplications as ca,
  merchants,
  offers,
  staffUsers,
} from '../../db/schema.ts';
import { maskNationalId, maskPhone, nameSearch } from '../../domain/applications.ts';
import { nameContains } from '../../domain/merchants.ts';
import { recordRead, type Actor } from '../../lib/audit.ts';
import { keptOrBuilt, keptStatement } from '../../lib/kept-statements.ts';
import { maskedFilters } from '../../lib/list-export.ts';
import { containsPattern, containsText, hasCase } from '../../lib/sql.ts';
import type { Staff } from '../../lib/staff.ts';

type Viewer = Pick<Staff, 'permissions'>;
type Group = { kind: SearchKind; items: SearchResult[] };

/** An id staff may type (in Latin or Arabic-Indic digits): digits that fit the ids' integer column. */
function idOf(q: string): number | null {
  const digits = latinDigits(q);
  return /^\d{1,10}$/.test(digits) && Number(digits) <= 2_147_483_647 && Number(digits) > 0
    ? Number(digits)
    : null;
}

/** A term as the search reads numbers: Arabic-Indic digits as 0-9, spaces, dashes, dots and brackets gone. */
const compactOf = (q: string) => latinDigits(q).replace(/[\s\-().]/g, '');

/**
 * The customers a term names, each form through one index: a mobile in any Egyptian form is
 * normalised and matched exactly (the app's mobile, unique; the application's, pattern-ops index), a
 * 14-digit national id exactly (pattern-ops index), other digits as a user id (primary key), and text
 * as a part of the app name or the application's four-part name (trigram indexes; a name of two words
 * or more through its word pairs, `nameSearchCondition`).
 */
async function customers(db: DbOrTx, viewer: Viewer, q: string): Promise<SearchResult[]> {
  const compact = compactOf(q);
  const mobile = normalizeEgyptianMobile(compact);
  const ids = new Set<number>();
  const take = async (rows: Promise<{ id: number }[]>) => {
    for (const row of await rows) if (ids.size < SEARCH_LIMIT) ids.add(row.id);
  };
  // The exact lookups are kept statements (lib/kept-statements.ts): their SQL never depends on the term.
  const lookup = (name: string, column: AnyPgColumn, id: AnyPgColumn, value: string | number) =>
    take(
      keptStatement(db, `search_customers_${name}`, (statement) =>
        db
          .select({ id })
          .from(column.table)
          .where(eq(column, sql.placeholder('value')))
          .limit(SEARCH_LIMIT)
          .prepare(statement),
      ).execute({ value }) as Promise<{ id: number }[]>,
    );
  if (mobile) {
    await lookup('mobile', appUsers.phone, appUsers.id, mobile);
    await lookup('application_mobile', ca.phone, ca.userId, mobile);
  } else if (/^\d{14}$/.test(compact)) {
    await lookup('national_id', ca.documentNumber, ca.userId, compact);
  } else if (/^\+?\d+$/.test(compact)) {
    const id = idOf(compact);
    if (id !== null) await lookup('id', appUsers.id, appUsers.id, id);
  } else if (isNameTerm(q)) {
    // Kept per form of the name (`nameSearch`'s shape), unnamed: each pattern is planned for itself.
    const name = nameSearch(q);
    await take(
      keptOrBuilt(
        db,
        `search_customers_${name.shape}`,
        () =>
          db.select({ id: ca.userId }).from(ca).where(name.kept).orderBy(asc(ca.userId)).limit(SEARCH_LIMIT),
        'unnamed',
      ).execute(name.values),
    );
    const text = q.replace(/\s+/g, ' ');
    await take(
      keptOrBuilt(
        db,
        `search_customers_app_name_${hasCase(text) ? 'i' : 'c'}`,
        () =>
          db
            .select({ id: appUsers.id })
            .from(appUsers)
            .where(containsText(appUsers.name, text, sql.placeholder('pattern')))
            .orderBy(asc(appUsers.id))
            .limit(SEARCH_LIMIT),
        'unnamed',
      ).execute({ pattern: containsPattern(text) }),
    );
  }
  if (ids.size === 0) return [];
  const rows = await keptStatement(db, 'search_customers_found', (name) =>
    db
      .select({
        id: appUsers.id,
        name: appUsers.name,
        phone: appUsers.phone,
        fullName: ca.searchName,
        documentNumber: ca.documentNumber,
      })
      .from(appUsers)
      .leftJoin(ca, eq(ca.userId, appUsers.id))
      .where(sql`${appUsers.id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(asc(appUsers.id))
      .prepare(name),
  ).execute({ ids: [...ids] });
  const phoneOf = canSeeWholeMobile(viewer.permissions) ? (phone: string) => phone : maskPhone;
  return rows.map((row) => ({
    id: row.id,
    title: row.fullName || row.name,
    titleAr: null,
    detail:
      [row.phone && phoneOf(row.phone), maskNationalId(row.documentNumber)].filter(Boolean).join(' · ') ||
      null,
  }));
}

/**
 * A part of a name is searched from 3 characters: the trigram indexes need three, and a shorter part
 * would scan every row at a million customers.
 */
const isNameTerm = (q: string) => q.trim().length >= 3;

/**
 * Records named by a part of their English or Arabic name (trigram indexes), or by their id: the
 * term's id and pattern are the placeholders `id` and `pattern` of a kept statement, one per kind and
 * shape of term (`termShape`). `names` builds the name condition on the pattern placeholder.
 */
function byNameOrId(q: string, table: { id: AnyPgColumn }, names: (pattern: Placeholder) => SQL): SQL {
  const byId = eq(table.id, sql.placeholder('id'));
  if (!isNameTerm(q)) return byId;
  return idOf(q) === null ? names(sql.placeholder('pattern')) : or(byId, names(sql.placeholder('pattern')))!;
}

/** What of a term its statement depends on: an id, a name part, or both; matched with or without case. */
const termShape = (q: string) =>
  `${!isNameTerm(q) ? 'id' : idOf(q) === null ? 'name' : 'id_name'}_${hasCase(q) ? 'ilike' : 'like'}`;
const termValues = (q: string) => ({ id: idOf(q) ?? 0, pattern: containsPattern(q) });
/** A term that can name nothing (under 3 characters and not an id) is not looked for. */
const searchable = (q: string) => isNameTerm(q) || idOf(q) !== null;

async function bilingual(
  db: DbOrTx,
  table: typeof merchants | typeof affiliateMerchants,
  q: string,
): Promise<SearchResult[]> {
  if (!searchable(q)) return [];
  const rows = await keptStatement(db, `search_${getTableName(table)}_${termShape(q)}`, (name) =>
    db
      .select({ id: table.id, nameEn: table.nameEn, nameAr: table.nameAr })
      .from(table)
      .where(byNameOrId(q, table, (pattern) => nameContains(table, q, pattern)))
      .orderBy(asc(table.id))
      .limit(SEARCH_LIMIT)
      .prepare(name),
  ).execute(termValues(q));
  return rows.map((row) => ({ id: row.id, title: row.nameEn, titleAr: row.nameAr, detail: null }));
}

async function offersNamed(db: DbOrTx, q: string): Promise<SearchResult[]> {
  if (!searchable(q)) return [];
  const rows = await keptStatement(db, `search_offers_${termShape(q)}`, (name) =>
    db
      .select({ id: offers.id, titleEn: offers.titleEn, titleAr: offers.titleAr, kind: offers.kind })
      .from(offers)
      .where(
        and(
          eq(offers.isDeleted, false),
          byNameOrId(q, offers, (pattern) =>
            or(containsText(offers.titleEn, q, pattern), containsText(offers.titleAr, q, pattern))!,
          ),
        ),
      )
      .orderBy(asc(offers.id))
      .limit(SEARCH_LIMIT)
      .prepare(name),
  ).execute(termValues(q));
  return rows.map((row) => ({ id: row.id, title: row.titleEn, titleAr: row.titleAr, detail: row.kind }));
}

async function staffNamed(db: DbOrTx, q: string): Promise<SearchResult[]> {
  if (!searchable(q)) return [];
  const rows = await keptStatement(db, `search_staff_${termShape(q)}`, (name) =>
    db
      .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .where(
        byNameOrId(q, staffUsers, (pattern) =>
          or(containsText(staffUsers.name, q, pattern), containsText(staffUsers.email, q, pattern))!,
        ),
      )
      .orderBy(asc(staffUsers.id))
      .limit(SEARCH_LIMIT)
      .prepare(name),
  ).execute(termValues(q));
  return rows.map((row) => ({ id: row.id, title: row.name, titleAr: null, detail: row.email }));
}

/**
 * Cases by their reference (`CMP-2026-000123`, any case, the number with or without its zeros): one
 * exact lookup on the unique index; a name or a number alone finds no case.
 */
async function casesByReference(db: DbOrTx, q: string): Promise<SearchResult[]> {
  if (!CASE_REFERENCE_PATTERN.test(q.trim())) return [];
  const [prefix, year, seq] = q.trim().toUpperCase().split('-') as [string, string, string];
  const reference = `${prefix}-${year}-${seq.padStart(6, '0')}`;
  const rows = await db
    .select({ id: cases.id, reference: cases.reference, title: cases.title, status: cases.status })
    .from(cases)
    .where(eq(cases.reference, reference))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ id: row.id, title: row.reference, titleAr: null, detail: row.status }));
}

const searchers: Record<SearchKind, (db: DbOrTx, viewer: Viewer, q: string) => Promise<SearchResult[]>> = {
  customers,
  offers: (db, _, q) => offersNamed(db, q),
  merchants: (db, _, q) => bilingual(db, merchants, q),
  affiliateMerchants: (db, _, q) => bilingual(db, affiliateMerchants, q),
  staff: (db, _, q) => staffNamed(db, q),
  cases: (db, _, q) => casesByReference(db, q),
};

/**
 * The term as the audit trail keeps it: a number (typed with spaces or in Arabic-Indic digits) as it
 * was searched, then every run of 6+ digits masked to its last 4, as list exports keep their filters.
 */
const auditedQuery = (q: string) => {
  const compact = compactOf(q);
  return maskedFilters({ query: /^\+?\d+$/.test(compact) ? compact : latinDigits(q) }).query;
};

/**
 * The app bar's search: each kind the viewer may see, in order, with its matches (empty kinds left
 * out). Customers found are a read of personal data, recorded before the answer leaves: one entry per
 * search, on the customer when it found one, with the term masked and the ids found.
 */
export async function globalSearch(
  db: DbOrTx,
  actor: Actor,
  viewer: Viewer,
  q: string,
): Promise<{ groups: Group[] }> {
  const groups: Group[] = [];
  for (const kind of searchKinds) {
    if (!canSearchKind(viewer.permissions, kind)) continue;
    const items = await searchers[kind](db, viewer, q);
    if (items.length > 0) groups.push({ kind, items });
  }
  const found = groups.find((group) => group.kind === 'customers')?.items.map((item) => item.id) ?? [];
  if (found.length > 0)
    await recordRead(db, actor, {
      action: 'customer.search',
      targetType: 'app_user',
      targetId: found.length === 1 ? found[0] : null,
      details: { query: auditedQuery(q), userIds: found },
    });
  return { groups };
}
