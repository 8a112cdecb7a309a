import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { studyWithFiles } from '../support/studies.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** Fills question `number` (1 first) of the survey form with a kind and a text. */
async function fillQuestion(page: Page, number: number, kind: string, text: string) {
  const question = page.getByRole('group', { name: `Pregunta ${number}` });
  await question.getByLabel('Tipo de pregunta').click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await question.getByLabel('Pregunta', { exact: true }).fill(text);
  return question;
}

type Figure = { value: number | null; sampleSize: number };

/** The period's NPS and average rating as the indicators page reads them (the last 90 days). */
async function surveyFigures(token: string): Promise<{ nps: Figure; rating: Figure }> {
  const { data } = await portal().gql<{ qualityIndicators: { indicators: ({ key: string } & Figure)[] } }>(
    '{ qualityIndicators { indicators { key value sampleSize } } }',
    {},
    token,
  );
  const figure = (key: string) => data!.qualityIndicators.indicators.find((indicator) => indicator.key === key)!;
  return { nps: figure('NPS'), rating: figure('AVERAGE_RATING') };
}

const shown = (value: number, digits: number) =>
  new Intl.NumberFormat('es-MX', { maximumFractionDigits: digits }).format(value);

describe.skipIf(!hasChromium)('encuesta de calidad', () => {
  const browser = sharedBrowser();

  it('el administrador arma una encuesta con cada tipo de pregunta y la activa; la paciente la contesta en su portal, desaparece y cuenta en los indicadores', async () => {
    const title = `Encuesta de servicio ${Date.now()}`;
    const admin = await portal().signedIn('admin');
    const page = await signedInPage(browser(), admin, /\/panel$/);
    await page.goto('/quality-s');
    await page.getByRole('link', { name: 'Nueva encuesta' }).click();
    await page.waitForURL('/quality-s/create');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El título es requerido').waitFor();

    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Introducción').fill('Tu opinión nos ayuda a mejorar.');
    await fillQuestion(page, 1, 'Recomendación 0-10 (NPS)', '¿Nos recomendarías?');
    const kinds = [
      ['Calificación 1-5', '¿Cómo calificas la atención?'],
      ['Opción única', '¿Cuánto esperaste?'],
      ['Sí/No', '¿Te explicaron cómo prepararte?'],
      ['Texto libre (hasta 140 caracteres)', '¿Algo más?'],
    ];
    for (const [index, [kind, text]] of kinds.entries()) {
      await page.getByRole('button', { name: 'Agregar pregunta' }).click();
      await fillQuestion(page, index + 2, kind, text);
    }
    const choice = page.getByRole('group', { name: 'Pregunta 3' });
    await choice.getByLabel('Opción 1', { exact: true }).fill('Menos de 15 minutos');
    await choice.getByLabel('Opción 2', { exact: true }).fill('Más de 15 minutos');
    await page.getByRole('group', { name: 'Pregunta 5' }).getByLabel('Respuesta obligatoria').uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Encuesta creada.').waitFor();

    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Inactiva').waitFor();
    await row.getByRole('button', { name: `Activar: ${title}` }).click();
    await page.getByText(/La encuesta activa ahora dejará de recibir respuestas/).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Encuesta activada.').waitFor();
    await row.getByText('Activa', { exact: true }).waitFor();
    await page.context().close();

    const lab = await portal().signedIn('laboratory');

    // The laboratory only reads the survey: its texts as plain text, in order, with no disabled field.
    const reader = await signedInPage(browser(), lab, /\/control$/);
    await reader.goto('/quality-s');
    await reader.getByRole('link', { name: `Ver: ${title}` }).click();
    const view = reader.getByRole('article', { name: title });
    await view.getByText('Tu opinión nos ayuda a mejorar.').waitFor();
    const questions = view.getByRole('listitem').filter({ hasText: /^Pregunta \d/ });
    const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect((await questions.allInnerTexts()).map(lines)).toEqual([
      ['Pregunta 1', '¿Nos recomendarías?', 'Recomendación 0-10 (NPS) · Respuesta obligatoria'],
      ['Pregunta 2', '¿Cómo calificas la atención?', 'Calificación 1-5 · Respuesta obligatoria'],
      [
        'Pregunta 3',
        '¿Cuánto esperaste?',
        'Opción única · Respuesta obligatoria',
        'Menos de 15 minutos',
        'Más de 15 minutos',
      ],
      ['Pregunta 4', '¿Te explicaron cómo prepararte?', 'Sí/No · Respuesta obligatoria'],
      ['Pregunta 5', '¿Algo más?', 'Texto libre (hasta 140 caracteres) · Respuesta opcional'],
    ]);
    expect(await reader.locator('main :disabled').count()).toBe(0);
    expect(await reader.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    await reader.context().close();

    const patient = await portal().signedIn('patient', { name: 'Lucía', lastname: 'Fernández' });
    await studyWithFiles(portal(), lab.token, patient.id, { studyDate: '2026-11-18' });

    // Other files of this worker may have answered surveys today: her answer joins theirs.
    const before = await surveyFigures(admin.token);
    const mine = await signedInPage(browser(), patient, /\/paciente$/);
    const card = mine.getByText('¿Cómo te atendimos?');
    await card.waitFor();
    await mine.getByText(/Tu opinión sobre tu estudio Radiografía panorámica del 18\/11\/2026/).waitFor();
    await mine.getByRole('button', { name: 'Contestar encuesta' }).click();
    const dialog = mine.getByRole('dialog', { name: title });
    await dialog.getByText('Tu opinión nos ayuda a mejorar.').waitFor();
    await dialog.getByRole('button', { name: 'Enviar respuestas' }).click();
    await dialog.getByText('Responde esta pregunta').first().waitFor();

    // On a 360 px phone the 0-10 scale fits: 0-5 on one row, 6-10 on the next, nothing outside the dialog.
    await mine.setViewportSize({ width: 360, height: 740 });
    const scale = dialog.getByRole('group', { name: '¿Nos recomendarías?' });
    const boxes = await scale.getByRole('button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return {
          text: button.textContent,
          top: Math.round(box.top),
          left: box.left,
          right: box.right,
          width: box.width,
        };
      }),
    );
    expect(boxes.map((box) => box.text)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const rows = [...new Set(boxes.map((box) => box.top))];
    expect(rows).toHaveLength(2);
    expect(boxes.filter((box) => box.top === rows[0]).map((box) => box.text)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(boxes.filter((box) => box.left < 0 || box.right > 360 || box.width < 40)).toEqual([]);
    await scale.getByRole('button', { name: '9' }).click();
    expect(await scale.getByRole('button', { name: '9' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.locator('label').filter({ hasText: '4 de 5 estrellas' }).click();
    expect(await dialog.getByRole('radio', { name: '4 de 5 estrellas' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Menos de 15 minutos' }).check();
    await dialog.getByRole('radio', { name: 'Sí' }).check();
    await dialog.getByLabel('¿Algo más? (opcional)').fill('Muy amables en recepción');
    await dialog.getByRole('button', { name: 'Enviar respuestas' }).click();
    await mine.getByText('¡Gracias por contarnos cómo te atendimos!').waitFor();
    await expect.poll(() => mine.getByText('¿Cómo te atendimos?').count()).toBe(0);
    await mine.context().close();

    // Her answer is in the indicators of the period (the last 90 days): a promoter, by study type, without her name.
    const indicators = await signedInPage(browser(), admin, /\/panel$/);
    await indicators.goto('/quality-indicators');
    // A 9 is a promoter: one more point of net promoters, one more answer; her 4 stars join the average.
    const net = Math.round(((before.nps.value ?? 0) * before.nps.sampleSize) / 100);
    const npsAfter = ((net + 1) / (before.nps.sampleSize + 1)) * 100;
    const ratingAfter = ((before.rating.value ?? 0) * before.rating.sampleSize + 4) / (before.rating.sampleSize + 1);
    const nps = indicators.getByRole('region', { name: 'NPS', exact: true });
    await nps.getByText(shown(npsAfter, 1), { exact: true }).waitFor();
    const rating = indicators.getByRole('region', { name: 'Calificación promedio', exact: true });
    await rating.getByText(shown(ratingAfter, 2), { exact: true }).waitFor();
    await indicators
      .getByRole('table', { name: 'Encuestas por tipo de estudio' })
      .getByRole('row', { name: /Radiografía panorámica/ })
      .getByText('1 de 1')
      .waitFor();
    expect(await indicators.getByText('Fernández').count()).toBe(0);
    await indicators.context().close();
    // Three people, five pages and a study upload in one journey: 55 s beside two other browser
    // files at load 6, past the 60 s default on a busy CI run.
  }, 120_000);
});
