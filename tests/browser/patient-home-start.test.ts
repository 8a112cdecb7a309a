import { describe, expect, it } from 'vitest';
import { studyWithFiles } from '../support/studies.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('el inicio de «Mi portal»', () => {
  const browser = sharedBrowser();

  it('al abrir su portal, la paciente recibe sus estudios y encuestas sin esperar al menú, y cada consulta se pide una sola vez', async () => {
    const lab = await portal().signedIn('laboratory');
    const patient = await portal().signedIn('patient', { name: 'Inés', lastname: 'Quiroga' });
    const study = await studyWithFiles(portal(), lab.token, patient.id, { studyDate: '2026-06-15' });
    const page = await signedInPage(browser(), patient, /\/paciente$/);

    // A reload is how a patient opens her portal from a link or a bookmark: the page starts from
    // nothing. Each query is asked by its hash first; its text follows only when the server does
    // not know it yet.
    const asked: string[] = [];
    let studiesAsked: () => void;
    const studiesHeard = new Promise<void>((resolve) => (studiesAsked = resolve));
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
      if (!body?.operationName || body.query !== undefined) return;
      asked.push(body.operationName);
      if (body.operationName === 'MyStudies') studiesAsked();
    });
    // The layout's code is held until her studies are asked for (at most 15 s): they leave with
    // the page's own code, without waiting for the layout around it to run.
    let askedBeforeLayout = false;
    await page.route(/\/assets\/PatientLayout-[^/]+\.js$/, async (route) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      askedBeforeLayout = await Promise.race([
        studiesHeard.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 15_000))),
      ]);
      clearTimeout(timer);
      await route.continue();
    });
    const chatRead = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'ChatMessages',
    );
    await page.reload();
    await page.locator(`#study-${study.id}-title`).waitFor();
    await chatRead;

    expect(askedBeforeLayout).toBe(true);
    expect(asked.filter((operation) => operation === 'MyStudies')).toHaveLength(1);
    expect(asked.filter((operation) => operation === 'PendingSurveys')).toHaveLength(1);
    // The layout's queries read parts of the same settings: one answer does not undo another.
    expect(asked.filter((operation) => operation === 'AppSettings')).toHaveLength(1);
    expect(asked.filter((operation) => operation === 'WelcomeTourState')).toHaveLength(1);
    await page.context().close();
  });
});
