import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openChat, readAllChats, sendAttachment, sendMessage } from '../support/chat.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const imagePath = 'server/src/seed/course-images/radiologia.png';

/** A patient of a new doctor with their chat, and a front desk that has read every chat so far. */
async function patientAndReception() {
  const doctor = await createUser(portal().db, 'doctor', { officeData: true });
  const patient = await portal().signedIn('patient', {
    doctorId: doctor.id,
    name: 'Rosa',
    lastname: 'Ibarra',
    motherLastname: newTag(),
  });
  const chatId = await openChat(portal(), patient.token, patient.id);
  const reception = await portal().signedIn('office-admin');
  return {
    patient,
    chatId,
    reception,
    patientSays: (text: string) => sendMessage(portal(), patient.token, chatId, text),
    readAll: () => readAllChats(portal().db, reception.id),
  };
}

const chatButton = (page: Page) => page.getByRole('button', { name: /^Historial de chats/, includeHidden: true });

/** How far the message list is from showing its last message (0: at the bottom). */
const distanceFromBottom = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Mensajes' }).evaluate((list) => {
    const scroller = list.parentElement!;
    return Math.round(scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight);
  });

/** Whether `target` (a message or a picture) is inside the visible part of the message list. */
const inView = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const frame = element.closest('ul')!.parentElement!.getBoundingClientRect();
    return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
  });

const message = (dialog: Locator, text: string) => dialog.getByRole('listitem').filter({ hasText: text });

describe.skipIf(!hasChromium)('el chat se abre en lo último y respeta el botón Atrás', () => {
  const browser = sharedBrowser();

  it('abre en la imagen más reciente ya cargada; lo que llega en vivo se ve; si la recepción subió a leer, «Nuevos mensajes» la lleva abajo', async () => {
    const { patient, chatId, reception, patientSays, readAll } = await patientAndReception();
    const tag = Date.now() % 100_000;
    for (let n = 1; n <= 10; n += 1) await patientSays(`Mensaje ${n} de Rosa ${tag}`);
    await sendAttachment(portal(), reception.token, chatId, {
      name: 'radiologia.png',
      bytes: readFileSync(imagePath),
      type: 'image/png',
    });
    await readAll();

    const page = await signedInPage(browser(), reception, /\/virtuallab$/);
    await chatButton(page).click();
    await page
      .getByRole('dialog', { name: 'Historial de chats' })
      .getByRole('button', { name: new RegExp(patient.fullName) })
      .click();
    const dialog = page.getByRole('dialog', { name: patient.fullName });
    const image = dialog.getByRole('img', { name: 'radiologia.png' });
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The picture took its height after the list was shown: the view still ends at it.
    await expect.poll(() => distanceFromBottom(dialog)).toBeLessThanOrEqual(1);
    await expect.poll(() => inView(image)).toBe(true);

    const live = `¿Me confirma la hora? ${tag}`;
    await patientSays(live);
    await dialog.getByText(live).waitFor();
    await expect.poll(() => inView(message(dialog, live))).toBe(true);
    await expect.poll(() => distanceFromBottom(dialog)).toBeLessThanOrEqual(1);
    expect(await dialog.getByRole('button', { name: 'Nuevos mensajes' }).count()).toBe(0);

    // Reading further up: the next message does not pull the view down, a button offers it.
    await dialog.getByRole('list', { name: 'Mensajes' }).evaluate((list) => {
      list.parentElement!.scrollTop = 0;
    });
    await expect.poll(() => inView(message(dialog, `Mensaje 1 de Rosa ${tag}`))).toBe(true);
    const later = `Ya voy en camino ${tag}`;
    await patientSays(later);
    const toNewest = dialog.getByRole('button', { name: 'Nuevos mensajes' });
    await toNewest.waitFor();
    expect(await inView(message(dialog, `Mensaje 1 de Rosa ${tag}`))).toBe(true);
    expect(await inView(message(dialog, later))).toBe(false);
    await toNewest.click();
    await expect.poll(() => inView(message(dialog, later))).toBe(true);
    await toNewest.waitFor({ state: 'detached' });
    await page.context().close();
  }, 90_000);

  it('Atrás cierra el chat y el historial de chats sin dejar la página; Adelante los vuelve a abrir', async () => {
    const { patient, reception, patientSays, readAll } = await patientAndReception();
    const question = `¿Ya está mi radiografía? ${Date.now() % 100_000}`;
    await readAll();
    await patientSays(question);

    const page = await signedInPage(browser(), reception, /\/virtuallab$/);
    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.waitForURL(/\/profile$/);
    const drawer = page.getByRole('dialog', { name: 'Historial de chats' });
    await chatButton(page).click();
    await drawer.waitFor();

    await page.goBack();
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.goForward();
    await drawer.waitFor();

    await drawer.getByRole('button', { name: new RegExp(patient.fullName) }).click();
    const dialog = page.getByRole('dialog', { name: patient.fullName });
    await dialog.getByText(question).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await drawer.count()).toBe(0);
    await page
      .getByRole('heading', { name: /Perfil/ })
      .first()
      .waitFor();

    await page.goForward();
    await dialog.getByText(question).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar chat' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(new URL(page.url()).search).toBe('');

    // One Back more leaves for the page before, as without the chat.
    await page.goBack();
    await page.waitForURL(/\/virtuallab$/);
    await page.context().close();
  });
});
