/**
 * Which chunk each module of the client goes to so that a first visit fetches few files and no
 * code it does not run (scripts/vite-visit-chunks.ts reads the build's modules into this shape).
 *
 * Rolldown's own chunking gives each set of lazy modules that share code a chunk: with a hundred
 * staff pages beside the public ones, a public page's first visit fetched 35 to 57 files, many of
 * a few hundred bytes, each a request (on plain HTTP/1.1, six at a time, a round trip each). Here
 * the lazy modules that start a visit (`roots`: the public pages, the signed-in layouts) decide:
 * modules that the same roots run travel together, apart from those some other lazy module (a
 * staff page) also runs. A group smaller than `smallSize` then joins a group that every one of
 * its roots loads already, when that adds at most `budget` to each other root's visit, and the
 * chunks still import each other without a cycle. Sizes are the modules' code lengths before
 * minification, a proxy of their weight.
 *
 * `later` roots are what some visits fetch once their page has drawn (the patient's chat and
 * welcome tour). They are roots too, except for the modules the roots named `firstVisits` run:
 * splitting those by a later root would give each of these first visits one more file to fetch
 * before it draws; the later root fetches their chunk instead. Left to rolldown, the code a later
 * root shares with the staff portal came with a chunk of everything the staff pages share (27 KB
 * brotli for the patient's chat).
 */

/** A module as the chunking reads it. */
export type ModuleShape = {
  /** What its own code imports: each module with the names taken from it (`*`: all; none: run for its side effects). */
  imports: readonly { id: string; names: readonly string[] }[];
  /** The names its own code defines; undefined when unknown (CommonJS): any name asked runs it. */
  own: ReadonlySet<string> | undefined;
  /** Names it passes on without code of its own (`export { a as b } from`): the name → the module and its name there. */
  reexports: ReadonlyMap<string, { id: string; name: string }>;
  /** Modules whose every name it passes on (`export * from`). */
  starReexports: readonly string[];
  /** Its code's length; 0 for a module of re-exports only, which leaves no code in a chunk. */
  size: number;
  /** Whether its code may have side effects: then any import of it runs it, as ES modules do (else only a name it defines). */
  sideEffects: boolean;
};

export type ShapeGraph = ReadonlyMap<string, ModuleShape>;

/**
 * What asking `id` for `name` does: `runs` when the module's code then runs; `asks` for each
 * module the name passes on to (`*`: every name; '': only running it, an import for side effects).
 */
function ask(
  graph: ShapeGraph,
  id: string,
  name: string,
  runs: (id: string) => void,
  asks: (id: string, name: string) => void,
) {
  const shape = graph.get(id);
  if (!shape) return runs(id);
  const passed = shape.reexports.get(name);
  const ownName = shape.own === undefined || shape.own.has(name);
  if (shape.sideEffects || name === '*' || name === '' || (!passed && ownName)) runs(id);
  if (name === '*') {
    for (const reexport of shape.reexports.values()) asks(reexport.id, reexport.name);
    for (const target of shape.starReexports) asks(target, '*');
  } else if (passed) asks(passed.id, passed.name);
  else if (name !== '' && !ownName) for (const target of shape.starReexports) asks(target, name);
}

/** The imports of `id`'s code as requests: each module with each name (or '' for a side-effect import). */
const requestsOf = (graph: ShapeGraph, id: string): [string, string][] =>
  (graph.get(id)?.imports ?? []).flatMap(({ id: target, names }) =>
    (names.length ? names : ['']).map((name): [string, string] => [target, name]),
  );

/** The modules whose code runs once `seeds` are loaded (with all their names), through the names each import takes. */
export function codeRun(graph: ShapeGraph, seeds: Iterable<string>): Set<string> {
  const run = new Set<string>();
  const asked = new Set<string>();
  const pending: [string, string][] = [...seeds].map((id) => [id, '*']);
  const runs = (id: string) => {
    if (run.has(id)) return;
    run.add(id);
    pending.push(...requestsOf(graph, id));
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const key = `${next[0]}\0${next[1]}`;
    if (asked.has(key)) continue;
    asked.add(key);
    ask(graph, next[0], next[1], runs, (id, name) => pending.push([id, name]));
  }
  return run;
}

/** The modules with code that `id`'s code runs directly: its imports, through what they pass on. */
function codeTargets(graph: ShapeGraph, id: string): Set<string> {
  const targets = new Set<string>();
  const asked = new Set<string>();
  const pending = requestsOf(graph, id);
  const runs = (target: string) => {
    if ((graph.get(target)?.size ?? 1) > 0) targets.add(target);
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const key = `${next[0]}\0${next[1]}`;
    if (asked.has(key)) continue;
    asked.add(key);
    ask(graph, next[0], next[1], runs, (target, name) => pending.push([target, name]));
  }
  targets.delete(id);
  return targets;
}

type Group = { name: string; roots: Set<string>; others: boolean; own: boolean; modules: string[]; size: number };

/**
 * The chunk name of each module a root runs (modules the entries run stay in the entry's chunk,
 * and those only other lazy modules run are chunked by rolldown as before). `roots` maps each
 * root module to its chunk's name; `lazy` lists every lazily imported module; `entries` the entries.
 */
