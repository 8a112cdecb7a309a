import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCourse, createPaidRegistration, createUser, type Student } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { typeDate } from './support/date-field.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const courseImage = 'server/src/seed/course-images/ortodoncia.png';
const descriptionImage = 'server/src/seed/course-images/radiologia.png';

/** A new administrator, signed in through the form. */
const signedInAdmin = async (browser: Browser) =>
  signedInPage(browser, await createUser(portal().db, 'admin'), /\/panel$/);

const people = [
  ['Laura', 'Martínez', 'Gómez'],
  ['Diego', 'Hernández', 'Paz'],
  ['Fernanda', 'Sánchez', 'Ruiz'],
  ['Ricardo', 'Morales', 'Luna'],
  ['Valeria', 'Jiménez', 'Castro'],
  ['Andrés', 'Vargas', 'Mejía'],
  ['Paola', 'Romero', 'Ibarra'],
  ['Héctor', 'Navarro', 'Solís'],
];

/** The n-th student of this test, with an address of their own at correo.mx. */
function student(index: number, tag: string): Student {
  const [name, lastname, motherLastname] = people[index % people.length];
  const local = `${name}.${lastname}.${index}.${tag}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return { name, lastname, motherLastname, email: `${local}@correo.mx` };
}

/** YYYY-MM-DD, some days from today. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** "$81,600.00" → 81600 */
const pesos = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const outboxMailsTo = async (address: string) => (await portal().outbox()).filter((mail) => mail.to === address).length;

describe.skipIf(!hasChromium)('administración de cursos', () => {
  const browser = sharedBrowser();

  it('la administradora crea un curso con imagen (primero ve el mensaje de validación), aparece en el catálogo público y lo elimina; un curso con pagos no se elimina', async () => {
    const tag = newTag();
    const name = `Cefalometría 3D ${tag}`;
    // A course someone already paid for.
    const paidFor = await createCourse(portal().db, { name: `Radiología digital ${tag}` });
    await createPaidRegistration(portal().db, paidFor, student(0, tag));
    const page = await signedInAdmin(browser());
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Cursos', { exact: true }).click();
    await page.waitForURL(/\/courses\/index$/);
    await page.getByRole('link', { name: 'Nuevo curso' }).click();
    await page.waitForURL(/\/courses\/create$/);

    await page.getByRole('button', { name: 'Guardar curso' }).click();
    await page.getByText('El nombre es requerido').waitFor();
    await page.getByText('La descripción es requerida').waitFor();
    expect(new URL(page.url()).pathname).toBe('/courses/create');

    await page.getByLabel('Nombre del curso').fill(name);
    await page.getByLabel('Texto promocional').fill('Precio especial de $2,500.00 antes del 10 de diciembre');
    await typeDate(page, 'Fecha del curso', daysFromToday(40));
    await page.getByLabel('Horario').fill('9:00 a 13:00 h');
    await page.getByLabel('Inversión por lugar').fill('3250.5');
    await page.getByLabel('Cupo').fill('12');
    await page.getByLabel('Sede', { exact: true }).fill('Sala de capacitación');
    await page.getByLabel('Dirección de la sede').fill('Calle 25 Sur 702, Puebla');
    await page.getByTestId('course-image-input').setInputFiles(courseImage);
    await page.getByAltText('Vista previa de la imagen elegida').waitFor();

    const description = page.getByRole('textbox', { name: 'Descripción' });
    await description.click();
    await page.keyboard.type('Curso práctico de ');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('cefalometría tridimensional');
    await page.getByTestId('rich-text-image-input').setInputFiles(descriptionImage);
    await description.locator('img[src^="/files/"]').waitFor();

    await page.getByRole('button', { name: 'Guardar curso' }).click();
    await page.getByText('Curso creado.').waitFor();
    await page.waitForURL(/\/courses\/index$/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('$3,250.50').waitFor();
    await row.getByText('0 / 12').waitFor();
    await row.getByText('Vigente').waitFor();
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/files\/public\/courses\//);

    await page.goto('/aula_courses');
    const card = page.getByRole('article', { name });
    await card.getByText('12 lugares disponibles').waitFor();
    await card.getByText('$3,250.50 MXN').waitFor();

    await page.goto('/courses/index');
    await page.getByRole('button', { name: `Eliminar ${paidFor.name}` }).click();
    await page.getByText('El curso será eliminado.').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'El curso tiene inscripciones pagadas y no puede eliminarse; desactívalo en su lugar' });
    await refused.waitFor();
    await page.getByRole('row', { name: new RegExp(paidFor.name) }).waitFor();
    // Close the message: a snackbar under the pointer would stay open and cover the rows.
    await refused.getByRole('button').click();
    await refused.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Curso eliminado.').waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(0);
    await page.context().close();
  });

  it('el reporte de Radiología lista a sus inscritos con sus totales, exporta el CSV y reenvía una inscripción', async () => {
    const tag = newTag();
    // 17 of its 20 places paid at $4,800.00, by ten registrations of one or two places.
    const radiologia = await createCourse(portal().db, {
      name: `Radiología digital ${tag}`,
      investmentCents: 480_000,
      quota: 20,
    });
    const spaces = [2, 2, 1, 2, 1, 2, 2, 2, 1, 2];
    for (const [index, places] of spaces.entries())
      await createPaidRegistration(portal().db, radiologia, student(index, tag), places);

    const page = await signedInAdmin(browser());
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Reporte de inscripciones').click();
    await page.waitForURL(/\/report-inscription\/index$/);
    await page.getByRole('link', { name: `Ver reporte de ${radiologia.name}` }).click();
    await page.waitForURL(/\/report-inscription\/\d+$/);
    await page.getByRole('heading', { name: radiologia.name }).waitFor();

    const table = page.getByRole('table', { name: 'Inscripciones' });
    await table.getByText('Laura Martínez Gómez').first().waitFor();
    await table.getByText('Diego Hernández Paz').first().waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td as HTMLElement).innerText.trim())),
      );
    const paidRows = rows.filter((cells) => cells[3]?.startsWith('Pagado'));
    expect(paidRows.length).toBe(spaces.length);
    const paidSpaces = paidRows.reduce((total, cells) => total + Number(cells[1]), 0);
    expect(paidSpaces).toBe(17);
    const paidAmount = paidRows.reduce((total, cells) => total + pesos(cells[2] ?? ''), 0);
    expect(paidAmount).toBe(paidSpaces * 4800);

    const totals = page.getByRole('region', { name: 'Totales' });
    const total = (label: string) => totals.getByText(label).locator('..').innerText();
    expect(await total('Inscripciones pagadas')).toContain(String(paidRows.length));
    expect(await total('Lugares pagados')).toContain(`${paidSpaces} / 20`);
    expect(pesos((await total('Monto cobrado')).replace('Monto cobrado', ''))).toBe(paidAmount);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`inscripciones-radiologia-digital-${tag}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(
      csv.startsWith(
        '\uFEFF"Folio","Nombre","Apellido paterno","Apellido materno","Correo electrónico","Teléfono","Lugares"',
      ),
    ).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(rows.length + 1);
    expect(csv).toContain('"Laura","Martínez","Gómez"');
    expect(csv).toContain('"Pagado"');

    const firstPaid = table.locator('tbody tr').filter({ hasText: 'Pagado' }).first();
    const [, email = ''] = (await firstPaid.locator('td').first().innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(email).toMatch(/@correo\.mx$/);
    const before = await outboxMailsTo(email);
    await firstPaid.getByRole('button', { name: /Reenviar inscripción/ }).click();
    await page.getByText(`se enviará de nuevo a ${email}.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText(`Inscripción reenviada a ${email}.`).waitFor();
    await expect.poll(() => outboxMailsTo(email)).toBe(before + 1);
    await page.context().close();
  });

  it('la recepción no puede abrir la administración de cursos ni el reporte', async () => {
    const course = await createCourse(portal().db);
    const page = await signedInPage(browser(), await createUser(portal().db, 'office-admin'), /\/virtuallab$/);
    expect(
      await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Cursos', { exact: true }).count(),
    ).toBe(0);
    await page.goto('/courses/index');
    await page.waitForURL(/\/virtuallab$/);
    await page.goto('/courses/create');
    await page.waitForURL(/\/virtuallab$/);
    await page.goto(`/report-inscription/${course.id}`);
    await page.waitForURL(/\/virtuallab$/);
    expect(await page.getByRole('button', { name: 'Guardar curso' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).count()).toBe(0);
    await page.context().close();
  });
});
