import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BodyOf, Endpoint, ResponseOf } from '@cmt/contract/endpoint';
import { errorBody, requiredAccess } from '@cmt/contract/endpoint';
import { approvalHeld, isHeld } from '@cmt/contract/approval-actions';
import { areasOff, catalog } from '@cmt/contract/catalog';
import { findUnstorableText } from '@cmt/contract/fields';
import type { Staff } from './staff.ts';
import { AppError, badRequest, fieldIssue, forbidden, invalidFields, unauthorized } from './errors.ts';
import { parseIfMatch } from './versions.ts';
import { readsFromReplica } from '../db/replicas.ts';
import {
  beginIdempotent,
  completeIdempotent,
  readIdempotencyKey,
  releaseIdempotent,
  requestHashOf,
  type IdempotentCall,
} from './idempotency.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * What a download endpoint's handler answers (`download` in the contract): the file's name and its
 * bytes as a stream, sent as an attachment of the contract's content type, never held whole.
 */
export interface FileDownload {
  filename: string;
  body: Readable;
  /** Extra headers, e.g. the file's SHA-256. */
  headers?: Record<string, string>;
  /** The file's own type when it differs from the endpoint's (an image stored as JPEG, not PNG). */
  contentType?: string;
  /** `inline`: the browser may show it in the page (an image or PDF preview); else a download. */
  disposition?: 'attachment' | 'inline';
}

/** A handler's answer: its endpoint's response shape, or a file for download endpoints. */
export type HandlerResult<E extends Endpoint> = E['download'] extends object ? FileDownload : ResponseOf<E>;

/** What a handler receives: parsed input, the signed-in staff member (null only on public endpoints). */
export interface HandlerContext<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : BodyOf<E>;
  staff: E['access'] extends 'public' ? Staff | null : Staff;
  /**
   * The version in the request's `If-Match` (endpoints with `ifMatch`); undefined when not sent or `*`;
   * `UNMATCHABLE_VERSION` (0) when it names no version, so the claim refuses it with 412.
   */
  ifMatch: number | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

export interface Implementation {
  endpoint: Endpoint;
  handler: (ctx: HandlerContext<Endpoint>) => Promise<unknown>;
}

/** Binds a handler to its contract endpoint; types of input and output come from the endpoint's schemas. */
export function implement<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<HandlerResult<E>>,
): Implementation {
  return { endpoint, handler: handler as Implementation['handler'] };
}

/**
 * Deny by default: an API route that did not come through registerEndpoints (so has no declared
 * access rule) stops the server from starting. Installed as an onRoute hook by the app.
 */
export function assertDeclaredAccess(route: {
  url: string;
  method: string | string[];
  config?: unknown;
}): void {
  const access = (route.config as { access?: string } | undefined)?.access;
  if (/^\/api\/v\d+\//.test(route.url) && !access) {
    throw new Error(
      `API route ${String(route.method)} ${route.url} has no access rule: declare it in the contract catalog`,
    );
  }
}

const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  412: errorBody,
  422: errorBody,
};

