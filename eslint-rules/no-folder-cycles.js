import { adjacencyOf, componentsOf, edgesOf, isTestFile, pathBack, relativePath, scanLayout } from './folder-graph.js';

/**
 * Fails on an import that closes a cycle between folders (see folder-graph.js for what a folder
 * node is), and on an import of a composition root's file from a folder. The whole layout is
 * read once per process; the file being linted counts with its current text, so an editor
 * sees its own edits at once (other files as they were when the graph was built).
 */
export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between folders and imports of the composition root' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          featureRoots: { type: 'array', items: { type: 'string' } },
          wholeFolders: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'featureRoots', 'wholeFolders'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: '{{from}} → {{to}} closes a folder cycle; the way back: {{way}}.',
      compositionRoot:
        '{{from}} imports {{file}}, a file of the composition root: the root imports the folders, never the reverse.',
    },
  },
  create(context) {
    const layout = context.options[0];
    const file = context.filename;
    if (isTestFile(layout, file)) return {};
    return {
      Program() {
        const { sourceCode } = context;
        const edges = edgesOf(layout, file, sourceCode.text);
        if (edges.length === 0) return;
        const graph = graphWith(layout, file, edges);
        for (const edge of edges) {
          const loc = { start: sourceCode.getLocFromIndex(edge.start), end: sourceCode.getLocFromIndex(edge.end) };
          if (edge.toCompositionRoot) {
            const target = relativePath(layout, edge.target);
            context.report({ loc, messageId: 'compositionRoot', data: { from: edge.from, file: target } });
            continue;
          }
          if (graph.component.get(edge.from) !== graph.component.get(edge.to)) continue;
          const way = pathBack(graph.adjacency, graph.component, edge.to, edge.from)
            .map((step) => `${step.from} → ${step.to} (${relativePath(layout, step.file)})`)
            .join(', ');
          context.report({ loc, messageId: 'cycle', data: { from: edge.from, to: edge.to, way } });
        }
      },
    };
  },
};

const scans = new Map();

/** The folder graph with this file's edges as they are now; computed once when they are unchanged. */
function graphWith(layout, file, edges) {
  const key = JSON.stringify(layout);
  if (!scans.has(key)) {
    const byFile = scanLayout(layout);
    const adjacency = adjacencyOf(byFile);
    scans.set(key, { byFile, whole: { adjacency, component: componentsOf(adjacency) } });
  }
  const scan = scans.get(key);
  if (sameEdges(scan.byFile.get(file), edges)) return scan.whole;
  const adjacency = adjacencyOf(new Map([...scan.byFile, [file, edges]]));
  return { adjacency, component: componentsOf(adjacency) };
}

function sameEdges(known = [], edges) {
  const keys = (list) => list.map((edge) => `${edge.to}\0${edge.specifier}`).join('\n');
  return keys(known) === keys(edges);
}
