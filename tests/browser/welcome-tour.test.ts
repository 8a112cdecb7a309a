import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabSettingsChanges } from '../../shared/validation/lab-settings.js';
import { systemActor } from '../../server/src/common/actor.js';
import { labSettingsRow, updateLabSettings } from '../../server/src/settings/lab-settings.service.js';
import { users } from '../../server/src/users/users.tables.js';
import { createUser, type TestUser } from '../support/factories.js';
import { hasChromium, newPage, sharedBrowser, signIn, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { requestsQuiet } from './support/requests-quiet.js';

const portal = usePortal();

const sidebar = 'nav[aria-label="Menú principal"]';

/** A doctor, a receptionist or a patient who signs in for the first time: the tour is still to be seen. */
const newcomer = (role: 'doctor' | 'office-admin' | 'patient', name: string) =>
  createUser(portal().db, role, { name, officeData: role !== 'patient', welcomeTourPending: true });

const tourStep = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Omitir recorrido' });

/** The step's counter, title and text. */
async function shownStep(page: Page) {
  const step = tourStep(page);
  await step.waitFor();
  return {
    counter: await step.locator('p').first().textContent(),
    title: await step.getByRole('heading').textContent(),
  };
}

/** The outline sits on the element (4 px of room around it, cut to the window). */
async function expectSpotlightOn(page: Page, selector: string) {
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const [spot, target] = await Promise.all([
        page.getByTestId('welcome-tour-spotlight').boundingBox(),
        page.locator(selector).first().boundingBox(),
      ]);
      if (!spot || !target) return 'sin recuadro';
      const expected = {
        left: Math.max(target.x - 4, 0),
        top: Math.max(target.y - 4, 0),
        right: Math.min(target.x + target.width + 4, viewport.width),
        bottom: Math.min(target.y + target.height + 4, viewport.height),
      };
      const shown = { left: spot.x, top: spot.y, right: spot.x + spot.width, bottom: spot.y + spot.height };
      const off = (Object.keys(expected) as (keyof typeof expected)[]).filter(
        (side) => Math.abs(expected[side] - shown[side]) > 1.5,
      );
      return off.length === 0 ? 'sobre el elemento' : `fuera por ${off.join(', ')}`;
    })
    .toBe('sobre el elemento');
}

/** The step's card is whole in the window and beside the element, not over it. */
async function expectCardBeside(page: Page, selector: string) {
  const viewport = page.viewportSize()!;
  const card = (await tourStep(page).boundingBox())!;
  const target = (await page.locator(selector).first().boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.y).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
  expect(card.y + card.height).toBeLessThanOrEqual(viewport.height);
  const apart =
    card.x >= target.x + target.width ||
    card.x + card.width <= target.x ||
    card.y >= target.y + target.height ||
    card.y + card.height <= target.y;
  expect(apart).toBe(true);
}

/** Waits until the page and its requests are done, and a moment more: a tour would be showing by then. */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  await requestsQuiet(page);
  await page.waitForTimeout(1000);
}

const finishedAt = async (user: TestUser) => {
  const [row] = await portal().db.select({ at: users.welcomeTourFinishedAt }).from(users).where(eq(users.id, user.id));
  return row.at;
};

const setWelcomeTour = (welcomeTour: boolean) => updateLabSettings(portal().app.deps, systemActor, { welcomeTour });

