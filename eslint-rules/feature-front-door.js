import { basename, extname } from 'node:path';
import { edgesOf, isTestFile, relativePath } from './folder-graph.js';

/**
 * Fails when a file of one feature imports another feature's module other than its front door,
 * the `index.ts` that says what the feature offers (see server/src/feature.ts). Shared folders
 * are no feature; modules whose path without extension matches `openFiles` (drizzle tables, read
 * by many features and by drizzle-kit on their own) may be imported directly.
 */
export const featureFrontDoor = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid imports of another feature's internals: go through its index.ts" },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          featureRoot: { type: 'string' },
          sharedFolders: { type: 'array', items: { type: 'string' } },
          openFiles: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'featureRoot', 'sharedFolders'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal: '{{from}} imports {{file}}, inside the feature {{to}}: import it from {{to}}/index.ts instead.',
    },
  },
  create(context) {
    const { root, featureRoot, sharedFolders, openFiles = [] } = context.options[0];
    const layout = { root, featureRoots: [featureRoot], wholeFolders: [] };
    const file = context.filename;
    if (isTestFile(layout, file)) return {};
    const shared = new Set(sharedFolders.map((folder) => `${featureRoot}/${folder}`));
    const open = openFiles.map((pattern) => new RegExp(pattern));
    return {
      Program() {
        const { sourceCode } = context;
        for (const edge of edgesOf(layout, file, sourceCode.text)) {
          if (edge.from === featureRoot || edge.toCompositionRoot) continue;
          if (shared.has(edge.from) || shared.has(edge.to)) continue;
          const target = relativePath(layout, edge.target);
          if (withoutExtension(basename(target)) === 'index') continue;
          const module = withoutExtension(target);
          if (open.some((pattern) => pattern.test(module))) continue;
          const loc = { start: sourceCode.getLocFromIndex(edge.start), end: sourceCode.getLocFromIndex(edge.end) };
          context.report({ loc, messageId: 'internal', data: { from: edge.from, to: edge.to, file: target } });
        }
      },
    };
  },
};

function withoutExtension(path) {
  return path.slice(0, path.length - extname(path).length);
}
