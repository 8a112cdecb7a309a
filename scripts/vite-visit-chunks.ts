import { basename } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { chunksByVisit, type ModuleShape } from './visit-chunks.ts';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

/**
 * Chunks cut by first visit (the rule is in scripts/visit-chunks.ts): each module a visit's root
 * runs goes to the chunk of the roots that run it. `roots` are the modules' absolute paths; a
 * root's own chunk keeps its file's name (`LoginPage`), so the preloads that match chunks by
 * name (vite.config.ts) still find it.
 *
 * Answers the plugin, which reads the module graph once the build has loaded it and checks the
 * chunks it made, and the chunk group to list in `codeSplitting.groups` after the entry's own.
 */
export function visitChunks(options: {
  roots: readonly string[];
  /**
   * What visits fetch once their page has drawn (scripts/visit-chunks.ts): roots that split only
   * the groups of the roots in `splits` (the staff portal's), never a first visit's.
   */
  later?: { roots: readonly string[]; splits: readonly string[] };
  smallSize: number;
  budget: number;
}): {
  plugin: Plugin;
  group: Group;
} {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'visit-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const { graph, entries, lazy } = shapesOf(this);
      const lazyRoots = (paths: readonly string[]) => {
        const named = new Map(paths.map((root) => [root, basename(root).replace(/\.\w+$/, '')]));
        const roots = new Map<string, string>();
        for (const id of lazy) if (named.has(id)) roots.set(id, named.get(id)!);
        const missing = [...named.keys()].filter((path) => !roots.has(path));
        if (missing.length)
          this.error(
            `visit-chunks: ${missing.join(', ')} are not lazy-loaded in this build (renamed? update vite.config.ts)`,
          );
        return roots;
      };
      const roots = lazyRoots(options.roots);
      const splits = new Set(options.later?.splits);
      chunkOf = chunksByVisit(graph, {
        entries,
        roots,
        later: {
          roots: lazyRoots(options.later?.roots ?? []),
          firstVisits: [...roots].filter(([id]) => !splits.has(id)).map(([, name]) => name),
        },
        lazy,
        smallSize: options.smallSize,
        budget: options.budget,
      });
    },
    generateBundle(_options, bundle) {
      // The rule keeps the chunks it makes from importing each other in a circle, which could run
      // a module before one it needs; a module it read wrongly would show here.
      const ours = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.moduleIds.some((id) => chunkOf.has(id))) ours.set(file.fileName, file);
      const state = new Map<string, 'open' | 'done'>();
      const visit = (fileName: string, path: string[]): void => {
        if (state.get(fileName) === 'done') return;
        if (state.get(fileName) === 'open')
          return this.error(`visit-chunks: chunks import each other in a circle: ${[...path, fileName].join(' → ')}`);
        state.set(fileName, 'open');
        for (const next of ours.get(fileName)?.imports ?? []) if (ours.has(next)) visit(next, [...path, fileName]);
        state.set(fileName, 'done');
      };
      for (const fileName of ours.keys()) visit(fileName, []);
    },
  };
  const group: Group = {
    name: (id) => chunkOf.get(id) ?? null,
    test: (id) => chunkOf.has(id),
    // A module goes where its own visits put it, never with a module that imports it: that
    // would hand its code to visits that do not run it.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}

type Node = { type: string; [key: string]: unknown };
type Named = { type: string; name?: string; value?: unknown };
const nameOf = (node: Named) => (node.type === 'Identifier' ? String(node.name) : String(node.value));

/**
 * Each module's imports and re-exports, read from its code as the build transformed it, with the
 * module each import names resolved to its id (importedIds lists them in the order the code
 * names them). A module whose code cannot be read so (CommonJS, an import the order does not
 * match) counts as running whole with all it imports.
 */
function shapesOf(context: Rolldown.PluginContext) {
  const graph = new Map<string, ModuleShape>();
  const entries: string[] = [];
  const lazy = new Set<string>();
  for (const id of context.getModuleIds()) {
    const info = context.getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) entries.push(id);
    for (const target of info.dynamicallyImportedIds) lazy.add(target);
    const read =
      info.code === null ? undefined : shapeOf(context, info.code, info.importedIds, info.moduleSideEffects !== false);
    graph.set(
      id,
      read ?? {
        imports: info.importedIds.map((target) => ({ id: target, names: ['*'] })),
        own: undefined,
        reexports: new Map(),
        starReexports: [],
        size: info.code?.length ?? 0,
        sideEffects: true,
      },
    );
  }
  return { graph, entries, lazy };
}

