import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { requestsQuiet } from './support/requests-quiet.js';

const portal = usePortal();

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** Every page the signed-in user's main menu links to (its groups opened first). */
async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.locator('a[href]').first().waitFor();
  const closed = nav.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const paths = await nav.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(paths)];
}

/** The page's content once its data came in (no loading bar or spinner left). */
async function settled(page: Page) {
  await requestsQuiet(page);
  await expect.poll(() => page.locator('[role="progressbar"]:not([aria-valuenow])').count()).toBe(0);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

/** Whether a click at the centre of `target` lands on it (nothing fixed covers it). */
function hitAtCentre(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Brings `target` to the lower edge of the window, then to the end of the page: both times it takes the click. */
async function expectClickableAfterScrolling(page: Page, target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect.poll(() => hitAtCentre(target)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await expect.poll(() => hitAtCentre(target)).toBe(true);
}

describe.skipIf(!hasChromium)('el portal cabe en la pantalla', () => {
  const browser = sharedBrowser();

  const roles = [
    { role: 'admin', name: 'el administrador', landing: /\/(panel|slides\/index)$/ },
    { role: 'doctor', name: 'el doctor', landing: /\/virtuallab\/\d+$/ },
    { role: 'office-admin', name: 'la recepción', landing: /\/virtuallab$/ },
  ] as const;
  it.each(roles.map((entry) => [entry.name, entry] as const))(
    'ninguna página del menú de %s se desplaza de lado a 1280 ni a 390 px',
    async (_name, { role, landing }) => {
      const user = await createUser(portal().db, role, { officeData: role === 'doctor' });
      if (role === 'doctor') {
        await createUser(portal().db, 'patient', {
          name: 'Maximiliano Alejandro',
          lastname: 'Fernández de Córdoba',
          motherLastname: newTag(),
          doctorId: user.id,
        });
      }
      const page = await signedInPage(browser(), user, landing);
      const paths = await menuPaths(page);
      expect(paths.length).toBeGreaterThan(2);
      const sideways: string[] = [];
      for (const size of [desktop, phone]) {
        await page.setViewportSize(size);
        for (const path of paths) {
          await page.goto(path);
          await settled(page);
          // Measured once the page stopped changing: a picture or an editor loading may widen it for a moment.
          const extra = await expect
            .poll(() => sidewaysScroll(page), { timeout: 3_000 })
            .toBe(0)
            .then(
              () => 0,
              () => sidewaysScroll(page),
            );
          if (extra > 0) sideways.push(`${size.width} px ${path}: ${extra} px de más`);
        }
      }
      await page.context().close();
      expect(sideways).toEqual([]);
    },
    180_000,
  );

  it('«Volver arriba» nunca tapa «Guardar curso» ni «Guardar estudio», a 1280 ni a 390 px', async () => {
    const admin = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/(panel|slides\/index)$/);
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { motherLastname: newTag(), doctorId: doctor.id });
    const reception = await signedInPage(browser(), await createUser(portal().db, 'office-admin'), /\/virtuallab$/);
    await reception.goto(`/virtuallab/upload?patient=${patient.id}`);
    await reception.getByLabel('Tipo de estudio').click();
    await reception.getByRole('option', { name: 'Radiografía panorámica' }).click();
    await reception.getByTestId('study-file-input').setInputFiles('server/src/seed/study-files/panoramica.png');
    await reception.getByText('Archivo subido').waitFor();
    const saveStudy = reception.getByRole('button', { name: 'Guardar estudio' });
    expect(await saveStudy.isEnabled()).toBe(true);

    for (const size of [desktop, phone]) {
      await admin.setViewportSize(size);
      await admin.goto('/courses/create');
      const saveCourse = admin.getByRole('button', { name: 'Guardar curso' });
      await saveCourse.waitFor();
      await expectClickableAfterScrolling(admin, saveCourse);
      // At the end of the page there is room for the button beside the form's actions.
      const toTop = admin.getByRole('button', { name: 'Volver arriba' });
      await toTop.waitFor();
      await expect.poll(() => hitAtCentre(toTop)).toBe(true);

      await reception.setViewportSize(size);
      await expectClickableAfterScrolling(reception, saveStudy);
    }
    await admin.context().close();
    await reception.context().close();
  });

  it('en el teléfono, los pacientes del doctor muestran sus acciones completas y se pueden usar', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', {
      name: 'Guadalupe Esperanza',
      lastname: 'Villaseñor',
      motherLastname: newTag(),
      doctorId: doctor.id,
    });
    const page = await signedInPage(browser(), doctor, /\/virtuallab\/\d+$/);
    await page.setViewportSize(phone);
    const card = page.getByRole('listitem', { name: patient.fullName });
    await card.waitFor();
    const actions = [
      card.getByRole('link', { name: `Ver estudios de ${patient.fullName}` }),
      card.getByRole('button', { name: `Editar a ${patient.fullName}` }),
      card.getByRole('button', { name: `Abrir chat con ${patient.fullName}` }),
    ];
    for (const action of actions) {
      await action.scrollIntoViewIfNeeded();
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(await hitAtCentre(action)).toBe(true);
    }
    expect(await sidewaysScroll(page)).toBe(0);

    await actions[2].click();
    await page.getByRole('dialog', { name: patient.fullName }).waitFor();
    await page.getByRole('button', { name: 'Cerrar chat' }).click();
    await actions[1].click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await actions[0].click();
    await page.getByRole('heading', { name: patient.fullName }).waitFor();
    await page.context().close();
  });
});