describe.skipIf(!hasChromium)('recorrido de bienvenida', () => {
  const browser = sharedBrowser();
  // The other browser files share this database: the settings go back to how they were.
  let before: LabSettingsChanges;
  beforeAll(async () => {
    if (!hasChromium) return;
    const { id: _, updatedBy: __, updatedAt: ___, ...settings } = await labSettingsRow(portal().db);
    before = settings;
    await setWelcomeTour(true);
  });
  afterAll(async () => {
    if (hasChromium) await updateLabSettings(portal().app.deps, systemActor, before);
  });

  it('una doctora nueva ve el recorrido desde el menú hasta «Terminar»; al recargar ya no aparece', async () => {
    const doctor = await newcomer('doctor', 'Daniela');
    const page = await signedInPage(browser(), doctor, /\/virtuallab\/\d+$/);

    expect(await shownStep(page)).toEqual({ counter: 'Paso 1 de 4', title: 'Te damos la bienvenida' });
    await tourStep(page).getByText('Este es el menú: desde aquí llegas a cada sección del portal.').waitFor();
    await expectSpotlightOn(page, sidebar);
    await expectCardBeside(page, sidebar);
    // The focus is in the step, on its main button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Siguiente');
    expect(await tourStep(page).getByRole('button', { name: 'Anterior' }).count()).toBe(0);

    await tourStep(page).getByRole('button', { name: 'Siguiente' }).click();
    expect(await shownStep(page)).toEqual({ counter: 'Paso 2 de 4', title: 'Laboratorio virtual' });
    await expectSpotlightOn(page, `${sidebar} a[href="/virtuallab/${doctor.id}"]`);

    await tourStep(page).getByRole('button', { name: 'Siguiente' }).click();
    expect(await shownStep(page)).toEqual({ counter: 'Paso 3 de 4', title: 'Chat' });
    await expectSpotlightOn(page, 'header button[aria-label^="Historial de chats"]');
    await expectCardBeside(page, 'header button[aria-label^="Historial de chats"]');

    await tourStep(page).getByRole('button', { name: 'Anterior' }).click();
    expect(await shownStep(page)).toEqual({ counter: 'Paso 2 de 4', title: 'Laboratorio virtual' });
    await tourStep(page).getByRole('button', { name: 'Siguiente' }).click();
    await tourStep(page).getByRole('button', { name: 'Siguiente' }).click();
    expect(await shownStep(page)).toEqual({ counter: 'Paso 4 de 4', title: 'Tu perfil' });
    await expectSpotlightOn(page, `${sidebar} a[href="/profile"]`);
    expect(await tourStep(page).getByRole('button', { name: 'Siguiente' }).count()).toBe(0);

    await tourStep(page).getByRole('button', { name: 'Terminar' }).click();
    await tourStep(page).waitFor({ state: 'detached' });
    await expect.poll(() => finishedAt(doctor)).not.toBeNull();
    // The page is usable again.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Perfil', { exact: true }).click();
    await page.waitForURL(/\/profile$/);

    await page.reload();
    await settled(page);
    expect(await tourStep(page).count()).toBe(0);
    await page.context().close();
  });

  it('la recepcionista omite el recorrido; en otro navegador ya no vuelve a aparecer', async () => {
    const reception = await newcomer('office-admin', 'Rocío');
    const first = await signedInPage(browser(), reception, /\/virtuallab$/);
    expect(await shownStep(first)).toEqual({ counter: 'Paso 1 de 4', title: 'Te damos la bienvenida' });
    await tourStep(first).getByRole('button', { name: 'Omitir recorrido' }).click();
    await tourStep(first).waitFor({ state: 'detached' });
    await expect.poll(() => finishedAt(reception)).not.toBeNull();
    await first.context().close();

    const other = await signedInPage(browser(), reception, /\/virtuallab$/);
    await settled(other);
    expect(await tourStep(other).count()).toBe(0);
    await other.context().close();
  });

  it('un paciente recorre sus estudios y su chat con el teclado y lo omite con Esc', async () => {
    const patient = await newcomer('patient', 'Pablo');
    const page = await signedInPage(browser(), patient, /\/paciente$/);
    expect(await shownStep(page)).toEqual({ counter: 'Paso 1 de 3', title: 'Te damos la bienvenida' });
    await tourStep(page).getByText('Aquí aparecen tus estudios en cuanto están listos.').waitFor();
    await expectSpotlightOn(page, 'section[aria-labelledby="patient-results"]');

    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Siguiente');
    await page.keyboard.press('Enter');
    expect(await shownStep(page)).toEqual({ counter: 'Paso 2 de 3', title: 'Chat con el laboratorio' });
    await expectSpotlightOn(page, 'section[aria-labelledby="patient-chat"]');

    await page.keyboard.press('Escape');
    await tourStep(page).waitFor({ state: 'detached' });
    await expect.poll(() => finishedAt(patient)).not.toBeNull();
    await page.context().close();
  });

  it('en un teléfono el primer paso señala el botón del menú y se saltan las entradas del menú cerrado', async () => {
    const doctor = await newcomer('doctor', 'Mónica');
    const page = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/login');
    await signIn(page, doctor.email, doctor.password);
    await page.waitForURL(/\/virtuallab\/\d+$/);

    expect(await shownStep(page)).toEqual({ counter: 'Paso 1 de 2', title: 'Te damos la bienvenida' });
    await tourStep(page)
      .getByText('Con este botón abres el menú; desde ahí llegas a cada sección del portal.')
      .waitFor();
    await expectSpotlightOn(page, 'header button[aria-label="Mostrar u ocultar el menú"]');
    await tourStep(page).getByRole('button', { name: 'Siguiente' }).click();
    expect(await shownStep(page)).toEqual({ counter: 'Paso 2 de 2', title: 'Chat' });
    // Three buttons on a narrow card: «Terminar» stays on one line, beside «Anterior».
    const back = (await tourStep(page).getByRole('button', { name: 'Anterior' }).boundingBox())!;
    const finish = tourStep(page).getByRole('button', { name: 'Terminar' });
    expect(Math.round((await finish.boundingBox())!.y)).toBe(Math.round(back.y));
    expect(
      await finish.evaluate(
        (button) => button.scrollWidth <= button.clientWidth && button.getClientRects().length === 1,
      ),
    ).toBe(true);
    expect(await finish.evaluate((button) => button.getBoundingClientRect().height)).toBeLessThan(40);
    await finish.click();
    await expect.poll(() => finishedAt(doctor)).not.toBeNull();
    await page.context().close();
  });

  it('de derecha a izquierda el recuadro sigue sobre el menú, que queda a la derecha', async () => {
    const doctor = await newcomer('doctor', 'Amira');
    const page = await signedInPage(browser(), doctor, /\/virtuallab\/\d+$/);
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.getByTestId('welcome-tour-spotlight').waitFor();
    const menu = page.locator('nav').first();
    expect((await menu.boundingBox())!.x).toBeGreaterThan(640);
    await expectSpotlightOn(page, 'nav');
    // The step stands beside the menu, on its left, inside the window.
    const step = (await page.getByRole('dialog').boundingBox())!;
    expect(step.x).toBeGreaterThanOrEqual(0);
    expect(step.x + step.width).toBeLessThanOrEqual((await menu.boundingBox())!.x);
    await page.context().close();
  });

  it('desde su perfil la doctora vuelve a ver el recorrido al instante', async () => {
    const doctor = await createUser(portal().db, 'doctor', { name: 'Teresa', officeData: true });
    const page = await signedInPage(browser(), doctor, /\/virtuallab\/\d+$/);
    await settled(page);
    expect(await tourStep(page).count()).toBe(0);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Ver recorrido de bienvenida' }).click();
    expect(await shownStep(page)).toEqual({ counter: 'Paso 1 de 4', title: 'Te damos la bienvenida' });
    await expectSpotlightOn(page, sidebar);
    expect(await finishedAt(doctor)).toBeNull();

    await tourStep(page).getByRole('button', { name: 'Omitir recorrido' }).click();
    await tourStep(page).waitFor({ state: 'detached' });
    await expect.poll(() => finishedAt(doctor)).not.toBeNull();

    // Once more: it shows again after having been skipped in this same visit.
    await page.getByRole('button', { name: 'Ver recorrido de bienvenida' }).click();
    expect(await shownStep(page)).toEqual({ counter: 'Paso 1 de 4', title: 'Te damos la bienvenida' });
    await page.keyboard.press('Escape');
    await tourStep(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('con el recorrido apagado en los ajustes nadie lo ve, y el perfil no ofrece verlo', async () => {
    await setWelcomeTour(false);
    try {
      const doctor = await newcomer('doctor', 'Olga');
      const page = await signedInPage(browser(), doctor, /\/virtuallab\/\d+$/);
      await settled(page);
      expect(await tourStep(page).count()).toBe(0);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Actualizar contraseña' }).waitFor();
      await settled(page);
      expect(await page.getByRole('button', { name: 'Ver recorrido de bienvenida' }).count()).toBe(0);
      await page.context().close();

      const patient = await newcomer('patient', 'Pilar');
      const patientPage = await signedInPage(browser(), patient, /\/paciente$/);
      await settled(patientPage);
      expect(await tourStep(patientPage).count()).toBe(0);
      await patientPage.context().close();
      expect(await finishedAt(doctor)).toBeNull();
    } finally {
      await setWelcomeTour(true);
    }
  });
});
