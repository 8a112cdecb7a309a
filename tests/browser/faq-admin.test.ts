import { describe, expect, it } from 'vitest';
import { systemActor } from '../../server/src/common/actor.js';
import { createFaq } from '../../server/src/app-content/faq.service.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const publicQuestions = async () =>
  (await portal().gql<{ faqs: { question: string }[] }>('{ faqs { question } }')).data!.faqs.map((faq) => faq.question);

describe.skipIf(!hasChromium)('preguntas frecuentes de la app', () => {
  const browser = sharedBrowser();

  it('la administradora crea una pregunta, la sube un lugar y luego la arrastra al final; la app la recibe en cada lugar', async () => {
    const tag = newTag();
    const before = `¿Hacen estudios a domicilio? ${tag}`;
    const question = `¿Necesito ayuno para una tomografía? ${tag}`;
    await createFaq(portal().app.deps, systemActor, {
      question: before,
      answer: '<p>No, todos los estudios se toman en sucursal.</p>',
      published: true,
    });
    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Preguntas frecuentes').click();
    await page.waitForURL(/\/faq\/index$/);
    await page.getByRole('row', { name: new RegExp(before.replace(/[?¿]/g, '.')) }).waitFor();

    await page.getByRole('link', { name: 'Nueva pregunta' }).click();
    await page.waitForURL(/\/faq\/create$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('La pregunta es requerida').waitFor();
    await page.getByLabel('Pregunta', { exact: true }).fill(question);
    await page.getByRole('textbox', { name: 'Respuesta' }).click();
    await page.keyboard.type('No, puedes comer con normalidad.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Pregunta creada.').waitFor();
    await page.waitForURL(/\/faq\/index$/);

    const row = page.getByRole('row', { name: new RegExp(question.replace(/[?¿]/g, '.')) });
    await row.getByText('Publicada').waitFor();
    const questions = await publicQuestions();
    expect(questions.indexOf(question)).toBe(questions.indexOf(before) + 1);

    await page.getByRole('button', { name: `Subir ${question}` }).click();
    await page.getByText('Orden guardado.').waitFor();
    const moved = await publicQuestions();
    expect(moved.indexOf(question)).toBe(moved.indexOf(before) - 1);
    expect(moved).toHaveLength(questions.length);

    // Dragged onto the last row (the one it was just moved above), it becomes the last the app shows.
    await page.getByText('Orden guardado.').waitFor({ state: 'hidden' });
    await row.dragTo(page.getByRole('row').last());
    await page.getByText('Orden guardado.').waitFor();
    await expect.poll(async () => (await publicQuestions()).at(-1)).toBe(question);
    await page.context().close();
  });
});
