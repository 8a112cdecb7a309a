// Loaded before the server's other modules (module-loading.ts), and run as it is by Node from
// the sources in tests (type stripping): it imports Node's modules only.
import module from 'node:module';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Resolved = { url: string; format?: string | null; shortCircuit?: boolean };
type ResolveContext = { conditions?: string[]; parentURL?: string };
type ResolveHook = (
  specifier: string,
  context: ResolveContext,
  next: (specifier: string, context: ResolveContext) => Resolved,
) => Resolved;
// Node 22.15+ (in-thread, synchronous hooks); the installed @types/node predates them.
const { registerHooks } = module as unknown as { registerHooks(hooks: { resolve: ResolveHook }): unknown };

/** The format Node gives a .js file in a package whose package.json says its type; none when it says none. */
const typeOfFolder = new Map<string, 'module' | 'commonjs' | null>();

function packageTypeOf(folder: string): 'module' | 'commonjs' | null {
  const visited: string[] = [];
  let type: 'module' | 'commonjs' | null | undefined;
  for (let current = folder; type === undefined; current = dirname(current)) {
    type = typeOfFolder.get(current);
    if (type !== undefined) break;
    visited.push(current);
    let text: string | undefined;
    try {
      text = readFileSync(join(current, 'package.json'), 'utf8');
    } catch {
      if (dirname(current) === current) type = null;
      continue;
    }
    const declared = (JSON.parse(text) as { type?: unknown }).type;
    type = declared === 'module' || declared === 'commonjs' ? declared : null;
  }
  for (const path of visited) typeOfFolder.set(path, type);
  return type;
}

/** Bare imports already resolved, by specifier, importing folder and conditions. */
const bareImports = new Map<string, Resolved>();

const fixedFormats: Record<string, 'module' | 'commonjs'> = { '.mjs': 'module', '.cjs': 'commonjs' };

/**
 * The module resolution of Node's `import`, with less of its work repeated. For every import it
 * resolves, Node reads the package.json of the package holding the file and, as it copies what it
 * read, parses that file's whole "exports" map again (Node 24.21): drizzle-orm's is 178 KB, and
 * loading the server read it about 730 times, 0.7 s of CPU in a restart of 3.7 s. This hook
 * answers an `import` of a relative path with an extension (`./table.js`) in a package whose
 * package.json says its type, reading each package.json once, and a bare import (`drizzle-orm`)
 * repeated from the same folder as Node first answered it. Anything else (require, `node:`,
 * packages without a type, which Node may tell apart by their syntax) goes to Node as before.
 */
export const resolveWithCache: ResolveHook = (specifier, context, next) => {
  const parent = context.parentURL;
  if (!parent?.startsWith('file:') || !context.conditions?.includes('import')) return next(specifier, context);
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    const extension = extname(specifier);
    if (extension !== '.js' && !(extension in fixedFormats)) return next(specifier, context);
    let path: string;
    try {
      // Node answers the real path of a file, so that a module reached through a link loads once.
      path = realpathSync.native(fileURLToPath(new URL(specifier, parent)));
    } catch {
      return next(specifier, context); // Node's own error
    }
    const format = fixedFormats[extension] ?? packageTypeOf(dirname(path));
    if (!format) return next(specifier, context);
    return { url: pathToFileURL(path).href, format, shortCircuit: true };
  }
  if (/^(node:|file:|data:|\/|#)/.test(specifier)) return next(specifier, context);
  // A bare import depends on the folder it is made from (its node_modules) and the conditions.
  const key = `${specifier}\0${parent.slice(0, parent.lastIndexOf('/'))}\0${context.conditions.join(',')}`;
  const known = bareImports.get(key);
  if (known) return { ...known, shortCircuit: true };
  const resolved = next(specifier, context);
  bareImports.set(key, resolved);
  return resolved;
};

/** Puts resolveWithCache before Node's resolution for the modules imported from now on. */
export function cacheModuleResolution(): void {
  registerHooks({ resolve: resolveWithCache });
}
