import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, portalUrl, sharedBrowser, signIn } from './support/browser.js';

const patientName = 'Pedro García Núñez';
const imagePath = 'server/src/seed/course-images/radiologia.png';

type ChatMessage = { text: string | null; attachment: { name: string } | null; isMessageOwner: boolean; authorName: string };

/** A GraphQL call as a mobile app or another browser makes it, with the user's bearer token. */
async function graphql<T>(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${portalUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The patient, signed in through the API, with their own chat open. */
async function patientThroughApi() {
  const { login } = await graphql<{ login: { token: string } }>(
    null,
    'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }',
    { identifier: 'paciente@demo.mx', password: 'demo1234' },
  );
  const token = login.token;
  const { me } = await graphql<{ me: { id: string } }>(token, '{ me { id } }');
  const { openPatientChat } = await graphql<{ openPatientChat: { id: string } }>(
    token,
    'mutation ($patientId: ID!) { openPatientChat(patientId: $patientId) { id } }',
    { patientId: me.id },
  );
  const chatId = openPatientChat.id;
  return {
    chatId,
    send: (message: string) =>
      graphql(token, 'mutation ($chatId: ID!, $text: String) { sendChatMessage(chatId: $chatId, text: $text) { id } }', { chatId, text: message }),
    messages: async () =>
      (await graphql<{ chatMessages: { edges: { node: ChatMessage }[] } }>(
        token,
        'query ($chatId: ID!) { chatMessages(chatId: $chatId, last: 50) { edges { node { text attachment { name } isMessageOwner authorName } } } }',
        { chatId },
      )).chatMessages.edges.map((edge) => edge.node),
  };
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
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, 'recepcion@demo.mx');
    await page.waitForURL(/\/virtuallab$/);
    await expect.poll(() => chatButton(page).getAttribute('aria-label')).toBe('Historial de chats');

    await chatButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Historial de chats' });
    await drawer.waitFor();

    const patient = await patientThroughApi();
    const question = `¿Ya están listos mis estudios? ${Date.now() % 100_000}`;
    await patient.send(question);

    // Live, without reloading: the entry with the message and its red count, and the header badge.
    const entry = drawer.getByRole('button', { name: new RegExp(patientName) });
    await entry.getByText(question).waitFor();
    await entry.getByLabel('1 sin leer').waitFor();
    await expect.poll(() => chatButton(page).getAttribute('aria-label')).toBe('Historial de chats, 1 mensajes sin leer');
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
    await expect.poll(async () => (await patient.messages()).some((m) => m.text === answer && !m.isMessageOwner)).toBe(true);

    // A message of the patient while the chat is open arrives live and is read at once.
    const thanks = `Gracias, paso mañana ${Date.now() % 100_000}`;
    await patient.send(thanks);
    await dialog.getByText(thanks).waitFor();
    await dialog.getByRole('listitem').filter({ hasText: thanks }).getByText('Pedro', { exact: false }).first().waitFor();
    await expect.poll(() => chatButton(page).getAttribute('aria-label')).toBe('Historial de chats');

    await dialog.getByTestId('chat-file-input').setInputFiles(imagePath);
    const image = dialog.getByRole('img', { name: 'radiologia.png' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await dialog.getByRole('link', { name: 'Abrir radiologia.png en una pestaña nueva' }).getAttribute('target')).toBe('_blank');
    await expect.poll(async () => (await patient.messages()).some((m) => m.attachment?.name === 'radiologia.png')).toBe(true);
    await snapshot(page, 'chat-dialog');

    await dialog.getByRole('button', { name: 'Cerrar chat' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('en el teléfono, el paciente ve en su portal la respuesta y la imagen, y escribe desde ahí', async () => {
    const page = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await signIn(page, 'paciente@demo.mx');
    await page.waitForURL(/\/paciente$/);

    const chat = page.getByRole('region', { name: 'Chat' });
    await chat.getByText('Sí, ya puede pasar por ellos a la sucursal.').waitFor();
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

    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, 'paciente@demo.mx');
    await page.waitForURL(/\/paciente$/);
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
