import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { dateField, typeDate } from './support/date-field.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** What the field shows, without its label (in the outline's notch) and the invisible direction marks. */
const shown = async (page: Page, label: string) =>
  ((await dateField(page, label).textContent()) ?? '').replace(label, '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

describe.skipIf(!hasChromium)('campos de fecha en el idioma del portal, no en el del navegador', () => {
  const browser = sharedBrowser();

  it('en inglés (navegador en es-MX) la fecha de nacimiento va MM/DD/YYYY con meses en inglés; en español DD/MM/AAAA; la fecha escrita se guarda', async () => {
    const admin = await createUser(portal().db, 'admin');
    const person = await createUser(portal().db, 'laboratory');
    const page = await signedInPage(browser(), admin, /\/panel$/);

    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/users/create');
    expect(await shown(page, 'Date of birth')).toBe('MM/DD/YYYY');
    await page.goto(`/users/${person.id}/edit`);
    expect(await shown(page, 'Date of birth')).toBe('04/15/1990');
    await page.getByRole('button', { name: /^Choose date/ }).click();
    const calendar = page.getByRole('dialog');
    await calendar.getByText('April 1990').waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    await typeDate(page, 'Date of birth', '1984-06-15');
    expect(await shown(page, 'Date of birth')).toBe('06/15/1984');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(new RegExp(`/users/${person.id}$`));
    await page.getByText('15/06/1984').waitFor();

    await page.evaluate(() => localStorage.setItem('locale', 'es-MX'));
    await page.goto(`/users/${person.id}/edit`);
    expect(await shown(page, 'Fecha de nacimiento')).toBe('15/06/1984');
    await page.getByRole('button', { name: /^Elige fecha/ }).click();
    await calendar.getByText('junio 1984').waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await page.goto('/users/create');
    expect(await shown(page, 'Fecha de nacimiento')).toBe('DD/MM/AAAA');
    await page.context().close();
  });
});
