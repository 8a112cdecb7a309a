import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { AccessibilityAudit, settled } from './support/axe.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** The six colour themes as the appearance menu names them. */
const themeNames = ['Azul', 'Rojo', 'Ámbar', 'Verde azulado', 'Azul claro', 'Verde'];

async function chooseLocale(page: Page, name: string) {
  await page.locator('button[aria-haspopup="menu"]:has([data-testid="TranslateIcon"])').first().click();
  await page.getByRole('menuitem', { name }).click();
}

/** The left edges of the day labels of the control board's first chart, oldest day first. */
async function dayLabelPositions(page: Page): Promise<number[]> {
  const labels = page.locator('svg[role="img"]').first().locator('g.day > text');
  await labels.first().waitFor();
  const boxes = await Promise.all((await labels.all()).map((label) => label.boundingBox()));
  return boxes.map((box) => box!.x);
}

describe.skipIf(!hasChromium)('accesibilidad en árabe y en cada tema de color', () => {
  const browser = sharedBrowser();

  it('en árabe las páginas del administrador no tienen fallas graves y el tablero corre de derecha a izquierda', async () => {
    const audit = new AccessibilityAudit();
    const admin = await createUser(portal().db, 'admin');
    const page = await signedInPage(browser(), admin, /\/panel$/);

    // Left to right, time runs to the right: each day label is right of the one before.
    await page.goto('/control');
    const ltr = await dayLabelPositions(page);
    expect(ltr.length).toBeGreaterThan(2);
    expect(ltr).toEqual([...ltr].sort((a, b) => a - b));

    await chooseLocale(page, 'العربية');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    // Right to left the axis is mirrored: an earlier day is to the right of a later one.
    const rtl = await dayLabelPositions(page);
    expect(rtl.length).toBe(ltr.length);
    expect(rtl).toEqual([...rtl].sort((a, b) => b - a));
    await settled(page);
    await audit.check(page, 'tablero de control en árabe');

    for (const path of ['/panel', '/users/index', '/users/create', '/courses/index', '/profile']) {
      await audit.visit(page, path);
    }
    await page.context().close();
    audit.assertClean();
  });

  it('cada uno de los seis temas de color tiene contraste suficiente en encabezado, menú, botones y tablas', async () => {
    const audit = new AccessibilityAudit();
    const admin = await createUser(portal().db, 'admin');
    const page = await signedInPage(browser(), admin, /\/panel$/);
    await page.goto('/users/index');
    await page.locator('main h1').waitFor();
    for (const theme of themeNames) {
      await page.getByRole('button', { name: 'Ajustes de apariencia' }).click();
      const swatch = page.getByRole('radio', { name: theme, exact: true });
      await swatch.click();
      await expect.poll(() => swatch.getAttribute('aria-checked')).toBe('true');
      if (theme === themeNames[0]) await audit.check(page, 'menú de apariencia abierto');
      await page.keyboard.press('Escape');
      await swatch.waitFor({ state: 'hidden' });
      await settled(page);
      await audit.check(page, `tema ${theme}`);
    }
    await page.context().close();
    audit.assertClean();
  });
});
