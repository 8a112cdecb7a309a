import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { smallPanoramic } from '../support/dicom-files.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { dicomStudyFor, readout, settledPixelsOf } from './support/viewer.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('visor de imágenes de derecha a izquierda', () => {
  const browser = sharedBrowser();

  it('en árabe la barra de herramientas corre de derecha a izquierda y la radiografía se ve igual que en español, sin reflejarse', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id, motherLastname: newTag() });
    const panoramic = smallPanoramic({ seed: 'viewer-rtl' });
    const study = await dicomStudyFor(portal(), patient.id, [{ name: 'PX/PX0001.dcm', bytes: panoramic.bytes }]);

    /** The radiograph as drawn, with the place of the first and last buttons of the toolbar. */
    const viewIn = async (locale: string) => {
      const page = await newPage(browser());
      await page.goto('/login');
      await signIn(page, patient.email, patient.password);
      await page.waitForURL(/\/paciente/);
      // The language chosen in the portal, read when the page loads.
      await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
      await page.goto(`/visor/${study.id}`);
      await readout(page, 'zoom').waitFor();
      await page.locator('[data-preview]').waitFor({ state: 'detached', timeout: 15_000 });
      const buttons = page.locator('[role="toolbar"] button');
      const first = (await buttons.first().boundingBox())!;
      const last = (await buttons.last().boundingBox())!;
      const image = page.locator('[role="img"][dir="ltr"]');
      const shown = {
        dir: await page.locator('html').getAttribute('dir'),
        first: first.x,
        last: last.x,
        pixels: await settledPixelsOf(image),
      };
      await page.context().close();
      return shown;
    };
    const spanish = await viewIn('es-MX');
    const arabic = await viewIn('ar');
    expect([spanish.dir, arabic.dir]).toEqual(['ltr', 'rtl']);
    expect(spanish.first).toBeLessThan(spanish.last);
    expect(arabic.first).toBeGreaterThan(arabic.last);
    expect(arabic.pixels.equals(spanish.pixels)).toBe(true);
  });
});
