// One-way imports, for the web app and the server alike (ARCHITECTURE.md, "Layers"). A local rule, so
// linting needs no native resolver binaries.
//   web     apps/web/src:    shared = kit/, lib/  ->  features/<area>/  ->  app/
//   server  apps/server/src: db/  ->  lib/ (and config.ts)  ->  domain/  ->  plugins/, seed/  ->  features/<area>/
//                            ->  app.ts, server.ts, start-banner.ts, features/implementations.ts, features/held-guards.ts,
//                           features/demo-decisions.ts
//           a file imports only its own layer or a lower one; a feature never imports another feature, and
//           plugins/ and seed/ never import each other. db/ is the floor: it imports nothing of ours above it.
//           config.ts sits with lib/: it reads lib/networks.ts's parsers and lib/ reads its Config type.
// Two more server rules keep one shape per job:
//   thin-routes          a route file (*-routes.ts, *-route.ts) declares and delegates: no drizzle-orm, no db/
//   http-at-the-edge     only route files, plugins (plugins/, *-plugin.ts), app.ts/server.ts and lib/endpoints.ts
//                        import fastify: domain code never sees a request
import path from 'node:path';

const roots = [
  {
    src: path.resolve('apps/web/src'),
    layer(top, second) {
      if (top === 'app') return 'app';
      if (top === 'kit' || top === 'lib') return 'shared';
      if (top === 'features' && second) return `feature:${second}`;
      return null;
    },
  },
  {
    src: path.resolve('apps/server/src'),
    layer(top, second) {
      if (['app.ts', 'server.ts', 'start-banner.ts'].includes(top)) return 'app';
      if (
        top === 'features' &&
        ['implementations.ts', 'held-guards.ts', 'demo-decisions.ts'].includes(second)
      )
        return 'app';
      if (top === 'config.ts') return 'lib';
      if (['lib', 'db', 'domain', 'plugins', 'seed'].includes(top)) return top;
      if (top === 'features' && second) return `feature:${second}`;
      return null;
    },
  },
];

/** The layer of a file: 'app', 'feature:<name>', a shared layer ('shared' on the web; 'db', 'lib', 'domain',
 * 'plugins', 'seed' on the server) or null (outside the checked trees). */
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

/** How high a layer sits: a file may import its own layer or a lower one (features and the two at 3 excepted). */
const rank = { db: 0, lib: 1, domain: 2, plugins: 3, seed: 3, shared: 0, app: 5 };
const rankOf = (layer) => (layer.startsWith('feature:') ? 4 : rank[layer]);

function isAllowed(from, to) {
  if (!from || !to || from === to) return true;
  const [a, b] = [rankOf(from), rankOf(to)];
  return b < a; // never upward, never sideways: one feature to another, plugins to seed
}

export default {
  rules: {
    'no-restricted-layers': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          restricted:
            "'{{from}}' must not import '{{to}}' (one-way imports: db -> lib -> domain -> plugins, seed -> features -> app; web: shared -> features -> app).",
        },
      },
      create(context) {
        const from = layerOf(context.filename);
        function check(node) {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const to = layerOf(target);
          if (!isAllowed(from, to))
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
