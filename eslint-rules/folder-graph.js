import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The folders of the code base as a graph. A node is a direct child folder of a feature root
 * (`server/src/patients`), or a whole folder (`shared`). A feature root's own files
 * (`server/src/app.ts`) are its composition root: they may import any folder, nothing imports
 * them. Test files take no part.
 *
 * @typedef {{ root: string, featureRoots: string[], wholeFolders: string[] }} Layout
 * @typedef {{ from: string, to: string, toCompositionRoot: boolean, target: string, specifier: string, start: number, end: number }} Edge
 */

const sourceFile = /\.(ts|tsx|js|mjs)$/;
const testFile = /(\.test\.tsx?$|(^|\/)tests?\/)/;

/** True for a file the graph leaves out: tests, and anything outside the layout's folders. */
export function isTestFile(layout, file) {
  return testFile.test(relativePath(layout, file));
}

/**
 * The node a file or folder belongs to, `{ node, compositionRoot }`, or null outside the layout.
 * A feature root's own files answer its name with `compositionRoot: true`.
 */
export function nodeOf(layout, path) {
  const rel = relativePath(layout, path);
  const whole = layout.wholeFolders.find((folder) => rel === folder || rel.startsWith(`${folder}/`));
  if (whole) return { node: whole, compositionRoot: false };
  const base = layout.featureRoots.find((folder) => rel.startsWith(`${folder}/`));
  if (!base) return null;
  const [child, ...rest] = rel.slice(base.length + 1).split('/');
  if (rest.length > 0 || isDirectory(path)) return { node: `${base}/${child}`, compositionRoot: false };
  return { node: base, compositionRoot: true };
}

/**
 * The edges between nodes that a file's imports make (relative specifiers only), with where the
 * specifier sits in the text. TypeScript's import scanner finds static, type-only and dynamic
 * imports, re-exports, import types and `require`, and skips comments and strings, without a
 * full parse: the whole layout is read in a fraction of a second.
 */
export function edgesOf(layout, file, text) {
  const from = nodeOf(layout, file);
  if (!from || isTestFile(layout, file)) return [];
  const edges = [];
  for (const { fileName: specifier, pos } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    const to = nodeOf(layout, target);
    if (!to || to.node === from.node || isTestFile(layout, target)) continue;
    // pos is the opening quote's offset; the quotes surround the specifier.
    // A folder may name the types the root declares (the configuration, the dependency
    // container) with `import type`: no code of the root runs for it.
    if (to.compositionRoot && isTypeOnlyImport(text, pos)) continue;
    edges.push({
      from: from.node,
      to: to.node,
      toCompositionRoot: to.compositionRoot,
      target,
      specifier,
      start: pos,
      end: pos + specifier.length + 2,
    });
  }
  return edges;
}

/** Whether the statement whose specifier starts at `pos` is an `import type` or `export type`. */
function isTypeOnlyImport(text, pos) {
  const before = text.slice(Math.max(0, pos - 4000), pos);
  const statements = [...before.matchAll(/\b(import|export)\b/g)];
  const last = statements.at(-1);
  return last !== undefined && /^(import|export)\s+type\s/.test(before.slice(last.index));
}

/** Every non-test source file of the layout, read once, with the edges it makes. */
export function scanLayout(layout) {
  const byFile = new Map();
  for (const folder of [...layout.featureRoots, ...layout.wholeFolders]) {
    for (const file of sourceFiles(join(layout.root, folder))) {
      if (isTestFile(layout, file)) continue;
      byFile.set(file, edgesOf(layout, file, readFileSync(file, 'utf8')));
    }
  }
  return byFile;
}

/**
 * Adjacency of the folder graph, one importing file kept per edge: `Map<from, Map<to, file>>`.
 * Imports of a composition root are left out: they are reported on their own, and the root's
 * imports of every folder would otherwise put it in a cycle with each of them.
 */
export function adjacencyOf(byFile) {
  const adjacency = new Map();
  const files = [...byFile.keys()].sort();
  for (const file of files) {
    for (const edge of byFile.get(file)) {
      if (edge.toCompositionRoot) continue;
      if (!adjacency.has(edge.from)) adjacency.set(edge.from, new Map());
      const targets = adjacency.get(edge.from);
      if (!targets.has(edge.to)) targets.set(edge.to, file);
    }
  }
  return adjacency;
}

/** Strongly connected components (Tarjan): node → component id; a cycle lies inside one. */
export function componentsOf(adjacency) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let counter = 0;
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of adjacency.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (!component.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    let member;
    do {
      member = stack.pop();
      component.set(member, node);
    } while (member !== node);
  };
  for (const node of adjacency.keys()) if (!index.has(node)) connect(node);
  return component;
}

/** The shortest way back from `start` to `goal` inside one component: `[{ from, to, file }]`. */
export function pathBack(adjacency, component, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) break;
    for (const [next, file] of adjacency.get(node) ?? []) {
      if (previous.has(next) || component.get(next) !== component.get(start)) continue;
      previous.set(next, { from: node, file });
      queue.push(next);
    }
  }
  const steps = [];
  for (let node = goal; previous.get(node); node = previous.get(node).from) {
    steps.unshift({ from: previous.get(node).from, to: node, file: previous.get(node).file });
  }
  return steps;
}

export function relativePath(layout, path) {
  return relative(layout.root, path).split(sep).join('/');
}

function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}
