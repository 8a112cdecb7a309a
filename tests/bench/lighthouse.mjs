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
// checks no goal. BENCH_BASELINE=<folder> (a copy of an earlier build's dist/, e.g. `cp -r dist
// .tmp/before`) also serves that build from a server of its own and audits it in the same rounds,
// each page right after the current build's, printed beside it: a before/after on one machine
// under the same load. Needs `npm run build` and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { demoPaths, setStorage, signedInStorage, startChromium, startHttp2Front } from './lighthouse-support.mjs';
import { chromiumPath, median, startBuiltServer } from './support.mjs';

const smoke = process.env.BENCH_SMOKE === '1';
const runs = smoke ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const reportsDir = process.env.BENCH_REPORTS ? resolve(process.env.BENCH_REPORTS) : undefined;
const goals = { http1: 90, http2: 95, accessibility: 100, lcpMs: 2500 };
const baselineDir = !smoke && process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : undefined;
if (baselineDir && !existsSync(join(baselineDir, 'server/src/main.js'))) {
  console.error(`bench lighthouse: BENCH_BASELINE=${baselineDir} holds no built server (server/src/main.js)`);
  process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), 'portal-bench-lighthouse-'));
/** The builds audited: this one, and the baseline's when given. */
const builds = [];
let browser;
try {
  builds.push({ name: 'current', server: await startBuiltServer('lighthouse', smoke ? 10 : 90) });
  if (baselineDir)
    builds.push({
      name: 'baseline',
      server: await startBuiltServer('lighthouse-baseline', 90, {
        script: join(baselineDir, 'server/src/main.js'),
        env: { CLIENT_DIR: join(baselineDir, 'client') },
      }),
    });
  browser = await startChromium(chromiumPath, join(workDir, 'profile'));
  for (const build of builds) {
    const { server } = build;
    build.transports = [{ name: 'HTTP/1.1', key: 'http1', origin: server.origin }];
    if (!smoke) {
      build.front = await startHttp2Front(server.origin, workDir);
      build.transports.push({ name: 'HTTPS + HTTP/2', key: 'http2', origin: build.front.origin });
    }
    build.demo = smoke ? {} : await demoPaths(server.origin, server.dataDir);
  }
  const pageNames = [
    'login',
    'aula_courses',
    'course_registration',
    'pre-registro',
    'forgot-password',
    'reset-password',
    'share link',
    'paciente',
  ];
  /** The page called `name` on `build`'s server (a course, a reset link and a share link are its own). */
  const pageOf = (name, build) =>
    ({
      login: { name, path: '/login' },
      aula_courses: { name, path: '/aula_courses' },
      course_registration: { name, path: build.demo.course },
      'pre-registro': { name, path: '/pre-registro' },
      'forgot-password': { name, path: '/session/forgot-password' },
      'reset-password': { name, path: build.demo.reset },
      'share link': { name, path: build.demo.share },
      paciente: { name, path: '/paciente', signedIn: true },
    })[name];
  const chosen = smoke ? ['login'] : process.env.BENCH_PAGES?.split(',');
  const names = chosen ? pageNames.filter((name) => chosen.includes(name)) : pageNames;
  // What the client keeps after the patient signs in, per origin (each transport is an origin).
  const stored = new Map();
  const repeated = [];
  if (names.includes('paciente'))
    for (const build of builds)
      for (const transport of build.transports) stored.set(transport.origin, await signedInStorage(transport.origin));

  /** One Lighthouse audit of `page` over `transport`; answers the figures the bench prints. */
  async function audit(build, page, transport, label) {
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
      const file = `${page.name.replace(/\W+/g, '-')}-${transport.key}${build === builds[0] ? '' : `-${build.name}`}-${label}.json`;
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
  if (baselineDir) console.log(`  each page audited on this build, then on the baseline's (${baselineDir})`);
  if (!smoke)
    for (const name of names)
      for (const build of builds) await audit(build, pageOf(name, build), build.transports[0], 'warm-up');
  const results = new Map();
  for (let round = 1; round <= runs; round += 1) {
    const before = loadavg()[0];
    for (const [index] of builds[0].transports.entries())
      for (const name of names)
        for (const build of builds) {
          const transport = build.transports[index];
          const key = `${build.name}|${name}|${transport.key}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push(await audit(build, pageOf(name, build), transport, `round-${round}`));
        }
    console.log(`  round ${round}: load average (1 min) ${before.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`);
  }

  const figure = (values, digits, unit = '') => {
    const at = (value) => value.toFixed(digits);
    return `${at(median(values))}${unit} (${at(Math.min(...values))}–${at(Math.max(...values))})`;
  };
  for (const transport of builds[0].transports) {
    console.log(`  ${transport.name}:`);
    for (const name of names)
      for (const build of builds) {
        const figures = results.get(`${build.name}|${name}|${transport.key}`);
        const of = (figure) => figures.map((figures) => figures[figure]);
        const verdicts = [];
        if (!smoke) {
          const performanceGoal = goals[transport.key];
          verdicts.push(median(of('performance')) >= performanceGoal ? 'perf ok' : `perf < ${performanceGoal}`);
          verdicts.push(median(of('accessibility')) >= goals.accessibility ? 'a11y ok' : 'a11y < 100');
          verdicts.push(median(of('lcp')) < goals.lcpMs ? 'LCP ok' : 'LCP ≥ 2.5 s');
        }
        const label = baselineDir ? `${name} (${build.name})` : name;
        console.log(
          `    ${label.padEnd(baselineDir ? 32 : 20)} perf ${figure(of('performance'), 0)}  a11y ${figure(of('accessibility'), 0)}  ` +
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
  await browser?.close();
  for (const build of builds) {
    await build.front?.close();
    await build.server.stop();
  }
  rmSync(workDir, { recursive: true, force: true });
}
