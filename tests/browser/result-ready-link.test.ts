import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatMessagePage, nodesOf, openChat } from '../support/chat.js';
import { studyWithFiles } from '../support/studies.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('el enlace del mensaje «Tu resultado está listo»', () => {
  const browser = sharedBrowser();

  it('la paciente abre en el teléfono el enlace que el laboratorio le dejó en el chat: inicia sesión y llega a ese estudio, resaltado', async () => {
    const lab = await portal().signedIn('laboratory');
    const patient = await portal().signedIn('patient', { name: 'Lucía', lastname: 'Fernández' });
    // An older study, announced first, then newer ones that push it below the first screen.
    const older = await studyWithFiles(portal(), lab.token, patient.id, { studyDate: '2026-01-10' });
    for (const day of ['2026-03-02', '2026-04-06', '2026-05-04'])
      await studyWithFiles(portal(), lab.token, patient.id, { studyDate: day });

    const chatId = await openChat(portal(), patient.token, patient.id);
    const chat = await portal().gql<{ chatMessages: ChatMessagePage }>(
      CHAT_MESSAGES,
      { chatId, last: 50 },
      patient.token,
    );
    const [message] = nodesOf(chat.data!.chatMessages);
    const link = message.text!.match(/https?:\/\/\S+/)![0];
    expect(link).toBe(`${portal().url}/paciente?estudio=${older.id}`);

    const page = await newPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link);
    await page.waitForURL(/\/login\?redirect=/);
    await signIn(page, patient.email, patient.password);
    await page.waitForURL((url) => url.pathname === '/paciente' && url.searchParams.get('estudio') === older.id);

    const focused = page.locator('article[aria-current="true"]');
    await focused.waitFor();
    expect(await focused.getAttribute('aria-labelledby')).toBe(`study-${older.id}-title`);
    expect(await page.locator('article[aria-current]').count()).toBe(1);
    // Scrolled to it: its top is on the screen.
    await expect
      .poll(() => focused.evaluate((card) => Math.round(card.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(0);
    expect(await focused.evaluate((card) => card.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    // On the phone her menu names each page under its icon, at the bottom of the screen.
    const menu = page.getByRole('navigation', { name: 'Menú del paciente' });
    for (const label of ['Mi portal', 'Soporte', 'Perfil']) {
      const entry = menu.getByRole('link', { name: label, exact: true });
      expect(await entry.innerText()).toBe(label);
      expect(await entry.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    const bar = (await menu.boundingBox())!;
    expect(Math.round(bar.y + bar.height)).toBe(844);
    expect(await menu.getByRole('link', { name: 'Mi portal' }).getAttribute('aria-current')).toBe('page');

    // In her chat on the portal the address is a link too, opening apart from the portal's page.
    const inChat = page.locator('section[aria-labelledby="patient-chat"]').getByRole('link', { name: link });
    await inChat.waitFor();
    expect(await inChat.getAttribute('href')).toBe(link);
    expect(await inChat.getAttribute('target')).toBe('_blank');
    expect(await inChat.getAttribute('rel')).toBe('noopener noreferrer');
    await page.context().close();
  });
});
