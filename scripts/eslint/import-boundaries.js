// One-way imports (STYLE.md), for the web app and the server alike: shared code -> features -> app,
// and a feature never imports another feature. A local rule, so linting needs no native resolver
// binaries.
//   web     apps/web/src:    shared = components/, lib/;  features/<area>/;  app = app/
//   server  apps/server/src: shared = lib/, db/, domain/, plugins/, seed/, config.ts;
//                            features/<area>/;  app = app.ts, server.ts, start-banner.ts, features/implementations.ts
//           and inside shared, lib/ is the floor: it never imports plugins/ (nor a feature).
// Two more server rules keep one shape per job (ARCHITECTURE.md, "One server feature shape"):
//   thin-routes          a route file (*-routes.ts, *-route.ts) declares and delegates: no drizzle-orm, no db/
//   http-at-the-edge     only route files, plugins (plugins/, *-plugin.ts), app.ts/server.ts and lib/endpoints.ts
//                        import fastify: domain code never sees a request
import path from 'node:path';

const roots = [
  {
    src: path.resolve('apps/web/src'),
    layer(top, second) {
      if (top === 'app') return 'app';
      if (top === 'components' || top === 'lib') return 'shared';
      if (top === 'features' && second) return `feature:${second}`;
      return null;
    },
  },
  {
    src: path.resolve('apps/server/src'),
    layer(top, second) {
      if (['app.ts', 'server.ts', 'start-banner.ts'].includes(top)) return 'app';
      if (top === 'features' && second === 'implementations.ts') return 'app';
      if (['lib', 'db', 'domain', 'plugins', 'seed', 'config.ts'].includes(top)) return 'shared';
      if (top === 'features' && second) return `feature:${second}`;
      return null;
    },
  },
];

/** The layer of a file: 'app', 'shared', 'feature:<name>' or null (outside the checked trees). */
function layerOf(file) {
  for (const root of roots) {
    const relative = path.relative(root.src, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    const [top, second] = relative.split(path.sep);
    return root.layer(top, second);
  }
  return null;
}

const serverSrc = path.resolve('apps/server/src');

/** The top folder of a server file (`lib`, `plugins`, `features`...), or null outside the server. */
function serverTop(file) {
  const relative = path.relative(serverSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

const isRouteFile = (file) => /-routes?\.ts$/.test(file);
const isHttpEdge = (file) => {
  const relative = path.relative(serverSrc, file).split(path.sep).join('/');
  return (
    isRouteFile(file) ||
    /-plugin\.ts$/.test(file) ||
    relative.startsWith('plugins/') ||
    ['app.ts', 'server.ts', 'lib/endpoints.ts'].includes(relative)
  );
};

function isAllowed(from, to, fromFile, toFile) {
  if (serverTop(fromFile) === 'lib' && ['plugins', 'features'].includes(serverTop(toFile))) return false;
  if (!from || !to || from === to) return true;
  if (to === 'shared') return true;
  if (to === 'app') return false; // nothing below the app imports it
  return from === 'app'; // a feature is imported only by the app
}

export default {
  rules: {
    'no-restricted-layers': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          restricted:
            "'{{from}}' must not import '{{to}}' (one-way imports: lib -> shared -> features -> app).",
        },
      },
      create(context) {
        const from = layerOf(context.filename);
        function check(node) {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const to = layerOf(target);
          if (!isAllowed(from, to, context.filename, target))
            context.report({ node: node.source, messageId: 'restricted', data: { from, to } });
        }
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
    'thin-routes': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          database:
            "A route file declares and delegates: read in *-queries.ts and change in *-writes.ts instead of importing '{{source}}'.",
        },
      },
      create(context) {
        if (serverTop(context.filename) === null || !isRouteFile(context.filename)) return {};
        function check(node) {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const touchesDatabase = source.startsWith('.')
            ? serverTop(path.resolve(path.dirname(context.filename), source)) === 'db'
            : source === 'drizzle-orm' || source.startsWith('drizzle-orm/');
          if (touchesDatabase) context.report({ node: node.source, messageId: 'database', data: { source } });
        }
        return { ImportDeclaration: check, ImportExpression: check };
      },
    },
    'http-at-the-edge': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          fastify:
            "Only route files, plugins and lib/endpoints.ts import '{{source}}': pass plain values (actorOf(request), ids, bodies) to domain code.",
        },
      },
      create(context) {
        if (serverTop(context.filename) === null || isHttpEdge(context.filename)) return {};
        function check(node) {
          const source = node.source?.value;
          if (source === 'fastify' || source === 'fastify-plugin' || source?.startsWith?.('@fastify/'))
            context.report({ node: node.source, messageId: 'fastify', data: { source } });
        }
        return { ImportDeclaration: check, ImportExpression: check };
      },
    },
  },
};
