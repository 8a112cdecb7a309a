import { eq } from 'drizzle-orm';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userLayoutPreferences } from '../../server/src/layout/layout.tables.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { palettes } from '../../client/src/shell/theme/palettes.js';
import { hasChromium, sharedBrowser, signIn } from './support/browser.js';
import { portalUrl, usePortal } from './support/portal.js';

const portal = usePortal();

/** A fresh browser (own storage: another device) signed in as `user`, at its landing page. */
async function deviceSignedIn(
  browser: Browser,
  user: { email: string; password: string },
  landing: RegExp,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: portalUrl(),
    locale: 'es-MX',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, user.email, user.password);
  await page.waitForURL(landing);
  return page;
}

const appearanceMenu = (page: Page) => page.getByRole('button', { name: 'Ajustes de apariencia' });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const headerColor = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);
const direction = (page: Page) => page.locator('html').getAttribute('dir');
/** The header's colour under a theme, as the browser computes it from the theme's primary colour. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
/** The primary colour of "Verde azulado". */
const teal = rgbOf(palettes.teal.main);

async function openProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Perfil' }).click();
  await page.waitForURL(/\/profile$/);
}

describe.skipIf(!hasChromium)('apariencia guardada por usuario, transiciones y búsqueda móvil', () => {
  const browser = sharedBrowser();

  it('la recepción elige tema, transición y derecha a izquierda en un equipo y en otro equipo los encuentra aplicados', async () => {
    const office = await createUser(portal().db, 'office-admin');
    const first = await deviceSignedIn(browser(), office, /\/virtuallab$/);
    expect(await direction(first)).toBe('ltr');

    await appearanceMenu(first).click();
    await first.getByRole('radio', { name: 'Verde azulado' }).click();
    await choose(first, 'Transición de páginas', 'Acercar');
    await choose(first, 'Dirección del diseño', 'Derecha a izquierda');
    await expect.poll(() => direction(first)).toBe('rtl');
    await first.keyboard.press('Escape');
    await expect.poll(() => headerColor(first)).toBe(teal);
    // Saved for the user on the server, once the changes settle.
    await expect
      .poll(async () =>
        portal().db.select().from(userLayoutPreferences).where(eq(userLayoutPreferences.userId, office.id)),
      )
      .toEqual([expect.objectContaining({ color: 'teal', transition: 'zoom', direction: 'rtl' })]);

    // Another device: nothing in its storage, the server's choices are applied after sign-in.
    const second = await deviceSignedIn(browser(), office, /\/virtuallab$/);
    await expect.poll(() => direction(second)).toBe('rtl');
    await expect.poll(() => headerColor(second)).toBe(teal);
    // Spanish stays the language: only the direction is the user's choice.
    expect(await second.locator('html').getAttribute('lang')).toBe('es-MX');
    // The sidebar sits on the right.
    const nav = second.getByRole('navigation', { name: 'Menú principal' });
    await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan(640);
    await openProfile(second);
    expect(await second.locator('[data-page-transition="zoom"]').count()).toBe(1);

    // "Seguir el idioma" gives the direction back to the language.
    await appearanceMenu(second).click();
    await choose(second, 'Dirección del diseño', 'Seguir el idioma');
    await expect.poll(() => direction(second)).toBe('ltr');

    await first.context().close();
    await second.context().close();
  });

  it('con movimiento reducido en el sistema, la página aparece sin transición aunque haya una elegida', async () => {
    const lab = await createUser(portal().db, 'laboratory');
    await portal().db.insert(userLayoutPreferences).values({
      userId: lab.id,
      color: 'red',
      boxed: false,
      sidebarCollapsed: false,
      direction: 'auto',
      transition: 'slideSide',
      mobileSearch: true,
    });
    const moving = await deviceSignedIn(browser(), lab, /\/control$/);
    await openProfile(moving);
    expect(await moving.locator('[data-page-transition="slideSide"]').count()).toBe(1);

    const still = await deviceSignedIn(browser(), lab, /\/control$/, { reducedMotion: 'reduce' });
    // The user's theme is applied (red), so the preferences did arrive.
    await expect.poll(() => headerColor(still)).toBe(rgbOf(palettes.red.main));
    await openProfile(still);
    expect(await still.locator('[data-page-transition]').count()).toBe(0);
    // A transition leaves its inline transform or opacity on the page; none is there.
    const animated = await still
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>('[style]')].some((el) => el.style.transform || el.style.opacity),
      );
    expect(animated).toBe(false);
    expect(
      await moving
        .locator('main')
        .evaluate((main) =>
          [...main.querySelectorAll<HTMLElement>('[style]')].some((el) => el.style.transform || el.style.opacity),
        ),
    ).toBe(true);

    await moving.context().close();
    await still.context().close();
  });

  it('a 390 px el doctor busca a su paciente por parte del nombre desde el encabezado y lo abre; el de otro doctor no aparece', async () => {
    const tag = newTag();
    const doctor = await createUser(portal().db, 'doctor');
    const other = await createUser(portal().db, 'doctor');
    const own = await createUser(portal().db, 'patient', {
      name: 'Renata',
      lastname: `Villa${tag}`,
      doctorId: doctor.id,
    });
    await createUser(portal().db, 'patient', { name: 'Rebeca', lastname: `Villa${tag}`, doctorId: other.id });

    const page = await deviceSignedIn(browser(), doctor, /\/virtuallab\/\d+$/, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const field = page.getByRole('searchbox', { name: 'Buscar pacientes, usuarios y cursos' });
    await field.fill('r');
    await page.getByText('Escribe al menos 2 caracteres para buscar').waitFor();
    await field.fill(`ren villa${tag.slice(0, 5).toUpperCase()}`);
    const result = page.getByRole('button', { name: new RegExp(`Renata Villa${tag}`) });
    await result.waitFor();
    expect(await page.getByText('Rebeca').count()).toBe(0);
    await result.click();
    await page.waitForURL((url) => url.pathname === `/virtuallab/patients/${own.id}`);

    // The setting turns the header search off.
    await appearanceMenu(page).click();
    await page.getByLabel('Formulario de búsqueda móvil').uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Buscar', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('el diseño en caja se nota también en una pantalla de 1280 px o menos: márgenes a los lados, encabezado incluido', async () => {
    const lab = await createUser(portal().db, 'laboratory');
    const page = await deviceSignedIn(browser(), lab, /\/control$/);
    await page.locator('main').waitFor();
    const edges = () =>
      page.evaluate(() => {
        const of = (element: Element) => {
          const box = element.getBoundingClientRect();
          return { left: Math.round(box.left), right: Math.round(window.innerWidth - box.right) };
        };
        return {
          header: of(document.querySelector('header')!),
          page: of(document.querySelector('main')!.parentElement!),
        };
      });
    // Not boxed: the header and the page reach both edges.
    expect(await edges()).toEqual({ header: { left: 0, right: 0 }, page: { left: 0, right: 0 } });

    await appearanceMenu(page).click();
    await page.getByLabel('Diseño en caja').check();
    await page.keyboard.press('Escape');
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(
          async () => {
            const { header, page: box } = await edges();
            return (
              [header.left, header.right, box.left, box.right].every((margin) => margin >= 24) &&
              header.left === box.left
            );
          },
          { message: `${width} px: la caja no deja márgenes` },
        )
        .toBe(true);
    }
    // Around the box, the page's backdrop is another colour than the box.
    const colours = await page.evaluate(() => [
      getComputedStyle(document.body).backgroundColor,
      getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor,
    ]);
    expect(colours[0]).not.toBe(colours[1]);
    await page.context().close();
  });
});
