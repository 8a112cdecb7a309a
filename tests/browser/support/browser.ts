import { existsSync } from 'node:fs';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium (apt-get install -y chromium), or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
if (!hasChromium) console.warn(`Pruebas de navegador omitidas: no se encontró Chromium en ${chromiumPath}`);

export const portalUrl = () => inject('portalUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** One Chromium for the enclosing describe block; call the returned function inside tests. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/** A fresh page (own storage) whose relative URLs go to the portal. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: portalUrl(), locale: 'es-MX', viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

export async function signIn(page: Page, identifier: string, password = 'demo1234') {
  await page.getByLabel('Correo o nombre de usuario').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
