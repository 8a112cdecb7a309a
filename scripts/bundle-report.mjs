// What a first visit to each public page downloads: the page (index.html), the entry chunk, the
// page's lazy chunks, the public part of the default locale's (es-MX) catalog (the signed-in
// area's part loads only after sign-in: scripts/vite-catalog-parts.ts), everything they import,
// and their CSS. Each file counts as it travels: its .br (or .gz) copy written by
// scripts/compress-assets.mjs, or the file itself when it has no smaller copy.
// Fails when the catalogue (/aula_courses) is over its goal, or when a public page loads the
// staff portal's layout or one of its GraphQL documents.
import { existsSync, readFileSync, statSync } from 'node:fs';

const dist = new URL('../dist/client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
/** Gzip budgets of first visits, in KB: the public catalogue is where most visitors land. */
const goalsKb = { '/aula_courses': 250 };
const defaultLocale = 'es-MX';

// The portal's entry: the page's own script (the viewer link's early preview is another entry).
const entry = 'index.html' in manifest ? 'index.html' : undefined;
const catalog = `src/locales/${defaultLocale}.po?part=public`;
/** Manifest keys of each public page's own chunks (its route and layout); the entry and catalog load with all of them. */
const publicPages = {
  '/aula_courses': /^src\/courses\/(CoursesCatalogPage|PublicLayout)\.tsx$/,
  '/course_registration/:id': /^src\/courses\/(CourseRegistrationPage|PublicLayout)\.tsx$/,
  '/pre-registro': /^src\/(pre-registration\/PreRegistrationPage|courses\/PublicLayout)\.tsx$/,
  '/login': /^src\/auth\/LoginPage\.tsx$/,
  '/session/forgot-password': /^src\/auth\/ForgotPasswordPage\.tsx$/,
  '/session/reset-password': /^src\/auth\/ResetPasswordPage\.tsx$/,
};

/** Files a first visit of the page loads. */
function filesOf(page) {
  const sources = Object.keys(manifest).filter((key) => publicPages[page].test(key));
  if (!entry || !manifest[catalog] || sources.length === 0) {
    console.error(
      `bundle report: the entry, the public part of the ${defaultLocale} catalog or the chunks of ${page} are missing from the manifest`,
    );
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
  for (const key of [entry, catalog, ...sources]) visit(key);
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
for (const page of Object.keys(publicPages)) {
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
  const goalKb = goalsKb[page];
  const overGoal = goalKb !== undefined && totals.gz / 1024 >= goalKb;
  if (overGoal) failures += 1;
  console.log(
    `${page}, first visit: ${files.size} files, ${sizesLine(totals)}` +
      (goalKb === undefined ? '' : ` (goal: under ${goalKb} KB gzip)${overGoal ? ' — OVER THE GOAL' : ''}`),
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
const portalCatalog = manifest[`src/locales/${defaultLocale}.po?part=portal`];
if (portalCatalog)
  console.log(
    `After sign-in, the signed-in area's part of the ${defaultLocale} catalog: ${sizesLine(sizesOf(portalCatalog.file))}`,
  );

// Root fields only the staff portal asks for, as they appear in a built document (`value:"users"`).
const staffField =
  /\bvalue:[`"'](?:users|clinicalAccessLog|studyAccessLog|createCourse|createStudy|virtualLabPatient|controlBoard|doctorPatients)[`"']/;
for (const page of Object.keys(publicPages)) {
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
