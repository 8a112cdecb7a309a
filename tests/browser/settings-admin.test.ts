import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabSettingsChanges } from '../../shared/validation/lab-settings.js';
import { systemActor } from '../../server/src/common/actor.js';
import { labSettingsRow, updateLabSettings } from '../../server/src/settings/lab-settings.service.js';
import { createUser } from '../support/factories.js';
import { hasChromium, newPage, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const banner = 'El sábado el portal estará en mantenimiento de 8:00 a 10:00.';

describe.skipIf(!hasChromium)('ajustes del laboratorio (/admin)', () => {
  const browser = sharedBrowser();
  // The other browser files share this database: the settings go back to how they were.
  let before: LabSettingsChanges;
  beforeAll(async () => {
    if (!hasChromium) return;
    const { id: _, updatedBy: __, updatedAt: ___, ...settings } = await labSettingsRow(portal().db);
    before = settings;
  });
  afterAll(async () => {
    if (hasChromium) await updateLabSettings(portal().app.deps, systemActor, before);
  });

  it('la administradora cambia contacto, aviso y vencimiento, guarda, ve el aviso y el historial con su nombre; al recargar sigue igual', async () => {
    const admin = await createUser(portal().db, 'admin', {
      name: 'Alma',
      lastname: 'Directora',
      motherLastname: 'Ruiz',
    });
    const page = await signedInPage(browser(), admin, /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Ajustes', { exact: true }).click();
    await page.waitForURL(/\/admin$/);
    const main = page.getByRole('main');

    await main.getByLabel('Teléfono', { exact: true }).fill('55123');
    await main.getByRole('button', { name: 'Guardar ajustes' }).click();
    await main.getByText('El teléfono debe ser de 10 dígitos').waitFor();

    await main.getByLabel('Teléfono', { exact: true }).fill('5512345678');
    await main.getByLabel('WhatsApp', { exact: true }).fill('5587654321');
    await main.getByLabel('Correo electrónico').fill('contacto@rayosx.mx');
    await main.getByLabel('Dirección', { exact: true }).fill('Av. Reforma 10, Centro, CDMX');
    await main.getByLabel('Aviso de privacidad').fill('https://rayosx.mx/aviso-de-privacidad');
    await main.getByLabel('Aviso de mantenimiento').fill(banner);
    await main.getByLabel('Vencimiento predeterminado').click();
    await page.getByRole('option', { name: '90 días' }).click();
    // Equipo DICOM: an accent is refused as the server refuses it; the list is kept as the listener reads it.
    await main.getByLabel('AE title del portal').fill('PORTAL-ÑU');
    await main.getByLabel('AE titles de los equipos').fill(' PANORAMICO , CBCT ');
    await main.getByRole('button', { name: 'Guardar ajustes' }).click();
    await main.getByText('El AE title tiene de 1 a 16 caracteres sin acentos ni diagonal invertida').waitFor();
    await main.getByLabel('AE title del portal').fill('RAYOSX');
    await main.getByLabel('Tipo de estudio de lo recibido del equipo').click();
    await page.getByRole('option', { name: 'Radiografía panorámica' }).click();
    await main.getByRole('button', { name: 'Guardar ajustes' }).click();
    await page.getByText('Ajustes guardados.').waitFor();

    // The notice is at the top of the page, and the history says who changed what.
    await main.getByRole('status').filter({ hasText: banner }).waitFor();
    const history = main.getByRole('table', { name: 'Historial de cambios' });
    const phoneRow = history.getByRole('row').filter({ hasText: 'Teléfono' }).first();
    await phoneRow.getByText('Alma Directora Ruiz').waitFor();
    await phoneRow.getByText('Sin definir').waitFor();
    await phoneRow.getByText('5512345678').waitFor();
    await history
      .getByRole('row')
      .filter({ hasText: 'Vencimiento predeterminado' })
      .first()
      .getByText('90 días')
      .waitFor();
    await main.getByText('Último cambio:').filter({ hasText: 'Alma Directora Ruiz' }).waitFor();

    await page.reload();
    await expect.poll(() => main.getByLabel('Teléfono', { exact: true }).inputValue()).toBe('5512345678');
    expect(await main.getByLabel('Correo electrónico').inputValue()).toBe('contacto@rayosx.mx');
    expect(await main.getByLabel('Aviso de mantenimiento').inputValue()).toBe(banner);
    expect(await main.getByLabel('Vencimiento predeterminado').textContent()).toBe('90 días');
    await main.getByRole('status').filter({ hasText: banner }).waitFor();
    expect(await main.getByLabel('AE title del portal').inputValue()).toBe('RAYOSX');
    expect(await main.getByLabel('AE titles de los equipos').inputValue()).toBe('PANORAMICO,CBCT');
    expect(await main.getByLabel('Tipo de estudio de lo recibido del equipo').textContent()).toBe(
      'Radiografía panorámica',
    );
    await history
      .getByRole('row')
      .filter({ hasText: 'Tipo de estudio de lo recibido del equipo' })
      .first()
      .getByText('Radiografía panorámica')
      .waitFor();

    // The upload form starts at the new default expiry.
    await page.goto('/virtuallab/upload');
    await expect.poll(() => main.getByLabel('Vence en').textContent()).toBe('90 días');
    await page.context().close();

    // A visitor of the public pages sees the notice and the privacy notice link.
    const visitor = await newPage(browser());
    await visitor.goto('/aula_courses');
    await visitor.getByRole('status').filter({ hasText: banner }).waitFor();
    const link = visitor.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' });
    expect(await link.getAttribute('href')).toBe('https://rayosx.mx/aviso-de-privacidad');
    await visitor.context().close();
  });

  it('el laboratorio ve los ajustes sin poder cambiarlos', async () => {
    await updateLabSettings(portal().app.deps, systemActor, { contactEmail: 'recepcion@rayosx.mx' });
    const lab = await createUser(portal().db, 'laboratory');
    const page = await signedInPage(browser(), lab, /\/control$/);
    await page.goto('/admin');
    const main = page.getByRole('main');
    await main.getByText('Solo el administrador puede cambiar los ajustes. Aquí puedes consultarlos.').waitFor();
    const email = main.getByLabel('Correo electrónico');
    expect(await email.inputValue()).toBe('recepcion@rayosx.mx');
    expect(await email.isDisabled()).toBe(true);
    expect(await main.getByRole('switch', { name: 'Modo demo' }).isDisabled()).toBe(true);
    expect(await main.getByLabel('AE title del portal').isDisabled()).toBe(true);
    expect(await main.getByLabel('AE titles de los equipos').isDisabled()).toBe(true);
    expect(await main.getByRole('button', { name: 'Guardar ajustes' }).count()).toBe(0);
    await main.getByRole('table', { name: 'Historial de cambios' }).waitFor();
    await page.context().close();
  });
});
