import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { startIdentityProvider, type LocalIdentityProvider } from '../support/identity-provider.js';
import { hasChromium, newPage, sharedBrowser } from './support/browser.js';
import { usePortal } from './support/portal.js';

const buttonLabel = 'Entrar con Laboratorio ID';
let provider: LocalIdentityProvider | undefined;

const portal = usePortal(async (url) => {
  provider = await startIdentityProvider({ portalUrl: url });
  return {
    identityProvider: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      buttonLabel,
    },
  };
});
afterAll(() => provider?.close());

/** The provider's development sign-in form: any password, the login names the person. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

type StoredUser = { type: { slug: string }; identity_provider?: boolean; id_token?: string; access_token?: string };

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as StoredUser | null);

describe.skipIf(!hasChromium)('inicio de sesión con el proveedor de identidad', () => {
  const browser = sharedBrowser();

  it('el botón lleva al proveedor y el doctor llega a su lista de pacientes; al salir, también sale del proveedor', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const person = provider!.addAccount({ email: doctor.email });
    const page = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('link', { name: buttonLabel }).click();
    await page.waitForURL((url) => url.href.startsWith(provider!.issuer));
    await signInAtProvider(page, person.login);
    await page.waitForURL(new RegExp(`/virtuallab/${doctor.id}$`));
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Laboratorio virtual').first().waitFor();

    const stored = await storedUser(page);
    expect(stored).toMatchObject({ type: { slug: 'doctor' }, identity_provider: true });
    expect(stored!.id_token!.split('.')).toHaveLength(3);
    expect(stored!.access_token).toBeTruthy();
    // Nothing of the session in the address bar or the history.
    expect(page.url()).not.toContain('code=');

    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Cerrar sesión').click();
    // The provider asks to confirm its sign-out, then sends the browser back to /login.
    await page.waitForURL((url) => url.href.startsWith(provider!.issuer));
    await page.getByRole('button', { name: /Yes, sign me out/i }).click();
    await page.waitForURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
    // Signed out there too: the next sign-in asks for the login again.
    await page.getByRole('link', { name: buttonLabel }).click();
    await page.getByPlaceholder('Enter any login').waitFor();
    await page.context().close();
  });

  it('la administradora que venía de un enlace a los slides llega a los slides, no al panel', async () => {
    const admin = await createUser(portal().db, 'admin', { officeData: true });
    const person = provider!.addAccount({ email: admin.email });
    const page = await newPage(browser());
    await page.goto('/slides/index');
    await page.waitForURL(/\/login\?redirect=%2Fslides%2Findex$/);
    await page.getByRole('link', { name: buttonLabel }).click();
    await signInAtProvider(page, person.login);
    await page.waitForURL(/\/slides\/index$/);
    await page.getByLabel('Buscar slide').waitFor();
    expect(await storedUser(page)).toMatchObject({ type: { slug: 'admin' }, identity_provider: true });
    // It stays there: the login page's guard does not send the new session to the panel afterwards.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Slides', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/slides/index');
    await page.context().close();
  });

  it('un correo sin cuenta vuelve al inicio de sesión con la alerta que dice qué hacer y el detalle en la consola', async () => {
    const email = `sin-cuenta-${Date.now()}@prueba.mx`;
    const person = provider!.addAccount({ email });
    const page = await newPage(browser());
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/login');
    await page.getByRole('link', { name: buttonLabel }).click();
    await signInAtProvider(page, person.login);
    await page.waitForURL(/\/login$/);
    await page
      .getByRole('alert')
      .getByText(
        'No hay una cuenta activa con ese correo. Inténtalo de nuevo o inicia sesión con tu correo y contraseña; si el problema sigue, comunícate con el administrador del portal.',
      )
      .waitFor();
    expect(await page.getByText(/consola/).count()).toBe(0);
    expect(await storedUser(page)).toBeNull();
    expect(consoleErrors.some((text) => text.includes(email))).toBe(true);

    await page.context().close();
  });
});
