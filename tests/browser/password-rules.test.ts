import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

async function signsInThroughApi(identifier: string, password: string): Promise<boolean> {
  const result = await portal().gql<{ login: { token: string } }>(
    'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }',
    { identifier, password },
  );
  return Boolean(result.data?.login);
}

describe.skipIf(!hasChromium)('el password nuevo en el perfil', () => {
  const browser = sharedBrowser();

  it('la recepción prueba uno corto y luego uno común: ve cada mensaje bajo el campo y su contraseña no cambia', async () => {
    const reception = await createUser(portal().db, 'office-admin');
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, reception.email, reception.password);
    await page.waitForURL(/\/virtuallab$/);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    await form.getByText('Al menos 8 caracteres y que no sea fácil de adivinar (como 12345678).').waitFor();

    await form.getByLabel('Contraseña actual').fill(reception.password);
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('Bahia#7');
    await form.getByLabel('Confirmar nueva contraseña').fill('Bahia#7');
    await form.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await form.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();

    await form.getByLabel('Nueva contraseña', { exact: true }).fill('Password1');
    await form.getByLabel('Confirmar nueva contraseña').fill('Password1');
    await form.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await form.getByText('Esta contraseña es muy común y fácil de adivinar. Elige otra.').waitFor();
    expect(await form.getByLabel('Nueva contraseña', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    expect(await signsInThroughApi(reception.email, reception.password)).toBe(true);
    expect(await signsInThroughApi(reception.email, 'Password1')).toBe(false);
    await page.context().close();
  });
});
