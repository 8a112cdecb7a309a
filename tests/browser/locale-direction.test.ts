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
    await page.waitForURL(/\/panel$/);
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

  // The signed-in area's texts come in a catalog part of their own, which a first visit leaves out.
  it('con sesión, al pasar a inglés el portal del personal se lee en inglés, también al recargar', async () => {
    const admin = await createUser(portal().db, 'admin');
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Cerrar sesión').waitFor();

    await chooseLocale(page, 'English');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByText('Sign out', { exact: true }).waitFor();
    await nav.getByText('Administration', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Sign out', { exact: true }).waitFor();
    expect(await page.getByText('Cerrar sesión').count()).toBe(0);
    await page.context().close();
  });

  it('el paciente que elige árabe al iniciar sesión entra a su portal en árabe', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id });
    const page = await newPage(browser());
    await page.goto('/login');
    await chooseLocale(page, 'العربية');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(patient.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(patient.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(/\/paciente$/);
    await page.getByRole('navigation', { name: 'قائمة المريض' }).waitFor();
    await page.getByText('فحوصاتي', { exact: true }).waitFor();
    await page.context().close();
  });
});
