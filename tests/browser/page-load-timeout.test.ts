import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, sharedBrowser } from './support/browser.js';
import { usePortal } from './support/portal.js';

usePortal();

/** The request of the «Recuperar contraseña» page's code (its own chunk, loaded when the route opens). */
const forgotPageChunk = /\/assets\/ForgotPasswordPage-[^/]+\.js$/;

describe.skipIf(!hasChromium)('el código de una página que no llega', () => {
  const browser = sharedBrowser();

  it('tras 120 s sin el código de la página, el portal lo dice en español y «Reintentar» la abre cuando la red vuelve', async () => {
    const page = await newPage(browser());
    // The page's timers are fake: the two minutes pass when the test says so.
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(forgotPageChunk, async (route) => {
      await held;
      // Answered after the page was reloaded: the request is gone by then.
      await route.abort().catch(() => undefined);
    });
    await page.goto('/session/forgot-password');
    await page.locator('[role="progressbar"]').first().waitFor();

    const message = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta página' });
    await page.clock.runFor(119_000);
    expect(await message.count()).toBe(0);
    await page.clock.runFor(1_000);
    await message.waitFor();
    await message
      .getByText('La conexión está tardando demasiado o se interrumpió. Revisa tu conexión a internet y reintenta.')
      .waitFor();
    expect(await page.locator('[role="progressbar"]').count()).toBe(0);

    // The network is back: «Reintentar» loads the page.
    await page.unroute(forgotPageChunk);
    release();
    await message.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByLabel('Correo electrónico').waitFor();
    expect(await message.count()).toBe(0);
    await page.context().close();
  });
});
