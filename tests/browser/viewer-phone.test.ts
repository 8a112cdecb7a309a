import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { smallIntraoral } from '../support/dicom-files.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signIn } from './support/browser.js';
import { portalUrl, usePortal } from './support/portal.js';
import { cspViolations, dicomStudyFor, numbersIn, readout } from './support/viewer.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('visor de imágenes en un teléfono', () => {
  const browser = sharedBrowser();

  it('la paciente, en un teléfono de 390 px, abre su radiografía (JPEG-LS, decodificada en el navegador) desde Mis estudios y la amplía con dos dedos', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id, motherLastname: newTag() });
    const intraoral = await smallIntraoral({ seed: 'viewer-phone' });
    await dicomStudyFor(portal(), patient.id, [{ name: 'IO/IO0001.dcm', bytes: intraoral.bytes }]);

    const context = await browser().newContext({
      baseURL: portalUrl(),
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const violations = cspViolations(page);
    await page.goto('/login');
    await signIn(page, patient.email, patient.password);
    await page.waitForURL(/\/paciente/);
    const toViewer = page.getByRole('link', { name: 'Ver imágenes' });
    await toViewer.tap();
    await page.waitForURL(/\/visor\/\d+$/);

    const image = page.getByRole('img', { name: 'Imagen', exact: true });
    await readout(page, 'zoom').filter({ hasText: 'Zoom 100 %' }).waitFor();
    await expect.poll(() => page.locator('[data-preview]').count(), { timeout: 15_000 }).toBe(0);
    const area = (await image.boundingBox())!;
    expect(area.width).toBeLessThanOrEqual(390);

    // Two fingers move apart from the middle of the image: a pinch that zooms in.
    const cdp = await context.newCDPSession(page);
    const [x, y] = [area.x + area.width / 2, area.y + area.height / 2];
    const fingers = (apart: number) => [
      { x: x - apart, y, id: 1 },
      { x: x + apart, y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let apart = 30; apart <= 120; apart += 10)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => numbersIn(await readout(page, 'zoom').innerText())[0], { timeout: 5_000 })
      .toBeGreaterThan(100);
    expect(violations).toEqual([]);
    await context.close();
  });
});
