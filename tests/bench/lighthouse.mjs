// Lighthouse's mobile audit (its default profile: a mid-range phone, simulated slow 4G and 4× CPU
// slowdown) of the public pages and the signed-in patient's home, run with the machine's Chromium
// against the built server on a fresh embedded database with the demo data, over two transports:
// plain HTTP/1.1 straight to the server (the worst case) and HTTPS + HTTP/2 through a local TLS
// front (lighthouse-support.mjs). Each page is audited BENCH_RUNS times (default 3), the rounds
// interleaved (every page and transport once per round) after one warm-up audit of each page;
// printed per page and transport: median and range of the performance and accessibility scores,
// LCP, TBT, CLS, and the bytes transferred (JavaScript and total), with the goals of issue 31
// (performance ≥ 90 over HTTP/1.1, ≥ 95 over HTTP/2, accessibility 100, LCP < 2.5 s), and the load
// average of each round. BENCH_PAGES=login,paciente audits only those pages; BENCH_REPORTS=<folder>
// keeps every Lighthouse report (JSON) there; BENCH_SMOKE=1 audits /login once over HTTP/1.1 and
// checks no goal. Needs `npm run build` and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { demoPaths, setStorage, signedInStorage, startChromium, startHttp2Front } from './lighthouse-support.mjs';
import { chromiumPath, median, startBuiltServer } from './support.mjs';

const smoke = process.env.BENCH_SMOKE === '1';
const runs = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const reportsDir = process.env.BENCH_REPORTS ? resolve(process.env.BENCH_REPORTS) : undefined;
const goals = { http1: 90, http2: 95, accessibility: 100, lcpMs: 2500 };

const server = await startBuiltServer('lighthouse', smoke ? 10 : 60);
const workDir = mkdtempSync(join(tmpdir(), 'portal-bench-lighthouse-'));
let browser;
let front;
try {
  browser = await startChromium(chromiumPath, join(workDir, 'profile'));
  const transports = [{ name: 'HTTP/1.1', key: 'http1', origin: server.origin }];
  if (!smoke) {
    front = await startHttp2Front(server.origin, workDir);
    transports.push({ name: 'HTTPS + HTTP/2', key: 'http2', origin: front.origin });
  }
  const demo = smoke ? {} : await demoPaths(server.origin, server.dataDir);
  const allPages = [
    { name: 'login', path: '/login' },
    { name: 'aula_courses', path: '/aula_courses' },
    { name: 'course_registration', path: demo.course },
    { name: 'forgot-password', path: '/session/forgot-password' },
    { name: 'reset-password', path: demo.reset },
    { name: 'share link', path: demo.share },
    { name: 'paciente', path: '/paciente', signedIn: true },
  ];
  const chosen = smoke ? ['login'] : process.env.BENCH_PAGES?.split(',');
  const pages = chosen ? allPages.filter((page) => chosen.includes(page.name)) : allPages;
  // What the client keeps after the patient signs in, per origin (each transport is an origin).
  const stored = new Map();
  const repeated = [];
  if (pages.some((page) => page.signedIn))
    for (const transport of transports) stored.set(transport.origin, await signedInStorage(transport.origin));

  /** One Lighthouse audit of `page` over `transport`; answers the figures the bench prints. */
  async function audit(page, transport, label) {
    // The patient signed in on this origin before: a public page is audited signed out (Lighthouse's
    // storage reset leaves localStorage as it is).
    const storage = () => setStorage(browser.port, transport.origin, page.signedIn ? stored.get(transport.origin) : {});
    await storage();
    let lhr;
    // On a loaded machine Lighthouse now and then loses the trace of a load (NO_NAVSTART) and asks
    // to be run again: the audit is repeated (twice at most) and the repeats are counted.
    for (let attempt = 1; ; attempt += 1) {
      ({ lhr } = await lighthouse(`${transport.origin}${page.path}`, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse's reset of the origin's storage would sign the patient out: the cache was
        // emptied above instead.
        disableStorageReset: Boolean(page.signedIn),
      }));
      if (!lhr.runtimeError) break;
      const failure = `${page.path} over ${transport.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt === 3) throw new Error(failure);
      repeated.push(failure);
      await storage();
    }
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const file = `${page.name.replace(/\W+/g, '-')}-${transport.key}-${label}.json`;
      writeFileSync(join(reportsDir, file), JSON.stringify(lhr));
    }
    // A signed-out visit to /paciente would audit the login page it redirects to.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(lhr.requestedUrl).pathname)
      throw new Error(`${lhr.requestedUrl} ended on ${lhr.finalDisplayedUrl}`);
    const requests = lhr.audits['network-requests'].details.items;
    const bytes = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsKB: bytes(requests.filter((item) => item.resourceType === 'Script')) / 1024,
      totalKB: bytes(requests) / 1024,
    };
  }

  console.log(
    `Lighthouse mobile profile (simulated slow 4G, 4× CPU slowdown), ${runs} interleaved round(s)${smoke ? ' (smoke: no goal checked)' : ', after one warm-up audit per page'}`,
  );
  if (!smoke) for (const page of pages) await audit(page, transports[0], 'warm-up');
  const results = new Map();
  for (let round = 1; round <= runs; round += 1) {
    const before = loadavg()[0];
    for (const transport of transports)
      for (const page of pages) {
        const key = `${page.name}|${transport.key}`;
        if (!results.has(key)) results.set(key, { page, transport, figures: [] });
        results.get(key).figures.push(await audit(page, transport, `round-${round}`));
      }
    console.log(`  round ${round}: load average (1 min) ${before.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);
  }

  const figure = (values, digits, unit = '') => {
    const at = (value) => value.toFixed(digits);
    return `${at(median(values))}${unit} (${at(Math.min(...values))}–${at(Math.max(...values))})`;
  };
  for (const transport of transports) {
    console.log(`  ${transport.name}:`);
    for (const page of pages) {
      const { figures } = results.get(`${page.name}|${transport.key}`);
      const of = (name) => figures.map((figures) => figures[name]);
      const verdicts = [];
      if (!smoke) {
        const performanceGoal = goals[transport.key];
        verdicts.push(median(of('performance')) >= performanceGoal ? 'perf ok' : `perf < ${performanceGoal}`);
        verdicts.push(median(of('accessibility')) >= goals.accessibility ? 'a11y ok' : 'a11y < 100');
        verdicts.push(median(of('lcp')) < goals.lcpMs ? 'LCP ok' : 'LCP ≥ 2.5 s');
      }
      console.log(
        `    ${page.name.padEnd(20)} perf ${figure(of('performance'), 0)}  a11y ${figure(of('accessibility'), 0)}  ` +
          `LCP ${figure(
            of('lcp').map((ms) => ms / 1000),
            2,
            ' s',
          )}  TBT ${figure(of('tbt'), 0, ' ms')}  ` +
          `CLS ${figure(of('cls'), 3)}  JS ${figure(of('jsKB'), 0, ' KB')}  total ${figure(of('totalKB'), 0, ' KB')}` +
          (verdicts.length ? `  [${verdicts.join(', ')}]` : ''),
      );
    }
  }
  if (repeated.length) console.log(`  audits repeated after a Lighthouse failure: ${repeated.join('; ')}`);
} finally {
  await front?.close();
  await browser?.close();
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
