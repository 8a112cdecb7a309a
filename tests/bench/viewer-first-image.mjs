// First image in the viewer on a slow phone network: the demo patient opens the demo panoramic and
// the demo CBCT in Chromium with a cold browser cache, under Lighthouse's mobile network profile
// (1.6 Mbps down, 750 Kbps up, 150 ms round trip; CDP Network.emulateNetworkConditions), two ways:
// - from the study card: the portal is open on "Mis estudios", the browser cache is emptied, then
//   the series' thumbnail is tapped (the viewer's code, texts, grant and images all cold);
// - from a link: /visor/<id>?serie=<uid> typed or opened from a message, the whole portal cold;
// - from a share link: /compartir/<token> (no PIN) opened by someone without an account, all cold; its
//   page shows the preview and loads the viewer on "Abrir el visor", pressed as soon as the preview shows.
// Printed for each: the first image (the server-rendered preview <img>, shown before the viewer
// library has loaded; goal under 2 s), full fidelity (Cornerstone drew the decoded DICOM frame) and,
// for the CBCT from the card, every slice loaded. Times from the tap or the navigation's start,
// median and range of BENCH_RUNS rounds (default 5; BENCH_FROM=card or link for one way) after one
// warm-up round (the server renders each preview once and keeps it, as in use); the load average
// beside them. Needs `npm run build` and Chromium.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
/* global window, document, HTMLImageElement, MutationObserver */
import {
  chromiumFlags,
  chromiumPath,
  cleanUpOnHangOrSignal,
  gql,
  login,
  median,
  requireBuiltServer,
  setting,
  smoke,
  startBuiltServer,
} from './support.mjs';

const runs = setting('BENCH_RUNS', 5, 1);
// BENCH_FROM=card, link or share runs one of the ways only.
const ways = process.env.BENCH_FROM ? [process.env.BENCH_FROM] : ['card', 'link', 'share'];
const goalMs = 2000;
// Lighthouse's mobile ("slow 4G") network: throughput in bytes per second, latency in ms.
const mobile = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The network as a page sees it: a smoke run leaves it unthrottled (the whole CBCT alone takes minutes slowed). */
async function slowDown(cdp) {
  if (!smoke) await cdp.send('Network.emulateNetworkConditions', mobile);
}

requireBuiltServer('viewer');
// The whole CBCT (26 MB of uncompressed frames) takes over two minutes a round at this speed.
const stopWatch = cleanUpOnHangOrSignal('viewer', 45, () => cleanup());
let server;
let browser;

/**
 * Marks in the page, set from its own clock: when the preview image, the full-fidelity image and
 * the last slice came; counted from the navigation's start (the page's time origin, before its
 * HTML was asked for) or from now (a tap).
 */
