import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessLog } from '../../server/src/access-log/access-log.tables.js';
import { createUser } from '../support/factories.js';
import { smallPanoramic } from '../support/dicom-files.js';
import { CREATE_SHARE, dicomRadiograph, STUDY_SHARES, studyWithDicom, type Share } from '../support/study-shares.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { cspViolations, dicomStudyFor, readout } from './support/viewer.js';

const portal = usePortal();

/**
 * Opens a study's link with the portal's code held back, checks that the early preview's image
 * is there while the portal is not, then lets the portal load.
 */
async function earlyPreviewBeforePortal(page: Page, link: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(link, { waitUntil: 'commit' });
  const early = page.locator('#early-preview img');
  await expect
    .poll(() => early.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await page.locator('#root').innerHTML()).toBe('');
  release();
}

describe.skipIf(!hasChromium)('visor abierto desde un enlace', () => {
  const browser = sharedBrowser();

  it('el enlace de un estudio muestra su radiografía antes de que cargue el portal, y el visor sigue con la misma sesión: una sola entrada en el registro', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id, motherLastname: newTag() });
    const panoramic = smallPanoramic({ seed: 'viewer-link' });
    const study = await dicomStudyFor(portal(), patient.id, [{ name: 'PX/PX0001.dcm', bytes: panoramic.bytes }]);
    const link = `/visor/${study.id}?serie=${encodeURIComponent(panoramic.seriesInstanceUid)}`;

    const page = await newPage(browser());
    const violations = cspViolations(page);
    await page.goto('/login');
    await signIn(page, patient.email, patient.password);
    await page.waitForURL(/\/paciente/);
    // Only a viewer link's page carries the early preview; every other page stays as it was.
    expect(await (await page.request.get(link)).text()).toContain('early-preview');
    expect(await (await page.request.get('/paciente')).text()).not.toContain('early-preview');

    await earlyPreviewBeforePortal(page, link);

    // The portal takes over: its viewer draws the radiograph and the early preview goes.
    await readout(page, 'zoom').waitFor({ timeout: 30_000 });
    await page.locator('[data-preview]').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.locator('#early-preview').count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(violations).toEqual([]);

    // The page used the viewing session the early preview opened: one entry, not two.
    const entries = await portal()
      .db.select()
      .from(accessLog)
      .where(and(eq(accessLog.studyId, Number(study.id)), eq(accessLog.action, 'viewer_open')));
    expect(entries.map((entry) => [entry.userId, entry.channel])).toEqual([[patient.id, 'portal']]);
    await page.close();
  });

  it('un enlace para compartir sin PIN muestra la imagen a quien lo recibe antes de que cargue el portal, y cuenta una sola apertura', async () => {
    const lab = await portal().signedIn('laboratory');
    const doctor = await portal().signedIn('doctor');
    const patient = await portal().signedIn('patient', { doctorId: doctor.id });
    const study = await studyWithDicom(portal(), lab.token, patient.id, await dicomRadiograph());
    const share = (
      await portal().gql<{ createStudyShare: Share }>(
        CREATE_SHARE,
        { input: { studyId: study.id, withPin: false } },
        lab.token,
      )
    ).data!.createStudyShare;

    const recipient = await newPage(browser());
    await earlyPreviewBeforePortal(recipient, new URL(share.url!).pathname);
    await recipient.getByRole('heading', { name: 'Radiografía panorámica', level: 1 }).waitFor({ timeout: 30_000 });
    await expect.poll(() => recipient.locator('#early-preview').count(), { timeout: 15_000 }).toBe(0);
    await recipient.unrouteAll({ behavior: 'ignoreErrors' });

    const [listed] = (await portal().gql<{ studyShares: Share[] }>(STUDY_SHARES, { studyId: study.id }, lab.token))
      .data!.studyShares;
    expect(listed.opens).toBe(1);
    await recipient.close();
  });
});