export function chunksByVisit(
  graph: ShapeGraph,
  options: {
    entries: readonly string[];
    roots: ReadonlyMap<string, string>;
    later?: { roots: ReadonlyMap<string, string>; firstVisits: readonly string[] };
    lazy: Iterable<string>;
    smallSize: number;
    budget: number;
  },
): Map<string, string> {
  const later = options.later?.roots ?? new Map<string, string>();
  const initial = codeRun(graph, options.entries);
  const others = codeRun(
    graph,
    [...options.lazy].filter((id) => !options.roots.has(id) && !later.has(id)),
  );
  const rootsOf = new Map<string, Set<string>>();
  for (const [root, name] of options.roots)
    for (const id of codeRun(graph, [root])) {
      if (initial.has(id)) continue;
      const roots = rootsOf.get(id) ?? new Set<string>();
      roots.add(name);
      rootsOf.set(id, roots);
    }
  const firstVisits = new Set(options.later?.firstVisits);
  for (const [root, name] of later)
    for (const id of codeRun(graph, [root])) {
      if (initial.has(id)) continue;
      const roots = rootsOf.get(id) ?? new Set<string>();
      // A first visit's module stays in its group, as code another lazy module runs too.
      if ([...roots].some((other) => firstVisits.has(other))) others.add(id);
      else rootsOf.set(id, roots.add(name));
    }

  const groups = new Map<string, Group>();
  for (const [id, roots] of rootsOf) {
    const sorted = [...roots].sort();
    const shared = others.has(id);
    // One root's alone stays in that root's own chunk, as rolldown puts it (a group would take the
    // root's module out of it, and the manifest would no longer name it by its source): it is
    // weighed with the others, and never merged.
    const own = sorted.length === 1 && !shared;
    const key = `${sorted.join('+')}${shared ? '+others' : ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { name: chunkName(sorted, shared, key), roots, others: shared, own, modules: [], size: 0 };
      groups.set(key, group);
    }
    group.modules.push(id);
    group.size += graph.get(id)?.size ?? 0;
  }

  const live = new Set(groups.values());
  const groupOf = new Map<string, Group>();
  for (const group of live) for (const id of group.modules) groupOf.set(id, group);
  const targets = new Map([...groupOf.keys()].map((id) => [id, codeTargets(graph, id)] as const));
  // The budget guards the visits' first loads; a later root's load comes after the page drew.
  const laterNames = new Set(later.values());
  const runBy = new Map<string, Set<string>>();
  for (const [id, roots] of rootsOf)
    for (const root of roots) if (!laterNames.has(root)) runBy.set(root, (runBy.get(root) ?? new Set()).add(id));
  /** What each root's visit downloads of the groups as `groupOf` places the modules; undefined when they import each other in a circle. */
  const weigh = () => {
    const layout = groupLayout(groupOf, targets, (id) => graph.get(id)?.size ?? 0);
    if (!layout) return undefined;
    return new Map([...runBy].map(([root, ids]) => [root, layout.loadedSize(ids)] as const));
  };
  const start = weigh();
  if (!start) throw new Error('visit-chunks: the groups import each other in a circle before any merge');
  const small = [...live]
    .filter((group) => !group.own && group.size < options.smallSize)
    .sort((a, b) => a.size - b.size);
  for (const group of small) {
    // Into a group every visit of this one loads already: the fewest other visits burdened first.
    const candidates = [...live]
      .filter((other) => other !== group && !other.own && [...group.roots].every((root) => other.roots.has(root)))
      .sort(
        (a, b) =>
          a.roots.size - b.roots.size ||
          Number(a.others !== group.others) - Number(b.others !== group.others) ||
          b.size - a.size,
      );
    for (const other of candidates) {
      for (const id of group.modules) groupOf.set(id, other);
      const after = weigh();
      if (after && [...after].every(([root, size]) => size - (start.get(root) ?? 0) <= options.budget)) {
        live.delete(group);
        other.modules.push(...group.modules);
        other.size += group.size;
        other.others ||= group.others;
        break;
      }
      for (const id of group.modules) groupOf.set(id, group);
    }
  }
  return new Map([...groupOf].filter(([, group]) => !group.own).map(([id, group]) => [id, group.name]));
}

/** A chunk named after its roots: `<root>-shared` for one root's code that others run too, else a stable short name. */
function chunkName(roots: readonly string[], shared: boolean, key: string): string {
  return roots.length === 1 && shared ? `${roots[0]}-shared` : `visits-${shortHash(key)}`;
}

function shortHash(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36).padStart(7, '0');
}

/**
 * The groups' imports of each other as `groupOf` places the modules, and the size a set of
 * modules downloads with them (their groups and every group those import); undefined when the
 * groups import each other in a circle.
 */
function groupLayout(
  groupOf: ReadonlyMap<string, Group>,
  targets: ReadonlyMap<string, ReadonlySet<string>>,
  sizeOf: (id: string) => number,
) {
  const edges = new Map<Group, Set<Group>>();
  const sizes = new Map<Group, number>();
  for (const [id, group] of groupOf) {
    sizes.set(group, (sizes.get(group) ?? 0) + sizeOf(id));
    for (const target of targets.get(id) ?? []) {
      const to = groupOf.get(target);
      if (to && to !== group) edges.set(group, (edges.get(group) ?? new Set()).add(to));
    }
  }
  const state = new Map<Group, 'open' | 'done'>();
  const acyclicFrom = (group: Group): boolean => {
    if (state.get(group) === 'done') return true;
    if (state.get(group) === 'open') return false;
    state.set(group, 'open');
    for (const next of edges.get(group) ?? []) if (!acyclicFrom(next)) return false;
    state.set(group, 'done');
    return true;
  };
  if (![...sizes.keys()].every(acyclicFrom)) return undefined;
  return {
    loadedSize(ids: Iterable<string>): number {
      const loaded = new Set<Group>();
      const pending = [...ids].flatMap((id) => groupOf.get(id) ?? []);
      for (let group = pending.pop(); group !== undefined; group = pending.pop()) {
        if (loaded.has(group)) continue;
        loaded.add(group);
        pending.push(...(edges.get(group) ?? []));
      }
      return [...loaded].reduce((total, group) => total + (sizes.get(group) ?? 0), 0);
    },
  };
}
