import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const localeButton = (page: Page) =>
  page.locator('button[aria-haspopup="menu"]:has([data-testid="TranslateIcon"])').first();

async function chooseLocale(page: Page, name: string) {
  await localeButton(page).click();
  await page.getByRole('menuitem', { name }).click();
}

describe.skipIf(!hasChromium)('idioma y dirección del texto', () => {
  const browser = sharedBrowser();

  it('al elegir árabe todo el diseño pasa a derecha-a-izquierda, y con español vuelve', async () => {
    const admin = await createUser(portal().db, 'admin');
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL(/\/slides\/index$/);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    const ltrBox = (await nav.boundingBox())!;
    expect(ltrBox.x).toBeLessThan(640);

    await chooseLocale(page, 'العربية');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // The sidebar moves to the right and the menu speaks Arabic.
    const rtlNav = page.locator('nav').first();
    await expect
      .poll(async () => (await rtlNav.boundingBox())!.x + (await rtlNav.boundingBox())!.width)
      .toBeGreaterThan(1000);
    expect(await page.getByText('Cerrar sesión', { exact: true }).count()).toBe(0);

    // The choice is stored: a reload keeps Arabic.
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');

    await chooseLocale(page, 'Español');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('es-MX');
    await nav.getByText('Cerrar sesión', { exact: true }).waitFor();
    expect((await nav.boundingBox())!.x).toBeLessThan(640);
    await page.context().close();
  });

  it('en inglés la pantalla de inicio de sesión queda traducida y de izquierda a derecha', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await chooseLocale(page, 'English');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.getByRole('button', { name: 'Iniciar sesión' }).count()).toBe(0);
    await page.context().close();
  });
});
