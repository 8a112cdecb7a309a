import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessLog } from '../../server/src/access-log/access-log.tables.js';
import { createUser } from '../support/factories.js';
import { smallPanoramic } from '../support/dicom-files.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { cspViolations, dicomStudyFor, readout } from './support/viewer.js';

const portal = usePortal();

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

    // The portal's code is held back: what shows meanwhile is the early preview alone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(link, { waitUntil: 'commit' });
    const early = page.locator('#early-preview img');
    await expect
      .poll(() => early.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await page.locator('#root').innerHTML()).toBe('');
    release();

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
});
