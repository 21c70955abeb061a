import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@cmt/contract/endpoint';
import { currentLanguage } from './i18n';
import { latestAccessToken, logout, noteActivity, renewedSince } from './session';
import { storageKeys } from './storage-keys';

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's error body. */
export class ApiError extends Error {
  status: number;
  code: string;
  details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (details !== undefined) this.details = details;
  }
}

/** A refusal for too many attempts in a short time (429): the user should wait, not retry now. */
export const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.status === 429;

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Cancels the request (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
  /** Edits (`ifMatch` endpoints): the version the record had when the form opened; a newer one is a 412. */
  ifMatch?: number;
  /** Creates (`idempotent` endpoints): the same key replays the first answer (`useIdempotencyKey`). */
  idempotencyKey?: string;
  /**
   * The session's own renewal ("Stay signed in"): its 401 is final, never sent again with a token
   * renewed meanwhile (it runs while the renewal holds the lock). A flag, not the endpoint imported
   * here: the auth endpoints' schemas would join the sign-in page's first load.
   */
  renewal?: boolean;
}

/** A save refused because someone else saved the record first (412 STALE_RECORD). */
export const isStaleRecord = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'STALE_RECORD';

export interface UploadOptions<E extends Endpoint> {
  /** Only for upload endpoints whose path has `:params`. */
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Fills `:name` (and drops an unfilled optional `:name?`) in an endpoint path. */
export function buildPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter :${name} for ${path}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/** Serialises a query object, skipping undefined, null and empty values; arrays repeat the key. */
export function buildQuery(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    'local-app-id': 'CMT',
  };
  const token = latestAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const readAfter = localStorage.getItem(storageKeys.readAfter);
  if (readAfter) headers['X-Read-After'] = readAfter;
  return headers;
}

/**
 * Keeps the fence a write's answer carries (`X-Read-After`): the server's reads for this session
 * then wait for a database replica to have that write (docs/deployment.md, "Read replicas").
 */
function keepReadAfter(value: string | null): void {
  if (value) localStorage.setItem(storageKeys.readAfter, value);
}

/**
 * A 401 to a request sent with a token that "Stay signed in" (here or in another tab) has replaced
 * meanwhile: the server refuses a replaced token, so the request is sent once more with the new one
 * instead of signing out. Never for the renewal itself (`renewal`).
 */
