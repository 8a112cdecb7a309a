// What a first visit to each public page downloads: the page (index.html), the entry chunk, the
// page's lazy chunks, the public part of the default locale's (es-MX) catalog (the signed-in
// area's part loads only after sign-in: scripts/vite-catalog-parts.ts), MUI's texts in that
// locale and the failure screen (which every page fetches beside its own), everything they import,
// and their CSS; and a first visit that lands in the patient area after sign-in (/paciente),
// which adds the signed-in area's part of the catalog, Apollo Client and the patient's pages.
// Each file counts as it travels: its .br (or .gz) copy written by scripts/compress-assets.mjs,
// or the file itself when it has no smaller copy.
// The goal (issue 31, phones): at most 150 KB of JavaScript, brotli, for each of these visits.
// Fails when a visit downloads more JavaScript than its ceiling (below), or when a public page
// or the patient area loads the staff portal's layout or one of its GraphQL documents.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const dist = new URL('../dist/client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
/** The goal of every first visit below: JavaScript, brotli, in KB. */
const goalKb = 150;
/**
 * What each visit may not exceed today (JavaScript, brotli, KB) while it is over the goal: the
 * size it reached plus a little room, so a change that adds to a page fails the build. Each
 * ceiling comes down with the work that brings its page under the goal, and goes once it is.
 */
const ceilingsKb = {
  '/paciente': 207.5,
};
const defaultLocale = 'es-MX';

// The public pages and what every first visit fetches beside them come from the table the client
// router and the server's preloads read (shared/public-pages.ts), loaded through Vite's runner.
const { publicPages: publicPageTable, firstVisitModules } = (
  await runnerImport(fileURLToPath(new URL('../shared/public-pages.ts', import.meta.url)))
).module;

// The portal's entry: the page's own script (the viewer link's early preview is another entry).
const entry = 'index.html' in manifest ? 'index.html' : undefined;
const catalog = `src/locales/${defaultLocale}.po?part=public`;
/** Manifest keys of each public page's own chunks (its route and layout). */
const publicPages = Object.fromEntries(
  publicPageTable.map(({ route, modules }) => [route, modules.map((module) => `src/${module}`)]),
);
/** The signed-in area's first visits: their chunks, and the signed-in area's part of the catalog. */
const portalCatalog = `src/locales/${defaultLocale}.po?part=portal`;
const signedInPages = {
  '/paciente': [
    'src/api/apollo-scope.tsx',
    'src/patient/PatientLayout.tsx',
    'src/patient/PatientHomePage.tsx',
    portalCatalog,
  ],
};
const pages = { ...publicPages, ...signedInPages };
/** Manifest keys every first visit fetches beside its page: the entry, the catalog's public part, MUI's texts, the failure screen. */
const firstVisitKeys = [entry, ...firstVisitModules.map((module) => `src/${module}`)];

/** Files a first visit of the page loads. */
function filesOf(page) {
  const keys = [...firstVisitKeys, ...pages[page]];
  const missing = keys.filter((key) => !key || !manifest[key]);
  if (missing.length) {
    console.error(`bundle report: ${missing.join(', ') || 'the entry'} of ${page} missing from the manifest`);
    process.exit(1);
  }
  const files = new Set(['index.html']);
  const visited = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const sizeOf = (file) => statSync(new URL(file, dist)).size;
/** Bytes on the wire for a browser accepting the encoding of `extension`. */
const travelling = (file, extension) =>
  existsSync(new URL(file + extension, dist)) ? sizeOf(file + extension) : sizeOf(file);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizesOf = (file) => ({ raw: sizeOf(file), br: travelling(file, '.br'), gz: travelling(file, '.gz') });
const sizesLine = (sizes) => `${kb(sizes.raw)} raw, ${kb(sizes.br)} brotli, ${kb(sizes.gz)} gzip`;

let failures = 0;
for (const page of Object.keys(pages)) {
  const files = filesOf(page);
  const totals = { raw: 0, br: 0, gz: 0 };
  const byKind = {};
  for (const file of files) {
    const kind = file.endsWith('.js') ? 'JavaScript' : file.endsWith('.css') ? 'CSS' : 'HTML';
    const sizes = sizesOf(file);
    byKind[kind] ??= { count: 0, raw: 0, br: 0, gz: 0 };
    byKind[kind].count += 1;
    for (const key of Object.keys(totals)) {
      totals[key] += sizes[key];
      byKind[kind][key] += sizes[key];
    }
  }
  const script = byKind.JavaScript;
  const scriptKb = script.br / 1024;
  const ceilingKb = ceilingsKb[page] ?? goalKb;
  const overCeiling = scriptKb > ceilingKb;
  if (overCeiling) failures += 1;
  console.log(
    `${page}, first visit: ${files.size} files, ${sizesLine(totals)}; JavaScript ${kb(script.br)} brotli ` +
      `(${script.br.toLocaleString('en-US')} bytes; ${kb(script.gz)} gzip): ` +
      (scriptKb <= goalKb
        ? `within the goal of ${goalKb} KB`
        : `${kb(script.br - goalKb * 1024)} over the goal of ${goalKb} KB` +
          (overCeiling ? `, and over its ceiling of ${ceilingKb} KB — FAILS` : ` (ceiling ${ceilingKb} KB)`)),
  );
  if (page !== '/aula_courses') continue;
  for (const [kind, sizes] of Object.entries(byKind))
    console.log(`  ${kind}: ${sizes.count} files, ${sizesLine(sizes)}`);
  console.log(
    `  of which the public part of the ${defaultLocale} catalog: ${sizesLine(sizesOf(manifest[catalog].file))}`,
  );
  const uncompressed = [...files].filter((file) => travelling(file, '.br') === sizeOf(file) && sizeOf(file) > 1024);
  if (uncompressed.length) console.log(`  warning: sent uncompressed (no .br copy): ${uncompressed.join(', ')}`);
}
console.log(
  `After sign-in, the signed-in area's part of the ${defaultLocale} catalog: ${sizesLine(sizesOf(manifest[portalCatalog].file))}`,
);

// Root fields only the staff portal asks for, as they appear in a built document (`value:"users"`).
const staffField =
  /\bvalue:[`"'](?:users|clinicalAccessLog|studyAccessLog|createCourse|createStudy|virtualLabPatient|controlBoard|doctorPatients)[`"']/;
for (const page of Object.keys(pages)) {
  const staffCode = [...filesOf(page)].filter(
    (file) =>
      /StaffPortal|StaffLayout/.test(file) ||
      (file.endsWith('.js') && staffField.test(readFileSync(new URL(file, dist), 'utf8'))),
  );
  if (staffCode.length) {
    failures += 1;
    console.error(`  ${page} loads staff portal code or GraphQL documents: ${staffCode.join(', ')}`);
  }
}
if (failures) process.exit(1);
