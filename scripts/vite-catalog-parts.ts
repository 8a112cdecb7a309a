import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { createCompiledCatalog, getCatalogDependentFiles, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type FallbackLocales, type LinguiConfigNormalized } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import type { Plugin, Rolldown } from 'vite';
import { partOf, patientAreaFiles, publicFiles, type CatalogPart, type ModuleGraph } from './catalog-split.js';

type Compiled = Record<string, unknown>;

const catalogPartNames: readonly string[] = ['public', 'portal', 'staff'] satisfies CatalogPart[];
const isCatalogPart = (part: string | null): part is CatalogPart => part !== null && catalogPartNames.includes(part);

/** The catalogue file and part of a module id (`…/en.po?part=portal`; the dev server adds `import&`). */
function partOfId(id: string): { file: string; part: CatalogPart } | undefined {
  const [file, query = ''] = id.split('?');
  const part = new URLSearchParams(query).get('part');
  return file.endsWith('.po') && isCatalogPart(part) ? { file, part } : undefined;
}
const placeholder = (locale: string, part: CatalogPart) => `catalog-part:${locale}:${part}`;
const placeholderLiteral = /(["'`])catalog-part:([\w-]+):(public|portal|staff)\1/g;

/**
 * Each locale's catalogue in three parts (the rule is in scripts/catalog-split.ts), imported as
 * `client/src/locales/<locale>.po?part=public`, `?part=portal` and `?part=staff`:
 *
 * - the public part holds the entries of the files the visitors' pages run, so a first visit does
 *   not download the texts of the staff and patient portals;
 * - the portal part holds the other entries of the files a signed-in patient can run, which both
 *   signed-in layouts load before they render;
 * - the staff part holds the rest, which only the staff portal loads (with the portal part).
 *
 * Which files the public pages run is the build's own module graph, known only once every module
 * is loaded: a part module is a placeholder until its chunk is rendered, and then becomes the
 * compiled entries of its part. The development server has no whole graph: there the public part
 * is the whole catalogue and the others are empty. Entries that only the server uses (the emails'
 * texts) are in no part.
 *
 * Files are named relative to the project: `doors` are the files whose dynamic imports load the
 * signed-in area; `staff.doors` the files whose dynamic imports load the staff portal's pages,
 * `staff.roots` the staff portal's own modules that the signed-in area lazy-loads (its layout).
 */
export function catalogParts(options: {
  sourceCatalog: URL;
  doors: readonly string[];
  staff: { doors: readonly string[]; roots: readonly string[] };
}): Plugin {
  // As the `#:` references are written: relative to the project (Lingui's root directory).
  const projectPath = (id: string) => relative(linguiConfig().rootDir, id.split('?')[0]).split('\\').join('/');
  const doors = new Set(options.doors);
  const staff = { doors: new Set(options.staff.doors), roots: new Set(options.staff.roots) };
  const compiledByLocale = new Map<string, Compiled>();
  let building = false;
  let partByMessage: Map<string, CatalogPart> | undefined;

  /** Which part each entry of the source catalogue (whose references every locale shares) is in. */
  const split = (isPublic: (file: string) => boolean, inPatientArea?: (file: string) => boolean) => {
    const parts = new Map<string, CatalogPart>();
    for (const item of PO.parse(readFileSync(options.sourceCatalog, 'utf8')).items) {
      const part = partOf(item.references, isPublic, inPatientArea);
      if (part) parts.set(generateMessageId(item.msgid, item.msgctxt), part);
    }
    return parts;
  };

  const entriesOf = (compiled: Compiled, part: CatalogPart, parts: Map<string, CatalogPart>) =>
    Object.fromEntries(Object.entries(compiled).filter(([id]) => parts.get(id) === part));

  /**
   * The public files and the patient area's files of the build being rendered; a door that
   * lazy-loads nothing, or a staff root missing from the build, fails it.
   */
  function filesOfBuild(context: Rolldown.PluginContext) {
    const graph: ModuleGraph = new Map();
    const entries: string[] = [];
    for (const id of context.getModuleIds()) {
      const info = context.getModuleInfo(id);
      if (!info) continue;
      graph.set(projectPath(id), {
        imports: info.importedIds.map(projectPath),
        dynamicImports: info.dynamicallyImportedIds.map(projectPath),
      });
      if (info.isEntry) entries.push(projectPath(id));
    }
    const missing = [...doors, ...staff.doors].filter((door) => !graph.get(door)?.dynamicImports.length);
    if (missing.length)
      context.error(
        `catalog-parts: ${missing.join(', ')} lazy-load nothing in this build (renamed? update vite.config.ts)`,
      );
    const absent = [...staff.roots].filter((root) => !graph.has(root));
    if (absent.length)
      context.error(`catalog-parts: ${absent.join(', ')} are not in this build (renamed? update vite.config.ts)`);
    return { publicFiles: publicFiles(graph, entries, doors), patientArea: patientAreaFiles(graph, entries, staff) };
  }

  return {
    name: 'catalog-parts',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      partByMessage = undefined;
      compiledByLocale.clear();
    },
    async load(id) {
      const match = partOfId(id);
      if (!match) return undefined;
      const { file, part } = match;
      const { locale, compiled, dependencies } = await compileCatalog(file);
      for (const dependency of dependencies) this.addWatchFile(dependency);
      let code: string;
      if (building) {
        compiledByLocale.set(locale, compiled);
        code = `export const messages = JSON.parse(${JSON.stringify(placeholder(locale, part))});\n`;
      } else {
        const everyPageText = split(() => true);
        code = `export const messages = ${JSON.stringify(part === 'public' ? entriesOf(compiled, 'public', everyPageText) : {})};\n`;
      }
      return { code, moduleType: 'js' };
    },
    renderChunk(code) {
      if (!code.includes('catalog-part:')) return null;
      if (!partByMessage) {
        const files = filesOfBuild(this);
        partByMessage = split(
          (file) => files.publicFiles.has(file),
          (file) => files.patientArea.has(file),
        );
      }
      const parts = partByMessage;
      const rendered = code.replace(placeholderLiteral, (_literal, _quote, locale: string, part: CatalogPart) => {
        const compiled = compiledByLocale.get(locale);
        if (!compiled) return this.error(`catalog-parts: the ${locale} catalogue was not compiled`);
        return JSON.stringify(JSON.stringify(entriesOf(compiled, part, parts)));
      });
      return { code: rendered, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('catalog-part:'))
          this.error(`catalog-parts: ${chunk.fileName} still holds a catalogue placeholder`);
      }
    },
  };
}

