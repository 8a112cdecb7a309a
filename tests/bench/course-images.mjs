// Bytes of course images a first visit to /aula_courses downloads, on the demo catalogue, at a
// phone's width (360 CSS px, 2 device pixels per px) and a laptop's (1280 px, 1x), two ways:
// - "uploaded": the page as it was before responsive images, each card showing the uploaded file
//   (Course.image removed from the catalogue's answer, so the page falls back to imageUrl);
// - "sizes": the page as it is, each card picking its WebP size from srcset/sizes.
// Each visit is a fresh browser context (cold cache) waiting for the network to settle, without
// scrolling (lazy images the browser fetches ahead count too). Rounds interleave the ways after a
// warm-up; printed: median bytes and range, images fetched and the load average. Needs
// `npm run build` and Chromium. BENCH_RUNS rounds (default 3); BENCH_SMOKE=1: one round, no warm-up.
import { chromium } from 'playwright-core';
import {
  chromiumFlags,
  chromiumPath,
  loadAverage,
  median,
  setting,
  smoke,
  spread,
  startBuiltServer,
} from './support.mjs';

const runs = setting('BENCH_RUNS', 3, 1);
const screens = [
  { name: '360 px (2x)', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 },
  { name: '1280 px (1x)', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];
const ways = ['uploaded', 'sizes'];

const server = await startBuiltServer('course-images', 15);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** One cold visit: the course images fetched and their bytes. */
async function visit(screen, way) {
  const context = await browser.newContext({
    baseURL: server.origin,
    locale: 'es-MX',
    viewport: screen.viewport,
    deviceScaleFactor: screen.deviceScaleFactor,
  });
  const page = await context.newPage();
  if (way === 'uploaded') {
    await page.route('**/graphql**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('"publicCourses"')) return route.fulfill({ response });
      const answer = JSON.parse(body);
      for (const course of answer.data.publicCourses) course.image = null;
      return route.fulfill({ response, body: JSON.stringify(answer), headers: { ...response.headers(), etag: '' } });
    });
  }
  const images = [];
  page.on('response', (response) => {
    if (!response.url().includes('/files/public/courses/')) return;
    images.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  await page.goto('/aula_courses', { waitUntil: 'networkidle' });
  const sizes = await Promise.all(images);
  await context.close();
  return { bytes: sizes.reduce((total, size) => total + size, 0), count: sizes.length };
}

try {
  if (!smoke) for (const screen of screens) for (const way of ways) await visit(screen, way);
  const results = new Map();
  const loads = [];
  for (let round = 0; round < runs; round++) {
    loads.push(loadAverage());
    for (const screen of screens) {
      for (const way of ways) {
        const key = `${screen.name} ${way}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(await visit(screen, way));
      }
    }
  }
  console.log(
    `course images of a first visit to /aula_courses (demo catalogue), ${runs} rounds${smoke ? ' (smoke run, no warm-up)' : ' after a warm-up'}`,
  );
  console.log(`load average (1, 5, 15 min) per round: ${loads.join(' | ')}`);
  for (const [key, visits] of results) {
    const bytes = visits.map((one) => one.bytes);
    console.log(`${key.padEnd(24)} ${spread(bytes, 0, 'bytes')}, ${median(visits.map((one) => one.count))} images`);
  }
} finally {
  await browser.close();
  await server.stop();
}
