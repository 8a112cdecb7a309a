/**
 * Which part of the client's catalogue each entry belongs to (scripts/vite-catalog-parts.ts):
 *
 * - `public`: an entry that a file the visitors' pages run refers to; the first visit downloads it;
 * - `portal`: an entry that only files of the signed-in area refer to; the signed-in layouts load
 *   it before they render;
 * - none: an entry that only the server uses (the emails' texts), which no page ever shows.
 */
export type CatalogPart = 'public' | 'portal';

/** Each module of the build (paths relative to the project) with the modules it imports. */
export type ModuleGraph = Map<string, { imports: readonly string[]; dynamicImports: readonly string[] }>;

/**
 * The files a visitor's pages can run: every module the entries reach through their imports,
 * except through a dynamic import written in a door, a file that lazy-loads the signed-in area
 * (its layouts and pages). A module that a public page also reaches stays public.
 */
export function publicFiles(graph: ModuleGraph, entries: readonly string[], doors: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const node = graph.get(file);
    if (!node) continue;
    pending.push(...node.imports);
    if (!doors.has(file)) pending.push(...node.dynamicImports);
  }
  return reached;
}

/**
 * The part of a catalogue entry, from its `#:` references (`client/src/auth/LoginPage.tsx`, with
 * or without `:line`). Undefined for an entry that only server files refer to. An entry without
 * references cannot be placed, so it stays public, where every page finds it.
 */
export function partOf(references: readonly string[], isPublic: (file: string) => boolean): CatalogPart | undefined {
  const files = references.map((reference) => reference.replace(/:\d+$/, ''));
  if (files.length === 0) return 'public';
  if (files.every((file) => file.startsWith('server/src/'))) return undefined;
  return files.some(isPublic) ? 'public' : 'portal';
}
