import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  type ChatMessagePage,
  nodesOf,
  openChat,
  readAllChats,
  sendAttachment,
  sendMessage,
} from '../support/chat.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser, signIn, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const imagePath = 'server/src/seed/course-images/radiologia.png';

/** Pedro, a patient of a doctor, signed in through the API as the mobile app does, with his own chat open. */
async function patientThroughApi() {
  const doctor = await createUser(portal().db, 'doctor', { officeData: true });
  const patient = await portal().signedIn('patient', {
    doctorId: doctor.id,
    name: 'Pedro',
    lastname: 'García',
    motherLastname: newTag(),
  });
  const chatId = await openChat(portal(), patient.token, patient.id);
  return {
    ...patient,
    chatId,
    send: (text: string) => sendMessage(portal(), patient.token, chatId, text),
    messages: async () =>
      nodesOf(
        (await portal().gql<{ chatMessages: ChatMessagePage }>(CHAT_MESSAGES, { chatId, last: 50 }, patient.token))
          .data!.chatMessages,
      ),
  };
}

/** A member of the front desk who has read every chat so far. */
async function caughtUpReception() {
  const reception = await portal().signedIn('office-admin');
  await readAllChats(portal().db, reception.id);
  return reception;
}

/** With SCREENSHOT_DIR set, keeps a picture of the page to look at. */
async function snapshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

// Hidden from the accessibility tree while the drawer or the dialog is open (they are modal).
const chatButton = (page: Page) => page.getByRole('button', { name: /^Historial de chats/, includeHidden: true });

describe.skipIf(!hasChromium)('chat entre la recepción y el paciente', () => {
  const browser = sharedBrowser();

  it('el paciente escribe y la recepción lo ve llegar en vivo con el contador, lo abre, contesta y adjunta una imagen', async () => {
    const patient = await patientThroughApi();
    const patientName = patient.fullName;
    const page = await signedInPage(browser(), await caughtUpReception(), /\/virtuallab$/);
    await expect.poll(() => chatButton(page).getAttribute('aria-label')).toBe('Historial de chats');

    await chatButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Historial de chats' });
    await drawer.waitFor();

    const question = `¿Ya están listos mis estudios? ${Date.now() % 100_000}`;
    await patient.send(question);

    // Live, without reloading: the entry with the message and its red count, and the header badge.
    const entry = drawer.getByRole('button', { name: new RegExp(patientName) });
    await entry.getByText(question).waitFor();
    await entry.getByLabel('1 sin leer').waitFor();
    await expect
      .poll(() => chatButton(page).getAttribute('aria-label'))
      .toBe('Historial de chats, 1 mensajes sin leer');
    await snapshot(page, 'chat-drawer');

    await entry.click();
    const dialog = page.getByRole('dialog', { name: patientName });
    await dialog.getByText(question).waitFor();
    await expect.poll(() => chatButton(page).getAttribute('aria-label')).toBe('Historial de chats');

    // An empty message is not sent.
    const input = dialog.getByPlaceholder('Ingresar Mensaje');
    await input.press('Enter');
    await dialog.getByText('Escribe un mensaje o adjunta un archivo').waitFor();

    const answer = 'Sí, ya puede pasar por ellos a la sucursal.';
    await input.fill(answer);
    await input.press('Enter');
    await dialog.getByText(answer).waitFor();
    expect(await input.inputValue()).toBe('');
    await dialog.getByRole('listitem').filter({ hasText: answer }).getByText('Yo').waitFor();
    await expect
      .poll(async () => (await patient.messages()).some((m) => m.text === answer && !m.isMessageOwner))
      .toBe(true);

    // A message of the patient while the chat is open arrives live and is read at once.
    const thanks = `Gracias, paso mañana ${Date.now() % 100_000}`;
    await patient.send(thanks);
    await dialog.getByText(thanks).waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: thanks })
      .getByText('Pedro', { exact: false })
      .first()
      .waitFor();
    await expect.poll(() => chatButton(page).getAttribute('aria-label')).toBe('Historial de chats');

    await dialog.getByTestId('chat-file-input').setInputFiles(imagePath);
    const image = dialog.getByRole('img', { name: 'radiologia.png' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(
      await dialog.getByRole('link', { name: 'Abrir radiologia.png en una pestaña nueva' }).getAttribute('target'),
    ).toBe('_blank');
    await expect
      .poll(async () => (await patient.messages()).some((m) => m.attachment?.name === 'radiologia.png'))
      .toBe(true);
    await snapshot(page, 'chat-dialog');

    await dialog.getByRole('button', { name: 'Cerrar chat' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('en el teléfono, el paciente ve en su portal la respuesta y la imagen, y escribe desde ahí', async () => {
    const patient = await patientThroughApi();
    const reception = await caughtUpReception();
    const answer = 'Sí, ya puede pasar por ellos a la sucursal.';
    await patient.send('¿Ya están listos mis estudios?');
    await sendMessage(portal(), reception.token, patient.chatId, answer);
    await sendAttachment(portal(), reception.token, patient.chatId, {
      name: 'radiologia.png',
      bytes: readFileSync(imagePath),
      type: 'image/png',
    });

    const page = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signIn(page, patient.email, patient.password);
    await page.waitForURL(/\/paciente$/);

    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByText(answer).waitFor();
    await chat.getByRole('img', { name: 'radiologia.png' }).waitFor();
    const text = `¿Hasta qué hora abren? ${Date.now() % 100_000}`;
    await chat.getByPlaceholder('Ingresar Mensaje').fill(text);
    await chat.getByRole('button', { name: 'Enviar mensaje' }).click();
    await chat.getByRole('listitem').filter({ hasText: text }).getByText('Yo').waitFor();
    await snapshot(page, 'chat-patient-phone');
    await page.context().close();
  });

  it('«Mostrar más» trae sólo los 12 mensajes anteriores, no otra vez los que ya se ven', async () => {
    const patient = await patientThroughApi();
    const tag = Date.now() % 100_000;
    const sent = Array.from({ length: 14 }, (_, n) => `Mensaje ${n + 1} de la prueba ${tag}`);
    for (const text of sent) await patient.send(text);

    const page = await signedInPage(browser(), patient, /\/paciente$/);
    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByText(sent[13]).waitFor();
    // The newest 12: the first two of this run are not loaded yet.
    expect(await chat.getByText(sent[1], { exact: true }).count()).toBe(0);

    const asked: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? request.postDataJSON() : null;
      if (body?.operationName === 'ChatMessages') asked.push(body.variables);
    });
    await chat.getByRole('button', { name: 'Mostrar más' }).click();
    await chat.getByText(sent[1], { exact: true }).waitFor();
    await chat.getByText(sent[0], { exact: true }).waitFor();
    expect(asked).toEqual([expect.objectContaining({ last: 12, before: expect.any(String) })]);
    // Every message appears once: the older page was put before the shown one, not mixed in.
    for (const text of sent) expect(await chat.getByText(text, { exact: true }).count()).toBe(1);
    await page.context().close();
  });
});
