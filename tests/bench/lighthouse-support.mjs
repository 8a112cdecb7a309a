// What the Lighthouse bench needs around Lighthouse itself: the machine's Chromium with a debugging
// port, an HTTPS + HTTP/2 front with a certificate made at run time, the demo data the pages need
// (a course, a reset link, a share link) and the signed-in patient's stored session.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { connect } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { openDevtoolsSession } from './inspector.mjs';
import { chromiumFlags, chromiumPath, freePort, gql, login } from './support.mjs';

// DESIGN.md's toolchain facts; the certificate of the HTTPS front is made at run time, so Chromium
// is told to accept it.
const auditFlags = [...chromiumFlags, '--ignore-certificate-errors'];

/** The machine's Chromium with a debugging port Lighthouse (and the storage writes) connect to; answers the port and `close`. */
export async function startChromium(path, profileDir) {
  const port = await freePort();
  const browser = spawn(path, [...auditFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (browser.exitCode !== null) throw new Error(`Chromium exited with code ${browser.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port in 60 s');
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  return {
    port,
    async close() {
      if (browser.exitCode !== null || browser.signalCode !== null) return;
      const exited = new Promise((resolveExit) => browser.once('exit', resolveExit));
      browser.kill('SIGTERM');
      await exited;
    },
  };
}

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

/**
 * HTTPS with HTTP/2 in front of `origin`, as a TLS-terminating proxy would be in production:
 * a self-signed certificate for 127.0.0.1 made by openssl now, each request passed on over
 * kept-alive HTTP/1.1 connections, WebSocket upgrades (HTTP/1.1 over TLS) piped through.
 */
export async function startHttp2Front(origin, workDir) {
  const key = join(workDir, 'front-key.pem');
  const cert = join(workDir, 'front-cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  const upstream = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const front = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true });
  // Chromium keeps its connections open: close ends them, so that the front stops at once.
  const connections = new Set();
  front.on('secureConnection', (socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  front.on('request', (incoming, outgoing) => {
    const headers = {};
    for (const [name, value] of Object.entries(incoming.headers))
      if (!name.startsWith(':') && !hopByHop.has(name)) headers[name] = value;
    headers.host = incoming.headers[':authority'] ?? incoming.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers, agent },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!hopByHop.has(name)) answerHeaders[name] = value;
        outgoing.writeHead(answer.statusCode, answerHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  front.on('upgrade', (incoming, socket, head) => {
    const backend = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2)
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      backend.write(head);
      backend.pipe(socket).pipe(backend);
    });
    backend.on('error', () => socket.destroy());
    socket.on('error', () => backend.destroy());
  });
  const port = await freePort();
  await new Promise((resolveListen) => front.listen(port, '127.0.0.1', resolveListen));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolveClose) => {
        agent.destroy();
        front.close(() => resolveClose());
        for (const socket of connections) socket.destroy();
      }),
  };
}

/**
 * The paths the bench audits, made from the demo data: the first public course, a password-reset
 * link the server emailed to the demo patient (read from the embedded mailer's outbox), and a share
 * link without PIN for the demo patient's first study, made by the lab.
 */
export async function demoPaths(origin, dataDir) {
  const { publicCourses } = await gql(origin, '{ publicCourses { id } }');
  if (!publicCourses.length) throw new Error('the demo data has no public course');
  await gql(origin, 'mutation { requestPasswordReset(email: "paciente@demo.mx") }');
  const resetLink = await waitForResetLink(join(dataDir, 'outbox'));
  const patient = await login(origin, 'paciente@demo.mx');
  const { myStudies } = await gql(origin, '{ myStudies(first: 1) { edges { node { id } } } }', {}, patient);
  if (!myStudies.edges.length) throw new Error('the demo patient has no study');
  const lab = await login(origin, 'laboratorio@demo.mx');
  const { createStudyShare } = await gql(
    origin,
    'mutation ($input: NewStudyShareInput!) { createStudyShare(input: $input) { url } }',
    { input: { studyId: myStudies.edges[0].node.id, withPin: false } },
    lab,
  );
  return {
    course: `/course_registration/${publicCourses[0].id}`,
    reset: `${resetLink.pathname}${resetLink.search}`,
    share: new URL(createStudyShare.url).pathname,
  };
}

/** The reset link of the first mail in the outbox that carries one (the mail goes out from a job). */
async function waitForResetLink(outboxDir) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const files = (() => {
      try {
        return readdirSync(outboxDir).filter((name) => name.endsWith('.json'));
      } catch {
        return [];
      }
    })();
    for (const name of files) {
      const found = readFileSync(join(outboxDir, name), 'utf8').match(
        /https?:\/\/[^\s"<>]*reset-password\?token=[^\s"<>\\]+/,
      );
      if (found) return new URL(found[0]);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error('no password-reset mail reached the outbox in 60 s');
}

/**
 * Signs the demo patient in through the login page of `origin`, skips the first sign-in's tour, and
 * answers what the client then keeps in localStorage (the whole session), to be put back before
 * each audit of the signed-in page (Lighthouse's own storage reset would sign the patient out, so
 * that audit empties only the HTTP cache). Playwright drives a Chromium of its own for this:
 * attached to the Chromium Lighthouse drives, beside other benches, its attach sometimes never
 * completed once the socket was open (Debian's Chromium 156, 2 smoke runs in 3).
 */
export async function signedInStorage(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: auditFlags });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    await page.locator('input[autocomplete="username"], input[name="identifier"]').first().fill('paciente@demo.mx');
    await page.locator('input[type="password"]').first().fill('demo1234');
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL(/\/paciente/);
    const skipTour = page.getByRole('button', { name: 'Omitir recorrido' });
    if (
      await skipTour.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      )
    )
      await skipTour.click();
    return await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await browser.close();
  }
}

/**
 * A new tab of the Chromium on `debuggingPort`, driven over its own DevTools session with the
 * protocol's plain commands (nothing attaches to the browser's other targets); `close` closes the
 * tab too.
 */
async function openTab(debuggingPort) {
  const devtools = `http://127.0.0.1:${debuggingPort}`;
  const target = await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' }).then((answer) => answer.json());
  const session = await openDevtoolsSession(target.webSocketDebuggerUrl);
  return {
    ...session,
    async close() {
      session.close();
      await fetch(`${devtools}/json/close/${target.id}`);
    },
  };
}

/** Makes `stored` the whole localStorage of `origin` and empties the browser's HTTP cache. */
export async function setStorage(debuggingPort, origin, stored) {
  const tab = await openTab(debuggingPort);
  try {
    await tab.send('Page.enable');
    // A small same-origin file, so that no page of the app runs while the storage is written.
    const loaded = tab.next('Page.loadEventFired');
    const { errorText } = await tab.send('Page.navigate', { url: `${origin}/favicon.svg` });
    if (errorText) throw new Error(`${origin}/favicon.svg: ${errorText}`);
    await loaded;
    const entries = JSON.stringify(stored);
    const { exceptionDetails } = await tab.send('Runtime.evaluate', {
      expression: `localStorage.clear(); for (const [name, value] of Object.entries(${entries})) localStorage.setItem(name, value);`,
    });
    if (exceptionDetails) throw new Error(`localStorage of ${origin}: ${exceptionDetails.text}`);
    await tab.send('Network.clearBrowserCache');
  } finally {
    await tab.close();
  }
}
