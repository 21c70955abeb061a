import { z } from 'zod';
import type { AreaFlag } from './areas.ts';
import { idField, pageField, pageSizeField } from './fields.ts';
import type { ApprovalHeld, HeldAction } from './approval-actions.ts';
import type { PermissionKey } from './permissions.ts';

/**
 * One API operation, declared once. The server registers it (validation, serialisation, OpenAPI,
 * permission check) and the web client calls it, both from this object.
 * `access` is the ONE token key the caller must hold, `authenticated` (any valid session: used only
 * for what every signed-in screen needs, such as feature flags) or `public`.
 */
export type Access = PermissionKey | 'authenticated' | 'public' | AccessByQuery;

/**
 * One URL that serves several operations told apart by a query parameter (docs/requirements.md §P7's
 * `/files/bulk-upload?feature=`): each value is its own operation with ONE permission, resolved from
 * the query before validation. A value outside the map is refused.
 */
export interface AccessByQuery {
  query: string;
  permissions: Readonly<Record<string, PermissionKey>>;
  /** The area flags each value's operation needs (its screen's area), as `Endpoint.areas`. */
  areas?: Readonly<Record<string, readonly AreaFlag[]>>;
}

/** The permission a call needs: the endpoint's own, or the one of its query value (null: unknown value). */
export function requiredAccess(
  access: Access,
  query: unknown,
): PermissionKey | 'authenticated' | 'public' | null {
  if (typeof access === 'string') return access;
  const value = (query as Record<string, unknown> | undefined)?.[access.query];
  return typeof value === 'string' && Object.hasOwn(access.permissions, value)
    ? access.permissions[value]!
    : null;
}
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: Method;
  path: string;
  access: Access;
  summary: string;
  /**
   * The area flags (docs/requirements.md §P1) that must all be on for this endpoint to exist; with one off it answers
   * 404 AREA_DISABLED. Normally left out: the endpoint takes its file's areas (`catalog.ts`). Set only
   * where one endpoint differs from its file (a lookup the screens of another area call).
   */
  areas?: readonly AreaFlag[];
  /**
   * Instead of `areas`: the endpoint exists while ANY of these flags is on, for a call the screens of
   * two areas share (the regular offer editor is enabled by the affiliate flag, the other offer forms by
   * the offers flag: their settings, tags, images and merchant pickers answer under either).
   */
  anyOfAreas?: readonly AreaFlag[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * An edit or delete of a versioned record: the caller may send `If-Match: "<version>"` (the ETag
   * of the record's GET, also its `version` field); a version that is no longer current, or a tag that
   * names no version, is refused with 412 STALE_RECORD and nothing is written (without If-Match the
   * change applies, for other API clients). A whole-list save whose answer is the list itself (popular
   * and onboarding offers: an array, as the spec shapes it) carries the list's version in the ETag
   * header only.
   */
  ifMatch?: true;
  /**
   * A create: the caller may send an `Idempotency-Key`; the same key with the same request within
   * 24 hours replays the first answer instead of creating again (422 with other content).
   */
  idempotent?: true;
  /**
   * The answer is a file (an export, an archived PDF) streamed as a download, not JSON; `response`
   * only describes it for the API docs.
   */
  download?: {
    contentType:
      'text/csv' | 'application/pdf' | 'application/zip' | 'image/png' | 'application/octet-stream';
    /** A list's CSV export (`listExport`): its columns, in order (the header row, in snake_case). */
    columns?: readonly string[];
  };
  /** Multipart upload with a single `file` field, up to `maxBytes`. */
  upload?: { maxBytes: number };
  /** `null` for 204 No Content. */
  response: z.ZodType | null;
  /**
   * A four-eyes action (`approval-actions.ts`): when its policy holds the call, nothing changes and
   * the answer is 202 `{approvalId, status: "PENDING"}` (`isHeld`), so the response type includes it.
   */
  guarded?: HeldAction;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

export const V2 = '/api/v2/cmt-backend';
export const V3 = '/api/v3/cmt-backend';

/** The single error shape of every 4xx/5xx (docs/requirements.md §D2). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParams = z.object({ id: idField() });

export const pageQuery = {
  page: pageField(),
  pageSize: pageSizeField(20),
};
export const sortOrder = z.enum(['asc', 'desc']).default('desc');

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The query of a list endpoint: a zod object (maybe with checks across fields, such as a date range). */
type ListQuery = z.ZodObject<z.ZodRawShape>;

/** A list's query without its paging (`page`, `pageSize`), with the list's own checks across fields kept. */
export function withoutPaging<Q extends ListQuery>(
  query: Q,
): z.ZodObject<Omit<Q['shape'], 'page' | 'pageSize'>> {
  const { page: _page, pageSize: _pageSize, ...shape } = query.shape;
  const rest = z.object(shape);
  const checks = (query._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
  return (checks.length > 0 ? rest.check(...checks) : rest) as never;
}

/** The row of a list's answer: `items` (paged lists) or `hits` (the offer search). */
export type ListItemOf<E extends Endpoint> =
  ResponseOf<E> extends { items: readonly (infer I)[] }
    ? I
    : ResponseOf<E> extends { hits: readonly (infer I)[] }
      ? I
      : never;

/**
 * The CSV export of a list, derived from the list's endpoint: GET `<list path>/export` (or `path`),
 * the list's ONE permission and area flags, its query (filters, sort and order) without paging, and
 * the file's columns, in order: fields of the list's row (their cells as the row gives them) or, for
 * a column the row does not have, a cell the server computes. Every matching row is streamed
 * (`exportList` on the server), not a page.
 */
export function listExport<
  const L extends Endpoint & { query: ListQuery },
  const C extends readonly string[],
>(list: L, columns: C, options: { path?: string; summary?: string } = {}) {
  return defineEndpoint({
    method: 'GET',
    path: options.path ?? `${list.path}/export`,
    access: list.access,
    ...(list.areas ? { areas: list.areas } : {}),
    ...(list.anyOfAreas ? { anyOfAreas: list.anyOfAreas } : {}),
    summary:
      options.summary ??
      `CSV export of: ${list.summary} (every row of the filters, streamed; UTF-8 with BOM, formula-safe)`,
    query: withoutPaging(list.query),
    download: { contentType: 'text/csv', columns },
    response: z.string().describe('text/csv'),
  } as const) as {
    method: 'GET';
    path: string;
    access: L['access'];
    summary: string;
    query: z.ZodObject<Omit<L['query']['shape'], 'page' | 'pageSize'>>;
    download: { contentType: 'text/csv'; columns: C };
    response: z.ZodString;
  };
}

/** Request-side types of an endpoint, as the caller writes them (before defaults apply). */
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** What the server's handler receives after validation (defaults applied, numbers parsed): for domain code. */
export type ParsedQueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.output<E['query']>
  : undefined;
export type ParsedBodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
export type ResponseOf<E extends Endpoint> =
  | (E['response'] extends z.ZodType ? z.output<E['response']> : void)
  | (E['guarded'] extends string ? ApprovalHeld : never);
