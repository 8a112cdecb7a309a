import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, portalUrl, sharedBrowser, signIn } from './support/browser.js';

async function signsInThroughApi(identifier: string, password: string): Promise<boolean> {
  const response = await fetch(`${portalUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }',
      variables: { identifier, password },
    }),
  });
  return Boolean(((await response.json()) as { data?: { login?: unknown } }).data?.login);
}

describe.skipIf(!hasChromium)('el password nuevo en el perfil', () => {
  const browser = sharedBrowser();

  it('la recepción prueba uno corto y luego uno común: ve cada mensaje bajo el campo y su contraseña no cambia', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, 'recepcion@demo.mx');
    await page.waitForURL(/\/virtuallab$/);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    await form.getByText('Al menos 8 caracteres y que no sea fácil de adivinar (como 12345678).').waitFor();

    await form.getByLabel('Contraseña actual').fill('demo1234');
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('Bahia#7');
    await form.getByLabel('Confirmar nueva contraseña').fill('Bahia#7');
    await form.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await form.getByText('El password debe tener al menos 8 caracteres').waitFor();

    await form.getByLabel('Nueva contraseña', { exact: true }).fill('Password1');
    await form.getByLabel('Confirmar nueva contraseña').fill('Password1');
    await form.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await form.getByText('Este password es muy común y fácil de adivinar. Elige otro.').waitFor();
    expect(await form.getByLabel('Nueva contraseña', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    expect(await signsInThroughApi('recepcion@demo.mx', 'demo1234')).toBe(true);
    expect(await signsInThroughApi('recepcion@demo.mx', 'Password1')).toBe(false);
    await page.context().close();
  });
});