const marks = (fromNavigation) => {
  const seen = { preview: false };
  window.__viewerMarks = { start: fromNavigation ? 0 : performance.now() };
  const mark = (name) => (window.__viewerMarks[name] ??= performance.now());
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.closest('[data-preview]')) mark('firstImage');
    },
    true,
  );
  new MutationObserver(() => {
    const preview = document.querySelector('[data-preview]');
    if (preview) seen.preview = true;
    else if (seen.preview && document.querySelector('[data-readout="zoom"]')) mark('fullFidelity');
    if (document.querySelector('[data-readout="slice"]') && !document.querySelector('[data-readout="progress"]'))
      if (window.__viewerMarks.fullFidelity !== undefined) mark('allSlices');
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

/** The demo patient's studies with their series, as the patient's account sees them. */
async function demoSeries(base) {
  const { myStudies } = await gql(
    base,
    '{ myStudies(first: 50) { edges { node { id viewerUrl series { seriesInstanceUid modality imageCount } } } } }',
    {},
    await login(base, 'paciente@demo.mx'),
  );
  const all = myStudies.edges.flatMap(({ node }) =>
    node.series.map((series) => ({ ...series, studyId: node.id, viewerUrl: node.viewerUrl })),
  );
  const panoramic = all.find((series) => series.modality === 'PX');
  const cbct = all.find((series) => series.modality === 'CT');
  if (!panoramic || !cbct) throw new Error('the demo data has no panoramic (PX) or CBCT (CT) series');
  // A share link without a PIN for each study, made by the lab, opened by someone without an account.
  const labToken = await login(base, 'laboratorio@demo.mx');
  for (const series of [panoramic, cbct]) {
    const { createStudyShare } = await gql(
      base,
      'mutation ($input: NewStudyShareInput!) { createStudyShare(input: $input) { url } }',
      { input: { studyId: series.studyId, withPin: false } },
      labToken,
    );
    series.shareUrl = new URL(createStudyShare.url).pathname;
  }
  return { panoramic, cbct };
}

/** A browser without a session and with nothing cached, on the slow network: a share link's recipient. */
async function coldStranger(base) {
  const context = await browser.newContext({ baseURL: base, locale: 'es-MX', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(marks, true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await slowDown(cdp);
  return { page, context };
}

/** A signed-in page on "Mis estudios" whose browser cache is then emptied and whose network is slowed. */
async function coldPage(base) {
  const context = await browser.newContext({ baseURL: base, locale: 'es-MX', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page
    .locator('input[name="identifier"], input[type="email"], input[autocomplete="username"]')
    .first()
    .fill('paciente@demo.mx');
  await page.locator('input[type="password"]').first().fill('demo1234');
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL(/\/paciente/);
  await page.locator('a[href^="/visor/"]').first().waitFor();
  // The welcome tour of the demo patient's first sign-in covers the study cards: skip it.
  const skipTour = page.getByRole('button', { name: 'Omitir recorrido' });
  if (
    await skipTour.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  )
    await skipTour.click();
  await skipTour.waitFor({ state: 'detached' });
  await page.addInitScript(marks, true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await slowDown(cdp);
  return { page, context };
}

/** How long a mark may take: a smoke run's image is small and its network not slowed, so a minute means it never came. */
const markTimeout = smoke ? 60_000 : 600_000;

/** Opens the series from its thumbnail on the study card, or by its link; the marks from that moment. */
async function open(base, series, how, waitForAllSlices) {
  const { page, context } = how === 'share' ? await coldStranger(base) : await coldPage(base);
  const href = `${series.viewerUrl}?serie=${encodeURIComponent(series.seriesInstanceUid)}`;
  try {
    if (how === 'card') {
      await page.evaluate(marks, false);
      await page.locator(`a[href="${href}"]`).click();
    } else {
      await page.goto(how === 'share' ? series.shareUrl : href);
    }
    const wanted = waitForAllSlices ? 'allSlices' : 'fullFidelity';
    if (how === 'share') {
      // A share link's page shows the preview and loads the viewer when the visitor presses
      // "Abrir el visor": pressed as soon as the preview shows, so full fidelity counts that wait.
      await page.waitForFunction(() => window.__viewerMarks?.firstImage !== undefined, undefined, {
        timeout: markTimeout,
        polling: 50,
      });
      await page.getByRole('button', { name: 'Abrir el visor' }).click();
    }
    await page
      .waitForFunction((name) => window.__viewerMarks?.[name] !== undefined, wanted, {
        timeout: markTimeout,
        polling: 50,
      })
      .catch(async (error) => {
        const shown = (
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        ).slice(0, 400);
        throw new Error(`${how}: no ${wanted} mark at ${page.url()}; the page shows: ${shown}`, { cause: error });
      });
    const { start, ...times } = await page.evaluate(() => window.__viewerMarks);
    return Object.fromEntries(Object.entries(times).map(([name, at]) => [name, at - start]));
  } finally {
    await context.close();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const summary = (values) =>
  `median ${seconds(median(values))} (range ${seconds(Math.min(...values))} – ${seconds(Math.max(...values))})`;

async function cleanup() {
  await browser?.close().catch(() => undefined);
  await server?.stop();
}

try {
  server = await startBuiltServer('viewer', 45);
  const base = server.origin;
  const { panoramic, cbct } = await demoSeries(base);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  console.log(
    smoke
      ? 'Viewer, first image: smoke run (network not throttled, one round, no warm-up, the CBCT from the card only and not to its last slice)'
      : `Viewer, first image on a throttled network (${mobile.latency} ms RTT, 1.6 Mbps down, 750 Kbps up), cold browser cache, ${runs} rounds after a warm-up`,
  );
  console.log(`  panoramic: ${panoramic.imageCount} image; CBCT: ${cbct.imageCount} slices`);
  const loadBefore = loadavg();
  for (const how of ways) {
    // The whole volume streams the same way however the viewer was opened: timed from the card only,
    // and not in a smoke run, which opens the CBCT from the card only (each way's path still runs).
    const whole = how === 'card' && !smoke;
    const withCbct = how === 'card' || !smoke;
    if (!smoke) {
      await open(base, panoramic, how, false); // warm-up
      await open(base, cbct, how, whole);
    }
    const px = [];
    const ct = [];
    for (let round = 0; round < runs; round += 1) {
      px.push(await open(base, panoramic, how, false));
      if (withCbct) ct.push(await open(base, cbct, how, whole));
    }
    const verdict = (values) => {
      if (smoke) return 'not checked in a smoke run';
      return median(values) < goalMs ? 'goal met' : 'over the goal';
    };
    const pxFirst = px.map((times) => times.firstImage);
    const ctFirst = ct.map((times) => times.firstImage);
    const heading = {
      card: '  From the study card (portal open, cache emptied):',
      link: '  From a link (whole portal cold):',
      share: '  From a share link, without an account (whole portal cold):',
    };
    console.log(heading[how]);
    console.log(`    panoramic, first image (preview):  ${summary(pxFirst)}  goal < 2 s: ${verdict(pxFirst)}`);
    console.log(`    panoramic, full fidelity:          ${summary(px.map((times) => times.fullFidelity))}`);
    if (withCbct) {
      console.log(`    CBCT, first slice (preview):       ${summary(ctFirst)}  goal < 2 s: ${verdict(ctFirst)}`);
      console.log(`    CBCT, middle slice full fidelity:  ${summary(ct.map((times) => times.fullFidelity))}`);
    }
    if (whole)
      console.log(
        `    CBCT, all ${cbct.imageCount} slices loaded:       ${summary(ct.map((times) => times.allSlices))}`,
      );
  }
  const loadAfter = loadavg();
  console.log(
    `  load average (1 min) before ${loadBefore[0].toFixed(2)}, after ${loadAfter[0].toFixed(2)}; OHIF's published first image of a large study: 13-35 s`,
  );
} finally {
  stopWatch();
  await cleanup();
}
