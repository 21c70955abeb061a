// One-way imports for the web app (STYLE.md): shared code (components, lib) -> features -> app, and a
// feature never imports another feature. A local rule, so linting needs no native resolver binaries.
import path from 'node:path';

const webSrc = path.resolve('apps/web/src');

/** The layer a file under apps/web/src belongs to: 'app', 'shared', 'feature:<name>' or null. */
function layerOf(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..')) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'app') return 'app';
  if (top === 'components' || top === 'lib') return 'shared';
  if (top === 'features' && second) return `feature:${second}`;
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
