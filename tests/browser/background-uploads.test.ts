import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const STUDIES = `query ($patientId: ID!) {
  patientStudies(patientId: $patientId, first: 10) { edges { node { notes files { name size } } } }
}`;
type Studies = { patientStudies: { edges: { node: { notes: string; files: { name: string; size: number }[] } }[] } };

/** Whether closing or reloading the tab now would ask first. */
const leavingAsks = (page: Page) =>
  page.evaluate(() => {
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    return leaving.defaultPrevented;
  });

/** A clinic's slow uplink (bytes per second going up), or none. */
async function uplink(page: Page, bytesPerSecond: number) {
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

describe.skipIf(!hasChromium)('las subidas siguen al cambiar de página', () => {
  const browser = sharedBrowser();

  it('la recepción guarda un estudio mientras su archivo sube despacio, se va a otra página y el estudio queda guardado con el archivo; salir o cerrar sesión antes pide confirmación', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { motherLastname: newTag(), doctorId: doctor.id });
    const reception = await portal().signedIn('office-admin');
    const notes = `Panorámica de control ${newTag()}`;
    const page = await signedInPage(browser(), reception, /\/virtuallab$/);
    await page.goto(`/virtuallab/upload?patient=${patient.id}`);
    await page.getByLabel('Tipo de estudio').click();
    await page.getByRole('option', { name: 'Radiografía panorámica' }).click();
    await page.getByLabel('Notas').fill(notes);
    expect(await leavingAsks(page)).toBe(false);

    await uplink(page, 12 * 1024);
    await page.getByTestId('study-file-input').setInputFiles('server/src/seed/study-files/panoramica.png');
    await page.getByRole('progressbar', { name: 'Subiendo panoramica.png' }).waitFor();
    const indicator = page.getByRole('button', { name: 'Subiendo 1 archivo…' });
    await indicator.waitFor();
    expect(await leavingAsks(page)).toBe(true);

    // Saved while the file still goes up: the form lets the user go.
    await page.getByRole('button', { name: 'Guardar estudio' }).click();
    await page.getByText('El estudio se guardará en cuanto terminen de subir los archivos.').waitFor();
    await page.waitForURL(/\/virtuallab\/patients\/\d+$/);
    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.waitForURL(/\/profile$/);
    await indicator.click();
    const list = page.getByRole('dialog', { name: 'Subidas de archivos' });
    await list.getByText('Se guardará en cuanto terminen de subir los archivos.').waitFor();
    await list.getByRole('progressbar', { name: 'Subiendo panoramica.png' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await leavingAsks(page)).toBe(true);

    // Signing out now would lose it: the portal asks, and the user stays.
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Hay archivos subiéndose' });
    await confirmation
      .getByText('Si cierras sesión ahora, la subida se cancela y esos archivos no se guardan.')
      .waitFor();
    await confirmation.getByRole('button', { name: 'Seguir subiendo' }).click();
    await confirmation.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile');

    await page.getByText('Estudio guardado.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Subida terminada' }).waitFor();
    expect(await leavingAsks(page)).toBe(false);
    const stored = await portal().gql<Studies>(STUDIES, { patientId: String(patient.id) }, reception.token);
    const study = stored.data!.patientStudies.edges.map((edge) => edge.node).find((node) => node.notes === notes);
    expect(study?.files).toEqual([{ name: 'panoramica.png', size: 88892 }]);

    // Back on the upload page (without reloading), the form is empty again for the next study.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/virtuallab/upload');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('study-drop-zone').waitFor();
    expect(await page.getByRole('list', { name: 'Archivos elegidos' }).count()).toBe(0);
    await page.context().close();
  }, 90_000);
});