/** The row version of an answer, for its ETag (records carry `version`, `db/columns.ts`). */
const versionOf = (result: unknown): number | undefined => {
  const version = (result as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * Registers every implementation with its contract schema and access rule. The permission check runs
 * before validation, so a caller without the permission learns nothing about the input rules. Before
 * either, an endpoint of a switched-off area (`ENABLED_AREAS`; `areasOff` in the contract)
 * answers 404 AREA_DISABLED, as if it did not exist. Fails at start if a catalog endpoint has no
 * implementation.
 */
export function registerEndpoints(app: FastifyInstance, implementations: readonly Implementation[]): void {
  const enabled = new Set<string>(app.config.ENABLED_AREAS);
  const implemented = new Set(implementations.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
  const missing = catalog.filter((endpoint) => !implemented.has(`${endpoint.method} ${endpoint.path}`));
  if (missing.length > 0) {
    throw new Error(
      `Endpoints without implementation: ${missing.map((e) => `${e.method} ${e.path}`).join(', ')}`,
    );
  }
  for (const { endpoint, handler } of implementations) {
    const { access } = endpoint;
    const fromReplica = readsFromReplica(endpoint);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { access: typeof access === 'string' ? access : `by query ${access.query}` },
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.path.split('/')[4] ?? 'app'],
        ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
        response: {
          ...(endpoint.response ? { 200: endpoint.response } : { 204: z.null().describe('No content') }),
          // A four-eyes action held for a second person (lib/approvals.ts): nothing changed yet.
          ...(endpoint.guarded ? { 202: approvalHeld } : {}),
          ...errorResponses,
        },
      },
      onRequest: async (request: FastifyRequest) => {
        const off = areasOff(endpoint, request.query, enabled);
        if (off.length > 0) {
          throw new AppError(
            404,
            'AREA_DISABLED',
            `This part of the app is switched off: ${off.join(', ')}`,
            {
              areas: off,
            },
          );
        }
        if (access === 'public') return;
        const staff = await request.server.authenticate(request);
        if (!staff) throw unauthorized();
        const needed = requiredAccess(access, request.query);
        if (needed === null && typeof access === 'object') {
          const values = Object.keys(access.permissions).join(', ');
          throw badRequest(`${access.query}: use one of ${values}`, 'VALIDATION_FAILED', [
            { path: ['query', access.query], message: `Use one of ${values}` },
          ]);
        }
        if (needed !== 'authenticated' && !staff.permissions.includes(needed as string)) throw forbidden();
        request.staff = staff;
      },
      // One net under every field schema: a string PostgreSQL cannot store (NUL, a lone surrogate),
      // anywhere in the input, is a 400 naming its place, never a 500 from the database.
      preValidation: async (request: FastifyRequest) => {
        for (const [where, value] of [
          ['params', request.params],
          ['query', request.query],
          ['body', request.body],
        ] as const) {
          const found = findUnstorableText(value, [where]);
          if (found) throw invalidFields([fieldIssue(found.path, found.message)]);
        }
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const replicas = fromReplica ? request.server.readReplicas : null;
        const handle = () =>
          handler({
            params: request.params,
            query: request.query,
            body: request.body,
            staff: request.staff,
            ifMatch: endpoint.ifMatch ? parseIfMatch(request.headers['if-match']) : undefined,
            request,
            reply,
            app: request.server,
          } as HandlerContext<Endpoint>);
        // A list, search, export, Home or the customer page: from a replica when one may answer.
        const run = replicas
          ? () => replicas.run(request.staff?.sessionId, readAfterOf(request), handle)
          : handle;
        const key = endpoint.idempotent ? readIdempotencyKey(request.headers['idempotency-key']) : undefined;
        if (endpoint.download)
          return sendDownload(reply, endpoint.download.contentType, (await run()) as FileDownload);
        if (key === undefined || !request.staff || !endpoint.response) {
          const result = await run();
          // A handler that answered by itself (a Server-Sent Events stream took the response).
          if (reply.sent) return reply;
          if (endpoint.guarded && isHeld(result)) return reply.code(202).send(result);
          if (!endpoint.response) return reply.code(204).send();
          const version = versionOf(result);
          if (version !== undefined) void reply.header('etag', `"${version}"`);
          return result as object;
        }
        return replayOrRun(request, reply, endpoint, key, run);
      },
    });
  }
}

/** The read-your-writes fence the client sends back (plugins/read-replicas.ts). */
const readAfterOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['x-read-after'];
  return typeof value === 'string' ? value : undefined;
};

function sendDownload(reply: FastifyReply, declared: string, file: FileDownload): FastifyReply {
  const contentType = file.contentType ?? declared;
  const safeName = file.filename.replace(/[^\w.-]/g, '_');
  for (const [name, value] of Object.entries(file.headers ?? {})) void reply.header(name, value);
  return reply
    .header('content-type', contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType)
    .header('content-disposition', `${file.disposition ?? 'attachment'}; filename="${safeName}"`)
    .send(file.body);
}

/**
 * A create with an Idempotency-Key: the first request runs and its serialised answer is stored;
 * the same key again gets that answer back (`Idempotent-Replayed: true`), not a second record.
 */
async function replayOrRun(
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: Endpoint,
  key: string,
  run: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { db } = request.server;
  const call: IdempotentCall = {
    staffId: request.staff!.id,
    endpoint: `${endpoint.method} ${endpoint.path}`,
    key,
    requestHash: requestHashOf({ params: request.params, query: request.query, body: request.body }),
  };
  const started = await beginIdempotent(db, call);
  let payload: string;
  if (started.claimed) {
    try {
      const result = await run();
      if (endpoint.guarded && isHeld(result)) void reply.code(202);
      payload = reply.serialize(result) as string;
    } catch (error) {
      await releaseIdempotent(db, call).catch(() => {});
      throw error;
    }
    await completeIdempotent(db, call, payload);
  } else {
    payload = started.response;
    void reply.header('idempotent-replayed', 'true');
  }
  const answer: unknown = JSON.parse(payload);
  if (endpoint.guarded && isHeld(answer)) void reply.code(202);
  const version = versionOf(answer);
  if (version !== undefined) void reply.header('etag', `"${version}"`);
  return reply.type('application/json; charset=utf-8').send(payload);
}
