// Prints the gzip size of the JavaScript a visitor's browser loads for the public catalogue
// (/aula_courses): the entry chunk, the page's lazy chunks and everything they import.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/client/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const goalKb = 250;

/** Source files whose chunks /aula_courses loads besides the entry (its route and layout). */
const pageSources = Object.keys(manifest).filter((key) => /courses\/(CoursesCatalogPage|PublicLayout)\.tsx$/.test(key));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || pageSources.length === 0) {
  console.error('bundle report: the catalogue page or the entry is missing from the manifest');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const key of [entry, ...pageSources]) visit(key);

let total = 0;
for (const file of [...files].filter((name) => name.endsWith('.js'))) total += gzipSync(readFileSync(new URL(file, dist))).length;
const kb = total / 1024;
console.log(`JavaScript loaded by /aula_courses: ${kb.toFixed(1)} KB gzip in ${files.size} chunks (goal: under ${goalKb} KB)${kb < goalKb ? '' : ' — OVER THE GOAL'}`);
const staff = [...files].filter((name) => /StaffLayout|staff/i.test(name));
if (staff.length) console.log(`  warning: staff portal chunks loaded: ${staff.join(', ')}`);