/** Lingui's configuration with what `getConfig` always fills in, though its type leaves it optional. */
type LinguiSettings = LinguiConfigNormalized & {
  rootDir: string;
  sourceLocale: string;
  fallbackLocales: FallbackLocales;
};

let linguiConfigLoaded: LinguiSettings | undefined;
const linguiConfig = () => (linguiConfigLoaded ??= settled(getConfig()));

function settled(config: LinguiConfigNormalized): LinguiSettings {
  const { rootDir, sourceLocale, fallbackLocales } = config;
  if (rootDir === undefined || sourceLocale === undefined || fallbackLocales === undefined)
    throw new Error('catalog-parts: the Lingui configuration has no root directory, source locale or fallbacks');
  return { ...config, rootDir, sourceLocale, fallbackLocales };
}

let catalogs: ReturnType<typeof getCatalogs> | undefined;

/** A locale's catalogue compiled as the Lingui Vite plugin does (fallbacks to the Spanish source included). */
async function compileCatalog(file: string) {
  const lingui = linguiConfig();
  const { locale, catalog } = getCatalogForFile(
    relative(lingui.rootDir, file),
    await (catalogs ??= getCatalogs(lingui)),
  );
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: lingui.fallbackLocales,
    sourceLocale: lingui.sourceLocale,
  });
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  // The Lingui plugin only warns; a message left out would show as its id.
  if (errors.length)
    throw new Error(
      `catalog-parts: ${locale} has messages that do not compile: ${errors.map((error) => error.source).join(' | ')}`,
    );
  return {
    locale,
    compiled: (JSON.parse(source) as { messages: Compiled }).messages,
    dependencies: await getCatalogDependentFiles(catalog, locale),
  };
}
