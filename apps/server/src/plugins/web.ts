import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The security headers (helmet) that act only on a document the browser renders: a hashed asset and
 * a JSON answer of the API go without them (`nosniff` stays everywhere).
 */
export const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** What a hashed asset does without: those, the request id, and `send`'s revalidation headers. */
const ASSET_HEADERS_DROPPED = [...DOCUMENT_HEADERS, 'x-request-id', 'etag', 'last-modified', 'accept-ranges'];

/** Removes headers whether they were set on the reply or on the raw response (security headers are). */
export function dropHeaders(reply: FastifyReply, names: readonly string[]): void {
  for (const name of names) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

/**
 * Serves the built SPA with history fallback: any GET that is not an API, docs or file path and
 * asks for HTML gets index.html, so deep links like /app/offers/banners work on reload. HEAD
 * answers like GET without the body (a load balancer's or uptime monitor's check of `/`).
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    const files = {
      index: false,
      // The build writes .br and .gz copies of each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A hashed asset is script, style, font or image the documents load, never a document
        // itself: the security headers (CSP and the rest) act on documents, so only `nosniff` stays;
        // nor is it ever revalidated (its name changes with its content). About 850 bytes less on
        // each of the dozens of files a cold page load fetches (scripts/bundle-size.mjs).
        if (immutable) dropHeaders(reply, ASSET_HEADERS_DROPPED);
      },
    } as const;
    // The hashed assets (~300 files): one route for their folder, a name not found there goes on to
    // the not-found handler (a 404). A route per file (GET and HEAD, and for each .br and .gz copy:
    // ~1,800) was a quarter of a restart's time.
    const assets = path.join(distDir, 'assets');
    if (fs.existsSync(assets))
      await app.register(fastifyStatic, { ...files, root: assets, prefix: '/assets/', decorateReply: false });
    // The few files beside index.html (favicons): a route each (GET and HEAD), so that any other path
    // without an extension is a page of the app (the not-found handler below). Listed here: the glob
    // of @fastify/static (`wildcard: false`) cost ~8 ms of every start for two names.
    await app.register(fastifyStatic, { ...files, root: distDir, serve: false });
    for (const entry of fs.readdirSync(distDir, { withFileTypes: true })) {
      const { name } = entry;
      if (name.startsWith('.') || /\.(br|gz)$/.test(name)) continue;
      if (!(entry.isFile() || (entry.isSymbolicLink() && fs.statSync(path.join(distDir, name)).isFile())))
        continue;
      app.get(`/${name}`, { schema: { hide: true }, exposeHeadRoute: true }, async (_request, reply) =>
        reply.sendFile(name),
      );
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|files|config\.json|livez|healthz|readyz)(\/|$)/.test(request.url) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPage) {
      return reply
        .code(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
