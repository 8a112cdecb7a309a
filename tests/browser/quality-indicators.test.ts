import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { createStudyType, createSurvey, labTime, surveySent } from '../support/quality.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('indicadores de calidad', () => {
  const browser = sharedBrowser();

  it('la página muestra el NPS de las respuestas del periodo; la administradora pone una meta y la tarjeta pasa a verde o a rojo', async () => {
    const db = portal().db;
    const survey = await createSurvey(db);
    const patient = await createUser(db, 'patient');
    const type = await createStudyType(db, 'Panorámica');
    const sent = { patientId: patient.id, studyTypeId: type.id, sentAt: labTime('1965-03-01T10:00') };
    const answeredAt = labTime('1965-03-02T10:00');
    await surveySent(db, survey, { ...sent, answeredAt, nps: 10, rating: 5 });
    await surveySent(db, survey, { ...sent, answeredAt, nps: 9, rating: 4 });
    await surveySent(db, survey, { ...sent, answeredAt, nps: 2, rating: 3 });

    const page = await signedInPage(browser(), await createUser(db, 'admin'), /\/panel$/);
    await page.goto('/quality-indicators?from=1965-01-01&to=1965-12-31');
    const nps = page.getByRole('region', { name: 'NPS', exact: true });
    await nps.getByText('33.3', { exact: true }).waitFor();
    await nps.getByText('Muestra: 3 respuestas').waitFor();
    await nps.getByText('Sin meta').waitFor();
    const rating = page.getByRole('region', { name: 'Calificación promedio', exact: true });
    await rating.getByText('4', { exact: true }).waitFor();
    // The breakdown names the study type, not the patient.
    const byType = page.getByRole('table', { name: 'Encuestas por tipo de estudio' });
    await byType
      .getByRole('row', { name: new RegExp(type.name) })
      .getByText('3 de 3')
      .waitFor();
    expect(await page.getByText(patient.fullName).count()).toBe(0);

    await page.getByRole('button', { name: 'Metas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Metas' });
    await dialog.getByLabel('NPS mínimo (de -100 a 100)').fill('101');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La meta de NPS debe ser un número entero entre -100 y 100').waitFor();
    await dialog.getByLabel('NPS mínimo (de -100 a 100)').fill('30');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Metas guardadas').waitFor();
    await nps.getByText('Meta: ≥ 30').waitFor();
    await nps.getByText('Cumple', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Metas' }).click();
    await page.getByRole('dialog', { name: 'Metas' }).getByLabel('NPS mínimo (de -100 a 100)').fill('40');
    await page.getByRole('dialog', { name: 'Metas' }).getByRole('button', { name: 'Guardar' }).click();
    await nps.getByText('Meta: ≥ 40').waitFor();
    await nps.getByText('No cumple', { exact: true }).waitFor();
    await page.context().close();
  });

  it('el laboratorio lee los indicadores pero no ve Metas ni Horario de atención', async () => {
    const page = await signedInPage(browser(), await createUser(portal().db, 'laboratory'), /\/control$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Administración').click();
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Indicadores de calidad').click();
    await page.waitForURL(/\/quality-indicators$/);
    await page.getByRole('region', { name: 'NPS', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
    expect(await page.getByRole('button', { name: 'Metas' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Horario de atención' }).count()).toBe(0);
    await page.context().close();
  });
});
