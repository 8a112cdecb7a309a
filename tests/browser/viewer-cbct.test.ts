import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessLog } from '../../server/src/access-log/access-log.tables.js';
import { dicomInstances } from '../../server/src/studies/dicom.tables.js';
import { createUser } from '../support/factories.js';
import { smallCbct, smallPanoramic } from '../support/dicom-files.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { cspViolations, dicomStudyFor, folderOf, numbersIn, pixelsOf, readout } from './support/viewer.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('visor de imágenes: el doctor abre el CBCT de su paciente', () => {
  const browser = sharedBrowser();

  it('desde la tarjeta del estudio abre el visor en el corte del medio, recorre los cortes, cambia la ventana, mide una distancia en milímetros y abre las tres vistas; el navegador no reporta violaciones de CSP', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id, motherLastname: newTag() });
    const cbct = smallCbct({ seed: 'viewer-cbct' });
    const panoramic = smallPanoramic({ seed: 'viewer-px', studyInstanceUid: cbct.instances[0].studyInstanceUid });
    const study = await dicomStudyFor(portal(), patient.id, [
      ...folderOf([cbct]),
      { name: 'PX/PX0001.dcm', bytes: panoramic.bytes },
    ]);
    const page = await signedInPage(browser(), doctor, /\/virtuallab\//);
    const violations = cspViolations(page);
    await page.goto(`/virtuallab/patients/${patient.id}`);
    const card = page.getByRole('article').first();
    // The card shows the series' thumbnails beside its button to the viewer.
    const toViewer = card.getByRole('link', { name: 'Ver imágenes' });
    await toViewer.waitFor();
    expect(await card.getByRole('list', { name: 'Series de imágenes' }).locator('img').count()).toBe(2);
    // Its 21 DICOM files wait folded behind one button rather than 21 rows.
    const dicomFiles = card.getByRole('button', { name: '21 archivos DICOM' });
    expect(await dicomFiles.getAttribute('aria-expanded')).toBe('false');
    expect(await card.getByText('CT0001.dcm').count()).toBe(0);
    await toViewer.click();
    await page.waitForURL(/\/visor\/\d+$/);

    const series = page.getByRole('navigation', { name: 'Series del estudio' });
    await series.getByRole('button', { name: /CT/ }).click();
    // The middle of 20 slices comes first, the others stream in behind it.
    await readout(page, 'slice').filter({ hasText: 'Corte 10 de 20' }).waitFor();
    const image = page.getByRole('img', { name: /Imagen: corte/ });
    await expect.poll(() => page.locator('[data-preview]').count(), { timeout: 15_000 }).toBe(0);

    // Slices by keyboard and by the wheel.
    await image.focus();
    await page.keyboard.press('ArrowDown');
    await readout(page, 'slice').filter({ hasText: 'Corte 11 de 20' }).waitFor();
    await page.keyboard.press('PageUp');
    await readout(page, 'slice').filter({ hasText: 'Corte 1 de 20' }).waitFor();
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 120);
    await expect
      .poll(async () => numbersIn(await readout(page, 'slice').innerText())[0], { timeout: 5_000 })
      .toBeGreaterThan(1);
    await readout(page, 'progress').waitFor({ state: 'detached' });

    // The bone window: the readout and the pixels change.
    const before = await pixelsOf(image);
    const windowBefore = await readout(page, 'window').innerText();
    await page.getByLabel('Ventana predefinida').click();
    await page.getByRole('option', { name: 'Tejido blando' }).click();
    await expect.poll(() => readout(page, 'window').innerText(), { timeout: 5_000 }).not.toBe(windowBefore);
    expect(numbersIn(await readout(page, 'window').innerText())).toEqual([400, 40]);
    expect((await pixelsOf(image)).equals(before)).toBe(false);

    // A horizontal line across the image: its length is the pixels it spans times their spacing.
    await page.getByRole('button', { name: 'Medir distancia' }).click();
    // The image fits its area: a screen pixel spans the larger of its two millimetre ratios.
    const area = (await image.boundingBox())!;
    const [slice] = await portal()
      .db.select()
      .from(dicomInstances)
      .where(eq(dicomInstances.sopInstanceUid, cbct.instances[0].sopInstanceUid));
    const mmPerScreenPixel = Math.max(
      (slice.rows * slice.pixelSpacingRow!) / area.height,
      (slice.columns * slice.pixelSpacingColumn!) / area.width,
    );
    const drawn = Math.round(area.height / 2);
    const [centreX, centreY] = [area.x + area.width / 2, area.y + area.height / 2];
    await page.mouse.move(centreX - drawn / 2, centreY);
    await page.mouse.down();
    await page.mouse.move(centreX, centreY, { steps: 5 });
    await page.mouse.move(centreX + drawn / 2, centreY, { steps: 5 });
    await page.mouse.up();
    const measurement = page.locator('[data-measurement="length"]');
    await measurement.waitFor();
    expect(await measurement.innerText()).toMatch(/mm$/);
    // Within a pixel at each end and the fit of the image in its area (estimated here from its
    // box): a length in pixels, or one ignoring the 1.2 mm spacing, would be 20 % off or more.
    // The readout follows the drag, so it is read until it shows the line as finished.
    const offBy = async () => {
      const [, millimetres] = numbersIn(await measurement.innerText());
      return Math.abs(millimetres / (drawn * mmPerScreenPixel) - 1);
    };
    await expect.poll(offBy, { timeout: 5_000 }).toBeLessThan(0.1);

    // The three planes, each drawn.
    await page.getByRole('button', { name: 'Tres vistas' }).click();
    for (const plane of ['Axial', 'Coronal', 'Sagital']) {
      const view = page.getByRole('img', { name: plane, exact: true });
      await view.waitFor();
      await page.getByText(new RegExp(`^${plane} · Corte \\d+ de [1-9]\\d*$`)).waitFor();
    }
    expect(violations).toEqual([]);

    // One viewing session, one entry in the access log, however many frames and thumbnails it read.
    const entries = await portal()
      .db.select()
      .from(accessLog)
      .where(and(eq(accessLog.studyId, Number(study.id)), eq(accessLog.action, 'viewer_open')));
    expect(entries.map((entry) => [entry.userId, entry.channel])).toEqual([[doctor.id, 'portal']]);
  });
});
