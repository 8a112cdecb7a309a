import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** The names in the rows of the page's table, top to bottom. */
async function rowNames(page: Page, table: string, tag: string): Promise<string[]> {
  const cells = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: tag });
  return (await cells.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
}

/** Lastnames that sort as written: A01, A02… */
const numbered = (count: number) =>
  Array.from({ length: count }, (_, index) => `A${String(index + 1).padStart(2, '0')}`);

describe.skipIf(!hasChromium)('listas, permisos y límites de texto', () => {
  const browser = sharedBrowser();

  it('en el teléfono, el correo largo de un usuario se parte solo después de la @ o de un punto, nunca a media palabra', async () => {
    const tag = newTag();
    const email = `ana.sofia.maldonado${tag}@radiologia-dental-ejemplo.com.mx`;
    await createUser(portal().db, 'patient', { name: `Correo${tag}`, lastname: 'Largo', email });
    const admin = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`/users/index?q=Correo${tag}`);
    const cell = admin.getByRole('table', { name: 'Usuarios' }).getByRole('cell', { name: email });
    await cell.waitFor();
    // The character after which each line of the address ends (the last one ends the address).
    const lineEnds = await cell.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const characters: { character: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          characters.push({ character: node.textContent![index]!, top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      return characters.filter((current, index) => characters[index + 1]?.top !== current.top).map((c) => c.character);
    });
    expect(lineEnds.length).toBeGreaterThan(1);
    expect(lineEnds.slice(0, -1).filter((character) => character !== '@' && character !== '.')).toEqual([]);
    await admin.context().close();
  });

  it('la administradora busca y filtra usuarios, pasa a la página 2, abre uno y al volver ve la misma búsqueda, filtro y filas', async () => {
    const tag = newTag();
    for (const lastname of numbered(23)) {
      await createUser(portal().db, 'patient', { name: `Lista${tag}`, lastname });
    }
    await createUser(portal().db, 'patient', { name: `Lista${tag}`, lastname: 'A00', status: false });

    const admin = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await admin.goto('/users/index');
    await admin.getByLabel('Buscar usuario').fill(`Lista${tag}`);
    await admin.waitForURL((url) => url.searchParams.get('q') === `Lista${tag}`);
    // The filtered answer is held back: meanwhile the old rows (24, A00 among them) stay on screen,
    // and the page moves wait, or «Página siguiente» would read the old answer's last 4 rows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route('**/graphql', async (route) => {
      const sent = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { status?: boolean };
      } | null;
      if (sent?.operationName === 'Users' && sent.variables?.status === true) await held;
      await route.continue();
    });
    await admin.getByText('1–20 de 24').waitFor();
    await admin.getByLabel('Estatus').click();
    await admin.getByRole('option', { name: 'Activo', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'true');
    const next = admin.getByRole('button', { name: 'Página siguiente' });
    // The URL changes first; the page follows it in a transition.
    await expect.poll(() => next.isDisabled()).toBe(true);
    release();
    await admin.getByText('1–20 de 23').waitFor();
    await next.click();
    await admin.getByText('21–23 de 23').waitFor();
    const shown = await rowNames(admin, 'Usuarios', tag);
    expect(shown).toHaveLength(3);
    expect(shown.join(' ')).toContain('A21');
    expect(shown.join(' ')).not.toContain('A00');

    await admin.getByRole('link', { name: new RegExp(`^Ver a Lista${tag} A22`) }).click();
    await admin.waitForURL(/\/users\/\d+$/);
    await admin.goBack();

    await admin.getByText('21–23 de 23').waitFor();
    expect(await admin.getByLabel('Buscar usuario').inputValue()).toBe(`Lista${tag}`);
    await expect.poll(() => admin.getByLabel('Estatus').innerText()).toBe('Activo');
    expect(await rowNames(admin, 'Usuarios', tag)).toEqual(shown);
    // Typing replaced the history entry: one Back leaves the list for the page before it.
    await admin.goBack();
    await admin.waitForURL(/\/panel$/);
    await admin.unrouteAll({ behavior: 'ignoreErrors' });
    await admin.context().close();
  });

  it('el doctor busca entre sus pacientes, pasa de página, abre los estudios de uno y al volver ve la misma búsqueda y filas', async () => {
    const tag = newTag();
    const doctorUser = await createUser(portal().db, 'doctor', { officeData: true });
    for (const lastname of numbered(22)) {
      await createUser(portal().db, 'patient', { name: `Paciente${tag}`, lastname, doctorId: doctorUser.id });
    }
    await createUser(portal().db, 'patient', { name: 'Otro', lastname: 'Nombre', doctorId: doctorUser.id });

    const doctor = await signedInPage(browser(), doctorUser, /\/virtuallab\/\d+$/);
    await doctor.getByLabel('Buscar paciente').fill(`Paciente${tag}`);
    await doctor.waitForURL((url) => url.searchParams.get('q') === `Paciente${tag}`);
    // As a person does, the next page is asked for once the search's rows are shown.
    await doctor.getByText('1–20 de 22').waitFor();
    await doctor.getByRole('button', { name: 'Página siguiente' }).click();
    await doctor.getByText('21–22 de 22').waitFor();
    const shown = await rowNames(doctor, 'Pacientes', tag);
    expect(shown).toHaveLength(2);

    await doctor.getByRole('link', { name: new RegExp(`^Ver estudios de Paciente${tag} A21`) }).click();
    await doctor.waitForURL(/\/virtuallab\/patients\/\d+$/);
    await doctor.goBack();

    await doctor.getByText('21–22 de 22').waitFor();
    expect(await doctor.getByLabel('Buscar paciente').inputValue()).toBe(`Paciente${tag}`);
    expect(await rowNames(doctor, 'Pacientes', tag)).toEqual(shown);
    await doctor.context().close();
  });

  it('un doctor que abre /slides/index y un laboratorio que abre /package-group/create leen en su página de inicio por qué no se abrió', async () => {
    const doctor = await signedInPage(browser(), await createUser(portal().db, 'doctor'), /\/virtuallab\/\d+$/);
    await doctor.goto('/slides/index');
    await doctor.waitForURL(/\/virtuallab\/\d+$/);
    await doctor.getByRole('alert').filter({ hasText: 'Solo un administrador puede abrir Slides.' }).waitFor();
    // Said once: a reload of the landing page does not say it again.
    await doctor.reload();
    await doctor.getByLabel('Buscar paciente').waitFor();
    expect(await doctor.getByText('Solo un administrador puede abrir Slides.').count()).toBe(0);
    await doctor.context().close();

    const lab = await signedInPage(browser(), await createUser(portal().db, 'laboratory'), /\/control$/);
    await lab.goto('/package-group/create');
    await lab.waitForURL(/\/control$/);
    const notice = lab.getByRole('alert').filter({ hasText: 'Solo un administrador puede abrir Paquetes.' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => lab.getByText('Solo un administrador puede abrir Paquetes.').count()).toBe(0);
    await lab.context().close();
  });

  it('el formulario de usuario y el de curso muestran el contador cerca del límite y avisan al llegar a él, también al pegar', async () => {
    const admin = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await admin.goto('/users/create');
    const name = admin.getByLabel('Nombre', { exact: true });
    await name.fill('a'.repeat(31));
    expect(await admin.getByText('31/42').count()).toBe(0);
    await name.fill('a'.repeat(32));
    await admin.getByText('32/42').waitFor();
    expect(await admin.getByText('Máximo 42 caracteres').count()).toBe(0);
    // A longer pasted name is cut at the limit, and the form says so (and tells screen readers once).
    await name.fill('');
    await name.focus();
    await admin.keyboard.insertText('Maria Guadalupe Fernanda de los Angeles Montserrat');
    expect(await name.inputValue()).toBe('Maria Guadalupe Fernanda de los Angeles Mo');
    await admin.getByText('42/42').waitFor();
    await admin.getByText('Máximo 42 caracteres').waitFor();
    await admin
      .getByRole('status')
      .filter({ hasText: 'Llegaste al límite de 42 caracteres.' })
      .waitFor({ state: 'attached' });
    const described = await name.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    expect(await admin.locator(`[id="${described}"]`).innerText()).toContain('42 de 42 caracteres');

    await admin.goto('/courses/create');
    const course = admin.getByLabel('Nombre del curso');
    await course.fill('c'.repeat(45));
    await admin.getByText('45/50').waitFor();
    await course.fill('');
    await course.focus();
    await admin.keyboard.insertText('d'.repeat(70));
    expect(await course.inputValue()).toHaveLength(50);
    await admin.getByText('50/50').waitFor();
    await admin.getByText('Máximo 50 caracteres').waitFor();
    const address = admin.getByLabel('Dirección de la sede');
    await address.fill('e'.repeat(135));
    await admin.getByText('135/140').waitFor();
    await admin.context().close();
  });
});
