import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('cerrar sesión en todos los dispositivos', () => {
  const browser = sharedBrowser();

  it('la paciente cierra la sesión de su teléfono desde su perfil: confirma, ve el aviso y su portal sigue abierto', async () => {
    const patient = await createUser(portal().db, 'patient');
    const phone = await portal().login(patient.email, patient.password);
    const me = async (token: string) => (await portal().gql('{ me { email } }', {}, token)).data?.me ?? null;
    expect(await me(phone)).toEqual({ email: patient.email });

    const page = await signedInPage(browser(), patient, /\/paciente$/);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Sesiones y dispositivos' });
    await section.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();

    // Cancelling the confirmation changes nothing.
    const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await me(phone)).toEqual({ email: patient.email });

    await section.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Se cerró tu sesión en todos los demás dispositivos.').waitFor();
    expect(await me(phone)).toBeNull();

    // This browser's session goes on.
    await page.reload();
    await page.getByRole('region', { name: 'Sesiones y dispositivos' }).waitFor();
    expect(page.url()).toMatch(/\/profile$/);
  });
});