async function sentBeforeRenewal(
  endpoint: Endpoint,
  status: number,
  sent: Record<string, string>,
  renewal = false,
) {
  const token = sent.Authorization?.slice('Bearer '.length);
  if (status !== 401 || endpoint.access === 'public' || !token || renewal) return false;
  return renewedSince(token);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * 403s that refuse one change, not the session: to staff accounts (granting what one lacks, editing
 * oneself), and a four-eyes decision (the maker deciding, a checker without the action's permission
 * or tied to the maker, withdrawing another's request; docs/four-eyes.md). The screen explains the
 * refusal instead of signing the user out.
 */
const refusalsThatKeepTheSession = new Set([
  'SELF_EDIT',
  'PERMISSION_ESCALATION',
  'SAME_PERSON',
  'NOT_A_CHECKER',
  'CHECKER_TIED_TO_MAKER',
  'NOT_THE_MAKER',
]);

/**
 * Turns a non-2xx answer into an ApiError. Any 401/403 ends the session (docs/requirements.md §P8), except on
 * public endpoints (the sign-in calls), where a 401 only means wrong credentials, and for the
 * refusals above.
 */
function failure(endpoint: Endpoint, status: number, statusText: string, text: string): ApiError {
  const body = parseJson(text) as { message?: unknown; code?: unknown; details?: unknown } | undefined;
  const error = new ApiError(
    status,
    typeof body?.code === 'string' ? body.code : `HTTP_${status}`,
    typeof body?.message === 'string' ? body.message : statusText || `Request failed with status ${status}`,
    body?.details,
  );
  const keepsSession = status === 403 && refusalsThatKeepTheSession.has(error.code);
  if ((status === 401 || status === 403) && endpoint.access !== 'public' && !keepsSession) logout();
  return error;
}

function success<E extends Endpoint>(status: number, text: string): ResponseOf<E> {
  // The server saw the session used now: the idle deadline moves on (lib/session.ts).
  noteActivity();
  return (status === 204 ? undefined : parseJson(text)) as ResponseOf<E>;
}

const networkError = () => new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server');

/** Calls one endpoint of the contract catalog. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<ResponseOf<E>> {
  return (await callApiVersioned(endpoint, input)).data;
}

/** `"7"` (or `W/"7"`) → 7; no or another ETag → undefined. */
export function versionOfEtag(etag: string | null): number | undefined {
  const match = /^(?:W\/)?"(\d+)"$/.exec(etag?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * Calls one endpoint and also hands back the version in the answer's ETag: for whole lists saved at
 * once (popular and onboarding offers), whose answer is the list itself and carries no `version`.
 */
export async function callApiVersioned<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<{ data: ResponseOf<E>; version: number | undefined }> {
  const url = buildPath(endpoint.path, input.params ?? undefined) + buildQuery(input.query ?? undefined);
  const send = async () => {
    const headers = requestHeaders();
    if (input.ifMatch !== undefined) headers['If-Match'] = `"${input.ifMatch}"`;
    if (input.idempotencyKey !== undefined) headers['Idempotency-Key'] = input.idempotencyKey;
    let body: string | undefined;
    if (input.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    try {
      const answer = await fetch(url, {
        method: endpoint.method,
        headers,
        body,
        signal: input.signal ?? null,
      });
      return { answer, headers };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
  };
  const first = await send();
  const response = (await sentBeforeRenewal(endpoint, first.answer.status, first.headers, input.renewal))
    ? (await send()).answer
    : first.answer;
  keepReadAfter(response.headers.get('x-read-after'));
  const text = response.status === 204 ? '' : await response.text();
  if (!response.ok) throw failure(endpoint, response.status, response.statusText, text);
  return { data: success<E>(response.status, text), version: versionOfEtag(response.headers.get('etag')) };
}

/** Uploads one file as the multipart field `file`, reporting progress (0..1) as it goes. */
export async function uploadFile<E extends Endpoint>(
  endpoint: E,
  file: File,
  options: UploadOptions<E> = {},
): Promise<ResponseOf<E>> {
  const first = await uploadOnce(endpoint, file, options);
  const answer = (await sentBeforeRenewal(endpoint, first.status, first.headers))
    ? await uploadOnce(endpoint, file, options)
    : first;
  if (answer.status >= 200 && answer.status < 300) {
    options.onProgress?.(1);
    return success<E>(answer.status, answer.text);
  }
  throw failure(endpoint, answer.status, answer.statusText, answer.text);
}

/** One upload through XMLHttpRequest (fetch reports no upload progress): the raw answer. */
function uploadOnce<E extends Endpoint>(
  endpoint: E,
  file: File,
  options: UploadOptions<E>,
): Promise<{ status: number; statusText: string; text: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(
      endpoint.method,
      buildPath(endpoint.path, options.params ?? undefined) + buildQuery(options.query ?? undefined),
    );
    const headers = requestHeaders();
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      keepReadAfter(xhr.getResponseHeader('x-read-after'));
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText, headers });
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export interface DownloadOptions<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  signal?: AbortSignal;
  /** Bytes received so far, as they arrive (exports are streamed, so the total is rarely known). */
  onProgress?: (received: number) => void;
  /** The file name when the server does not give one. */
  fallbackName: string;
}

/**
 * Reads a file from a download endpoint of the contract (`download`: an export, an archived PDF, an
 * image only staff may see) with the session's headers (a plain link or `<img src>` would carry no
 * token), as it streams in, reporting progress. Errors are those of callApi.
 */
export async function fetchFile<E extends Endpoint>(
  endpoint: E,
  options: Omit<DownloadOptions<E>, 'fallbackName'>,
): Promise<{ blob: Blob; name: string | null }> {
  const url = buildPath(endpoint.path, options.params ?? undefined) + buildQuery(options.query ?? undefined);
  const send = async () => {
    const headers = requestHeaders();
    try {
      return { answer: await fetch(url, { headers, signal: options.signal ?? null }), headers };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
  };
  const first = await send();
  const response = (await sentBeforeRenewal(endpoint, first.answer.status, first.headers))
    ? (await send()).answer
    : first.answer;
  if (!response.ok) throw failure(endpoint, response.status, response.statusText, await response.text());
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    chunks.push(part.value);
    received += part.value.byteLength;
    options.onProgress?.(received);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }), name };
}

/**
 * Calls a download endpoint (`fetchFile`) and hands the file to the browser under the name the
 * server gave.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  options: DownloadOptions<E>,
): Promise<void> {
  const { blob, name } = await fetchFile(endpoint, options);
  saveFile(blob, name ?? options.fallbackName);
}

/** Hands a blob to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
