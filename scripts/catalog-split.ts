/**
 * Which part of the client's catalogue each entry belongs to (scripts/vite-catalog-parts.ts):
 *
 * - `public`: an entry that a file the visitors' pages run refers to; the first visit downloads it;
 * - `portal`: an entry of the signed-in area that a file the patient's area can run refers to (its
 *   layout and pages, the profile, the viewer, and what they share with the staff portal); both
 *   signed-in layouts load it before they render;
 * - `staff`: an entry that only the staff portal's files refer to; only the staff portal loads it,
 *   so a patient's first visit does not download the texts of every staff page;
 * - none: an entry that only the server uses (the emails' texts), which no page ever shows.
 */
export type CatalogPart = 'public' | 'portal' | 'staff';

/** Each module of the build (paths relative to the project) with the modules it imports. */
export type ModuleGraph = Map<string, { imports: readonly string[]; dynamicImports: readonly string[] }>;

/**
 * The files reached from the entries through their imports, except through a dynamic import
 * written in one of `doors`, and never entering one of `roots`.
 */
function reachable(
  graph: ModuleGraph,
  entries: readonly string[],
  doors: ReadonlySet<string>,
  roots: ReadonlySet<string> = new Set(),
): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file) || roots.has(file)) continue;
    reached.add(file);
    const node = graph.get(file);
    if (!node) continue;
    pending.push(...node.imports);
    if (!doors.has(file)) pending.push(...node.dynamicImports);
  }
  return reached;
}

/**
 * The files a visitor's pages can run: every module the entries reach through their imports,
 * except through a dynamic import written in a door, a file that lazy-loads the signed-in area
 * (its layouts and pages). A module that a public page also reaches stays public.
 */
export function publicFiles(graph: ModuleGraph, entries: readonly string[], doors: ReadonlySet<string>): Set<string> {
  return reachable(graph, entries, doors);
}

/**
 * The files a signed-in patient can run: every module the entries reach, the signed-in area's
 * included, except the staff portal's: its layout (`staffRoots`, lazy-loaded for staff only) and
 * the pages its route files lazy-load (`staffDoors`). The route files themselves stay in, since a
 * patient who opens a staff page's link is told its title (routing/guards.tsx).
 */
export function patientAreaFiles(
  graph: ModuleGraph,
  entries: readonly string[],
  staff: { doors: ReadonlySet<string>; roots: ReadonlySet<string> },
): Set<string> {
  return reachable(graph, entries, staff.doors, staff.roots);
}

/**
 * The part of a catalogue entry, from its `#:` references (`client/src/auth/LoginPage.tsx`, with
 * or without `:line`). Undefined for an entry that only server files refer to. An entry without
 * references cannot be placed, so it stays public, where every page finds it. Without
 * `inPatientArea`, every entry of the signed-in area is in the portal's part.
 */
export function partOf(
  references: readonly string[],
  isPublic: (file: string) => boolean,
  inPatientArea: (file: string) => boolean = () => true,
): CatalogPart | undefined {
  const files = references.map((reference) => reference.replace(/:\d+$/, ''));
  if (files.length === 0) return 'public';
  if (files.every((file) => file.startsWith('server/src/'))) return undefined;
  if (files.some(isPublic)) return 'public';
  return files.some(inPatientArea) ? 'portal' : 'staff';
}
