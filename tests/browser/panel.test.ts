import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openChat, readAllChats, sendMessage } from '../support/chat.js';
import { createCourse, createPaidRegistration, createUser } from '../support/factories.js';
import { createStudyAt, createStudyType, createSurvey, surveySent } from '../support/quality.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { searchUsers } from './support/users-list.js';

const portal = usePortal();

type Counts = { studies: number; patients: number; pending: number; sales: number };
const PANEL =
  '{ adminPanel { today { studiesUploaded newPatients courseSales } resultsPendingDelivery npsLast30Days npsAnswersLast30Days } }';

async function countsNow(token: string): Promise<Counts & { nps: number | null; npsAnswers: number }> {
  const panel = (
    await portal().gql<{
      adminPanel: {
        today: { studiesUploaded: number; newPatients: number; courseSales: number };
        resultsPendingDelivery: number;
        npsLast30Days: number | null;
        npsAnswersLast30Days: number;
      };
    }>(PANEL, {}, token)
  ).data!.adminPanel;
  return {
    studies: panel.today.studiesUploaded,
    patients: panel.today.newPatients,
    pending: panel.resultsPendingDelivery,
    sales: panel.today.courseSales,
    nps: panel.npsLast30Days,
    npsAnswers: panel.npsAnswersLast30Days,
  };
}

/** The figure of a label ("Hoy", "Este mes"…) in a card of the panel: the number, then the amount if it has one. */
function figureLines(page: Page, card: string, label: string) {
  const region = page.getByRole('region', { name: card });
  return region.getByText(label, { exact: true }).locator('xpath=preceding-sibling::*');
}

/** The number shown first above a label in a card of the panel. */
async function figure(page: Page, card: string, label: string): Promise<string> {
  return (await figureLines(page, card, label).first().innerText()).trim();
}

describe.skipIf(!hasChromium)('panel del administrador', () => {
  const browser = sharedBrowser();

  it('la administradora llega al panel; sus cifras son las de los datos y cada tarjeta lleva a su detalle', async () => {
    const db = portal().db;
    const admin = await createUser(db, 'admin');
    const before = await countsNow(await portal().login(admin.email, admin.password));
    const patients = [await createUser(db, 'patient'), await createUser(db, 'patient')];
    const type = await createStudyType(db);
    await createStudyAt(db, { patientId: patients[0].id, studyTypeId: type.id, studyDate: '2026-01-05' });
    const course = await createCourse(db, { investmentCents: 150_000 });
    await createPaidRegistration(db, course, {
      name: 'Luis',
      lastname: 'Mora',
      motherLastname: 'Gil',
      email: 'luis.panel@prueba.mx',
    });
    const survey = await createSurvey(db);
    const answered = { patientId: patients[1].id, studyTypeId: type.id, sentAt: new Date(), answeredAt: new Date() };
    for (const nps of [10, 10, 10, 6]) await surveySent(db, survey, { ...answered, nps });

    const page = await signedInPage(browser(), admin, /\/panel$/);
    await page.getByRole('region', { name: 'Estudios subidos' }).waitFor();
    // One study above and the four the survey answers are about.
    expect(await figure(page, 'Estudios subidos', 'Hoy')).toBe(String(before.studies + 5));
    expect(await figure(page, 'Pacientes nuevos', 'Hoy')).toBe(String(before.patients + 2));
    expect(await figure(page, 'Resultados pendientes de entrega', 'Sin entregar y vigentes')).toBe(
      String(before.pending + 1),
    );
    expect(await figure(page, 'Ventas de cursos', 'Hoy')).toBe(String(before.sales + 1));
    // The amount has a line of its own, and neither the number nor the amount wraps.
    const sales = figureLines(page, 'Ventas de cursos', 'Hoy');
    expect(await sales.nth(1).innerText()).toMatch(/^\$[\d,]+\.\d{2} MXN$/);
    for (const line of await sales.all()) {
      const shape = await line.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const card = element.closest('section')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight)),
          fits: range.getBoundingClientRect().right <= card.right,
        };
      });
      expect(shape).toEqual({ lines: 1, fits: true });
    }
    // Other files of this worker may have answered surveys today: three promoters and a detractor join theirs.
    const netBefore = Math.round(((before.nps ?? 0) * before.npsAnswers) / 100);
    const answers = before.npsAnswers + 4;
    const nps = Math.round(((netBefore + 2) / answers) * 1000) / 10;
    expect(
      await figure(page, 'NPS de los últimos 30 días', answers === 1 ? '1 respuesta' : `${answers} respuestas`),
    ).toBe(new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(nps));

    await page.getByRole('region', { name: 'Pacientes nuevos' }).click();
    await page.waitForURL((url) => url.pathname === '/users/index' && url.search === '?userType=patient');
    // Other browser files add patients to this database: the list is searched for the two people.
    await searchUsers(page, patients[0].email);
    await page.getByRole('main').getByText(patients[0].email).waitFor();
    await searchUsers(page, admin.email);
    await page.getByText('Ningún usuario coincide con la búsqueda y los filtros.').waitFor();

    await page.goto('/panel');
    await page.getByRole('region', { name: 'NPS de los últimos 30 días' }).click();
    await page.waitForURL(/\/quality-indicators$/);
    await page.context().close();
  });

  it('el globo del encabezado cuenta los mensajes que ella no ha leído; la tarjeta del panel, los chats que esperan respuesta del laboratorio', async () => {
    const db = portal().db;
    const admin = await createUser(db, 'admin');
    await readAllChats(db, admin.id);
    const adminToken = await portal().login(admin.email, admin.password);
    const waitingBefore = (
      await portal().gql<{ adminPanel: { unreadChats: number } }>('{ adminPanel { unreadChats } }', {}, adminToken)
    ).data!.adminPanel.unreadChats;
    // The patient writes twice and the lab answers: three messages she has not read, nobody waiting.
    const doctor = await createUser(db, 'doctor', { officeData: true });
    const patient = await portal().signedIn('patient', { doctorId: doctor.id });
    const chatId = await openChat(portal(), patient.token, patient.id);
    await sendMessage(portal(), patient.token, chatId, '¿Ya están mis estudios?');
    await sendMessage(portal(), patient.token, chatId, 'Son los de la panorámica.');
    const lab = await portal().signedIn('laboratory');
    await sendMessage(portal(), lab.token, chatId, 'Sí, ya están en su portal.');

    const page = await signedInPage(browser(), admin, /\/panel$/);
    const chatButton = page.getByRole('button', { name: /^Historial de chats/ });
    await expect.poll(() => chatButton.getAttribute('aria-label')).toBe('Historial de chats, 3 mensajes sin leer');
    const card = 'Chats por responder';
    await page.getByRole('region', { name: card }).waitFor();
    expect(await page.getByRole('region', { name: 'Chats sin leer' }).count()).toBe(0);
    expect(await figure(page, card, 'Esperan respuesta del laboratorio')).toBe(String(waitingBefore));

    // The patient writes again: now the chat waits for the lab.
    await sendMessage(portal(), patient.token, chatId, '¿A qué hora puedo pasar?');
    await page.reload();
    await page.getByRole('region', { name: card }).waitFor();
    expect(await figure(page, card, 'Esperan respuesta del laboratorio')).toBe(String(waitingBefore + 1));
    await expect.poll(() => chatButton.getAttribute('aria-label')).toBe('Historial de chats, 4 mensajes sin leer');
    await page.context().close();
  });
});