function shapeOf(
  context: Rolldown.PluginContext,
  code: string,
  importedIds: readonly string[],
  sideEffects: boolean,
): ModuleShape | undefined {
  let program: { body: Node[] };
  try {
    program = context.parse(code) as unknown as { body: Node[] };
  } catch {
    return undefined;
  }
  const sources: string[] = [];
  const idOf = (source: Node) => {
    const text = String(source.value);
    if (!sources.includes(text)) sources.push(text);
    return text;
  };
  const imports: { source: string; names: string[] }[] = [];
  const reexports: [string, { source: string; name: string }][] = [];
  const stars: string[] = [];
  let ownCode = false;
  const own = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const specifiers = statement.specifiers as Node[];
      const names = specifiers.map((specifier) =>
        specifier.type === 'ImportDefaultSpecifier'
          ? 'default'
          : specifier.type === 'ImportNamespaceSpecifier'
            ? '*'
            : nameOf(specifier.imported as Named),
      );
      imports.push({ source: idOf(statement.source as Node), names });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      const source = idOf(statement.source as Node);
      for (const specifier of statement.specifiers as Node[])
        reexports.push([nameOf(specifier.exported as Named), { source, name: nameOf(specifier.local as Named) }]);
    } else if (statement.type === 'ExportAllDeclaration') {
      const source = idOf(statement.source as Node);
      if (statement.exported) reexports.push([nameOf(statement.exported as Named), { source, name: '*' }]);
      else stars.push(source);
    } else {
      ownCode = true;
      if (statement.type === 'ExportDefaultDeclaration') own.add('default');
      if (statement.type === 'ExportNamedDeclaration') {
        for (const specifier of (statement.specifiers as Node[] | undefined) ?? [])
          own.add(nameOf(specifier.exported as Named));
        const declaration = statement.declaration as Node | null;
        if (declaration) for (const name of declaredNames(declaration)) own.add(name);
      }
    }
  }
  // Vite's helper for the preloads of dynamic imports is imported after the code's own imports.
  const helpers = importedIds.filter((id) => id.startsWith('\0vite/'));
  const named = importedIds.filter((id) => !helpers.includes(id));
  if (sources.length !== named.length) return undefined;
  const resolved = (source: string) => named[sources.indexOf(source)];
  return {
    imports: [
      ...imports.map(({ source, names }) => ({ id: resolved(source), names })),
      ...helpers.map((id) => ({ id, names: ['*'] })),
    ],
    own,
    reexports: new Map(
      reexports.map(([name, { source, name: there }]) => [name, { id: resolved(source), name: there }]),
    ),
    starReexports: stars.map(resolved),
    size: ownCode ? code.length : 0,
    sideEffects,
  };
}

/** The names a declaration exported as `export const|let|var|function|class` defines (destructuring included). */
function declaredNames(declaration: Node): string[] {
  if (declaration.type !== 'VariableDeclaration') {
    const id = declaration.id as Named | null;
    return id?.name ? [id.name] : [];
  }
  const names: string[] = [];
  const collect = (pattern: Node | null) => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') names.push(String(pattern.name));
    else if (pattern.type === 'ObjectPattern')
      for (const property of pattern.properties as Node[])
        collect((property.type === 'RestElement' ? property.argument : property.value) as Node);
    else if (pattern.type === 'ArrayPattern')
      for (const element of pattern.elements as (Node | null)[]) collect(element);
    else if (pattern.type === 'RestElement') collect(pattern.argument as Node);
    else if (pattern.type === 'AssignmentPattern') collect(pattern.left as Node);
  };
  for (const declarator of declaration.declarations as Node[]) collect(declarator.id as Node);
  return names;
}
