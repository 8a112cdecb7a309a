import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const imagePath = 'server/src/seed/course-images/radiologia.png';

/** With SCREENSHOT_DIR set, keeps a picture of the page to look at. */
async function snapshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

describe.skipIf(!hasChromium)('soporte: la doctora pide ayuda y la administración la atiende', () => {
  const browser = sharedBrowser();

  // A journey of two people, each signed in on their own page, with an image sent: near a minute
  // when CI's load is at its highest (load 10-12 measured), so it has two.
  it('la doctora envía una solicitud con una imagen; la administradora la ve en Abiertos, la asigna, responde y la cierra; la doctora ve la respuesta y «Cerrado»', async () => {
    const tag = newTag();
    const doctor = await createUser(portal().db, 'doctor', { officeData: true, name: 'Martha' });
    const admin = await createUser(portal().db, 'admin', { name: 'Ana' });
    await createUser(portal().db, 'laboratory', { name: 'Rocío', lastname: tag });
    const subject = `No puedo descargar un estudio ${tag}`;

    // The doctor: Soporte in the menu, then "Nueva solicitud" with a picture.
    const doctorPage = await signedInPage(browser(), doctor, /\/virtuallab\/\d+$/);
    await doctorPage.getByRole('navigation', { name: 'Menú principal' }).getByText('Soporte', { exact: true }).click();
    await doctorPage.waitForURL(/\/soporte$/);
    await doctorPage.getByText('Aún no has enviado solicitudes de soporte.').waitFor();
    await doctorPage.getByRole('link', { name: 'Nueva solicitud' }).click();
    await doctorPage.getByLabel('Asunto').fill(subject);
    await doctorPage.getByLabel('Mensaje').fill('El botón de descarga no hace nada en el estudio de mi paciente.');
    await doctorPage.getByTestId('support-file-input').setInputFiles(imagePath);
    await doctorPage.getByText(/radiologia\.png/).waitFor();
    await doctorPage.getByRole('button', { name: 'Enviar solicitud' }).click();
    await doctorPage.getByText('Solicitud enviada. Te avisaremos por correo cuando te respondamos.').waitFor();
    await doctorPage.waitForURL(/\/soporte$/);
    const myList = doctorPage.getByRole('list', { name: 'Mis solicitudes' });
    await myList.getByText(subject).waitFor();
    await myList.getByText('Abierto').waitFor();
    await snapshot(doctorPage, 'support-doctor-list');

    // The administrator: the request under "Abiertos", with who sent it.
    const adminPage = await signedInPage(browser(), admin, /\/panel$/);
    await adminPage.goto('/soporte');
    await expect.poll(() => adminPage.getByRole('tab', { selected: true }).textContent()).toMatch(/^Abiertos \(\d+\)$/);
    await adminPage.getByLabel('Buscar solicitudes').fill(tag);
    await adminPage.getByRole('tab', { name: 'Abiertos (1)' }).waitFor();
    const row = adminPage.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Martha Apellido Materno').waitFor();
    await row.getByText('Doctor', { exact: true }).waitFor();
    await row.getByText('Sin asignar').waitFor();
    await snapshot(adminPage, 'support-inbox');
    await row.getByRole('link', { name: subject }).click();
    await adminPage.waitForURL(/\/soporte\/\d+$/);
    await adminPage.getByRole('img', { name: 'radiologia.png' }).waitFor();

    // Assigned to Rocío from the laboratory.
    await adminPage.getByRole('combobox', { name: 'Asignar a' }).fill('Rocío');
    await adminPage.getByRole('option', { name: new RegExp(`Rocío ${tag}`) }).click();
    await adminPage.getByRole('button', { name: 'Asignar', exact: true }).click();
    await adminPage.getByText(`Solicitud asignada a Rocío ${tag} Materno.`).waitFor();
    await adminPage.getByText('En proceso', { exact: true }).first().waitFor();
    await adminPage.getByText(`Asignada a Rocío ${tag} Materno por Ana Apellido Materno`).waitFor();

    // The answer, said to go by email.
    await adminPage
      .getByText('La respuesta se envía por correo a Martha Apellido Materno y aparece en sus solicitudes.')
      .waitFor();
    const answer = 'Ya corregimos el enlace: vuelve a intentarlo desde el laboratorio virtual.';
    await adminPage.getByRole('textbox', { name: 'Responder' }).fill(answer);
    await adminPage.getByRole('button', { name: 'Responder' }).click();
    await adminPage.getByText('Respuesta enviada.').waitFor();
    await adminPage.getByRole('list', { name: 'Conversación' }).getByText(answer).waitFor();

    // Closed after the confirmation.
    await adminPage.getByRole('button', { name: 'Cerrar solicitud' }).click();
    await adminPage.getByRole('button', { name: 'Continuar' }).click();
    await adminPage.getByText('Solicitud cerrada.').waitFor();
    await adminPage.getByRole('button', { name: 'Reabrir' }).waitFor();
    await adminPage.getByText('Cerrado', { exact: true }).first().waitFor();
    await snapshot(adminPage, 'support-closed');

    const mail = (await portal().outbox()).find((item) => item.to === doctor.email);
    expect(mail?.subject).toBe(`Respuesta a tu solicitud de soporte: ${subject}`);
    expect(mail?.text).toContain(answer);

    // The doctor sees the answer and that it is closed.
    await doctorPage.reload();
    await myList.getByText('Cerrado').waitFor();
    await myList.getByText(subject).click();
    await doctorPage.waitForURL(/\/soporte\/\d+$/);
    const conversation = doctorPage.getByRole('list', { name: 'Conversación' });
    await conversation.getByText(answer).waitFor();
    await conversation.getByText('Ana Apellido Materno').waitFor();
    await doctorPage
      .getByText('Esta solicitud está cerrada. Si necesitas más ayuda, envía una nueva solicitud.')
      .waitFor();
    expect(await doctorPage.getByRole('textbox', { name: 'Enviar mensaje' }).count()).toBe(0);
    await snapshot(doctorPage, 'support-doctor-answer');
  }, 120_000);
});
