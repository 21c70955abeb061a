// One-way imports (STYLE.md), for the web app and the server alike: shared code -> features -> app,
// and a feature never imports another feature. A local rule, so linting needs no native resolver
// binaries.
//   web     apps/web/src:    shared = components/, lib/;  features/<area>/;  app = app/
//   server  apps/server/src: shared = lib/, db/, domain/, plugins/, seed/, config.ts;
//                            features/<area>/;  app = app.ts, server.ts, start-banner.ts, features/implementations.ts
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

function isAllowed(from, to) {
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
          restricted: "'{{from}}' must not import '{{to}}' (one-way imports: shared -> features -> app).",
        },
      },
      create(context) {
        const from = layerOf(context.filename);
        function check(node) {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = layerOf(path.resolve(path.dirname(context.filename), source));
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
  },
};
