import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receiveScannerInstance } from '../../server/src/dicom-listener/received-studies.service.js';
import { qualitySurveys } from '../../server/src/quality/survey.tables.js';
import { openChat, sendMessage } from '../support/chat.js';
import { dicomImage, newUid } from '../support/dicom-files.js';
import { createUser } from '../support/factories.js';
import { createStudyType, createSurvey, surveySent } from '../support/quality.js';
import { studyWithFiles } from '../support/studies.js';
import { newTag } from '../support/users.js';
import { AccessibilityAudit, settled } from './support/axe.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** A doctor with office data and one patient with a study uploaded by the laboratory. */
async function doctorWithPatient(tag: string) {
  const doctor = await createUser(portal().db, 'doctor', { officeData: true, motherLastname: tag });
  const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id, name: 'Lucía', motherLastname: tag });
  const lab = await portal().signedIn('laboratory');
  await studyWithFiles(portal(), lab.token, patient.id);
  return { doctor, patient };
}

/**
 * Makes the survey the active one (a pending survey shows only while its survey is active); the
 * returned function gives the activity back to the survey active before, for the other files.
 */
async function activeSurveyFor(surveyId: number): Promise<() => Promise<void>> {
  const { db } = portal();
  const [before] = await db
    .select({ id: qualitySurveys.id })
    .from(qualitySurveys)
    .where(eq(qualitySurveys.active, true));
  if (before) await db.update(qualitySurveys).set({ active: false }).where(eq(qualitySurveys.id, before.id));
  await db.update(qualitySurveys).set({ active: true }).where(eq(qualitySurveys.id, surveyId));
  return async () => {
    await db.update(qualitySurveys).set({ active: false }).where(eq(qualitySurveys.id, surveyId));
    if (before) await db.update(qualitySurveys).set({ active: true }).where(eq(qualitySurveys.id, before.id));
  };
}

describe.skipIf(!hasChromium)('accesibilidad de las páginas de cada rol', () => {
  const browser = sharedBrowser();

  it('el doctor: sus pacientes, los estudios de uno, el tablero, soporte y su perfil', async () => {
    const audit = new AccessibilityAudit();
    const { doctor, patient } = await doctorWithPatient(newTag());
    const page = await signedInPage(browser(), doctor, new RegExp(`/virtuallab/${doctor.id}$`));
    for (const path of [
      `/virtuallab/${doctor.id}`,
      `/virtuallab/patients/${patient.id}`,
      '/control',
      '/soporte',
      '/soporte/nueva',
      '/profile',
    ]) {
      await audit.visit(page, path);
    }
    await page.context().close();
    audit.assertClean();
  });

  it('el laboratorio: el tablero de control, el laboratorio virtual, la carga de resultados, lo recibido del equipo y su perfil', async () => {
    const audit = new AccessibilityAudit();
    const { doctor } = await doctorWithPatient(newTag());
    // A radiograph waits in "Recibidos del equipo": its row, and the menu's count.
    await receiveScannerInstance(portal().app.deps, {
      stream: Readable.from([dicomImage({ studyInstanceUid: newUid(), patientId: 'SIN-ID' })]),
      name: 'radiografia.dcm',
      callingAeTitle: 'PANORAMICO',
    });
    const lab = await createUser(portal().db, 'laboratory');
    const page = await signedInPage(browser(), lab, /\/control$/);
    const paths = [
      '/control',
      '/virtuallab',
      `/virtuallab/${doctor.id}`,
      '/virtuallab/upload',
      '/virtuallab/recibidos',
    ];
    for (const path of [...paths, '/profile']) {
      await audit.visit(page, path);
    }
    await page.context().close();
    audit.assertClean();
  });

  it('la recepción: el laboratorio virtual, la administración que puede leer y un chat con mensajes sin leer', async () => {
    const audit = new AccessibilityAudit();
    const tag = newTag();
    const { patient } = await doctorWithPatient(tag);
    const reception = await createUser(portal().db, 'office-admin');
    const page = await signedInPage(browser(), reception, /\/virtuallab$/);
    for (const path of ['/virtuallab', `/virtuallab/patients/${patient.id}`, '/faq/index', '/quality-s', '/profile']) {
      await audit.visit(page, path);
    }

    const patientSession = await portal().login(patient.email, patient.password);
    const chatId = await openChat(portal(), patientSession, patient.id);
    await sendMessage(portal(), patientSession, chatId, `Buenos días ${tag}`);
    await page.getByRole('button', { name: /^Historial de chats, \d+ mensajes sin leer$/ }).waitFor();
    await page.getByRole('button', { name: /^Historial de chats/ }).click();
    const entry = page
      .getByRole('dialog', { name: 'Historial de chats' })
      .getByRole('button', { name: new RegExp(tag) });
    await entry.waitFor();
    await settled(page);
    await audit.check(page, 'historial de chats con mensajes sin leer');
    await page.context().close();
    audit.assertClean();
  });

  it('el paciente: su portal con estudios, chat y una encuesta pendiente, quieto mientras llega y con sus títulos en orden, y el diálogo de la encuesta', async () => {
    const audit = new AccessibilityAudit();
    const { patient } = await doctorWithPatient(newTag());
    const survey = await createSurvey(portal().db);
    const studyType = await createStudyType(portal().db);
    await surveySent(portal().db, survey, { patientId: patient.id, studyTypeId: studyType.id, sentAt: new Date() });
    const restore = await activeSurveyFor(survey.id);

    try {
      const page = await signedInPage(browser(), patient, /\/paciente$/);
      // Opened again on a phone, as Lighthouse loads it, with the survey answered after the
      // studies (the order that pushed everything down): the page does not move under the reader.
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const page = window as unknown as { layoutShift: number };
        page.layoutShift = 0;
        new PerformanceObserver((entries) => {
          for (const shift of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!shift.hadRecentInput) page.layoutShift += shift.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let studiesAnswered = () => {};
      const studiesIn = new Promise<void>((resolve) => (studiesAnswered = resolve));
      await page.route('**/graphql', async (route) => {
        const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
        if (operation === 'PendingSurveys') await studiesIn;
        if (operation !== 'MyStudies') return route.fallback();
        await route.fulfill({ response: await route.fetch() });
        studiesAnswered();
      });
      await page.reload();
      await page.getByRole('heading', { name: 'Mis estudios' }).waitFor();
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
      // Each heading at most one level under the one before it (Lighthouse's heading order).
      const headings = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((found) => found.map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`));
      expect(headings).toEqual([
        'h1 Mi portal',
        'h2 ¿Cómo te atendimos?',
        'h2 Mis estudios',
        // The study of the survey and the one the laboratory uploaded.
        expect.stringMatching(/^h3 /),
        expect.stringMatching(/^h3 /),
        'h2 Chat',
      ]);
      await page.unrouteAll();
      await audit.check(page, 'portal del paciente');

      await page.getByRole('button', { name: 'Contestar encuesta' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Enviar respuestas' }).click();
      await dialog.getByText('Responde esta pregunta').first().waitFor();
      await audit.check(page, 'diálogo de la encuesta con errores');
      await page.keyboard.press('Escape');
      await audit.visit(page, '/profile');
      await page.context().close();
    } finally {
      await restore();
    }
    audit.assertClean();
  });
});
