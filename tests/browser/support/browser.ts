import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumFlags, chromiumPath } from './chromium-launch.js';
import { portalUrl } from './portal.js';
import { watchRequests } from './requests-quiet.js';

export { hasChromium } from './chromium.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
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

/** A fresh page (own storage) whose relative URLs go to the test file's portal. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portalUrl(),
    locale: 'es-MX',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  watchRequests(page);
  return page;
}

export async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Correo o nombre de usuario').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** A fresh page signed in through the form as `user`, once it reached its landing page. */
export async function signedInPage(
  browser: Browser,
  user: { email: string; password: string },
  landing: RegExp,
): Promise<Page> {
  const page = await newPage(browser);
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await page.waitForURL(landing);
  return page;
}
