import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA with history fallback: any GET that is not an API, docs or file path and
 * asks for HTML gets index.html, so deep links like /app/offers/banners work on reload. HEAD
 * answers like GET without the body (a load balancer's or uptime monitor's check of `/`).
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of each asset; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|files|config\.json|healthz|readyz)(\/|$)/.test(request.url) &&
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
