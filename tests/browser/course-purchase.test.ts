import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCourse, createPaidRegistration } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { requestsQuiet } from './support/requests-quiet.js';

const portal = usePortal();

const card = (page: Page, name: string) => page.getByRole('article', { name });
const registrationDialog = (page: Page, course: string) => page.getByRole('dialog', { name: new RegExp(course) });

/** A day of the lab's calendar, some days from today. */
const labDayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
const thisYear = () => Number(labDayFromNow(0).slice(0, 4));

/** A course like the lab's Ortodoncia one: open online, in 45 days, $3,500.00 for each of its 30 places. */
function createOrtodoncia(tag: string) {
  return createCourse(portal().db, {
    name: `Ortodoncia interceptiva ${tag}`,
    subtopic: 'Precio especial de $2,900.00 antes del 15 de diciembre',
    date: labDayFromNow(45),
    time: '9:00 a 14:00 h',
    investmentCents: 350_000,
    quota: 30,
    headquarterName: 'Auditorio Centro Médico Puebla',
    headquarterAddress: 'Av. Juárez 2915, La Paz, Puebla, Pue.',
    descriptionHtml:
      '<p>Diagnóstico temprano y <strong>tratamiento interceptivo</strong> de maloclusiones en dentición mixta.</p>',
  });
}

/** Laura, who paid a place of the course with this address. */
const paidBy = (course: { id: number; investmentCents: number }, email: string) =>
  createPaidRegistration(portal().db, course, { name: 'Laura', lastname: 'Martínez', motherLastname: 'Gómez', email });

/** The mails written to the outbox for an address, oldest first. */
const mailsTo = async (address: string) => (await portal().outbox()).filter((mail) => mail.to === address);

async function placesLeft(page: Page): Promise<number> {
  const text = await page.getByTestId('available-spaces').innerText();
  return Number(/^(\d+) (?:lugar disponible|lugares disponibles)$/.exec(text)?.[1]);
}

/** From the catalogue to the course's page; answers the places it shows. */
async function openCourse(page: Page, course: string): Promise<number> {
  await page.goto('/aula_courses');
  await card(page, course).getByRole('link', { name: 'Inscribirse ahora' }).click();
  // What the visitor sees first: the course's page. Its address is checked once it shows, without
  // waiting on a document load, which a navigation inside the page does not have.
  await page.getByRole('heading', { level: 1, name: course }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/course_registration\/\d+$/);
  await page.getByTestId('available-spaces').waitFor();
  return placesLeft(page);
}

async function fillStudent(dialog: Locator, email: string) {
  await dialog.getByLabel('Nombre', { exact: true }).fill('Laura');
  await dialog.getByLabel('Apellido paterno').fill('Martínez');
  await dialog.getByLabel('Apellido materno').fill('Gómez');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Teléfono').fill('2221234567');
}

async function fillCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Nombre del titular').fill('Laura Martínez Gómez');
  await dialog.getByLabel('Número de tarjeta').fill(number);
  await dialog.getByLabel('Vencimiento (MM/AA)').fill('');
  await dialog.getByLabel('Vencimiento (MM/AA)').pressSequentially('1230');
  await dialog.getByLabel('CVC').fill('123');
}

describe.skipIf(!hasChromium)('venta pública de cursos', () => {
  const browser = sharedBrowser();

  it('el catálogo agrupa los cursos por año, del más nuevo al más viejo, con sus tres estados', async () => {
    const tag = newTag();
    const lastYear = String(thisYear() - 1);
    const ortodoncia = (await createOrtodoncia(tag)).name;
    const radiologia = (
      await createCourse(portal().db, {
        name: `Radiología digital ${tag}`,
        date: labDayFromNow(20),
        quota: 20,
        soldSpace: 17,
      })
    ).name;
    const endodoncia = (
      await createCourse(portal().db, {
        name: `Endodoncia rotatoria ${tag}`,
        date: labDayFromNow(30),
        quota: 15,
        soldSpace: 15,
      })
    ).name;
    const implantologia = (
      await createCourse(portal().db, {
        name: `Implantología básica ${tag}`,
        date: `${lastYear}-11-14`,
        quota: 20,
        soldSpace: 12,
      })
    ).name;
    const periodoncia = (
      await createCourse(portal().db, {
        name: `Actualización en periodoncia ${tag}`,
        date: `${lastYear}-06-20`,
        quota: 40,
        soldSpace: 9,
        courseStatusId: 3,
      })
    ).name;
    // Registration only at the front desk: not in the catalogue.
    const fotografia = (
      await createCourse(portal().db, {
        name: `Fotografía clínica dental ${tag}`,
        date: labDayFromNow(60),
        onlineRegistration: false,
      })
    ).name;

    const page = await newPage(browser());
    await page.goto('/aula_courses');
    await page.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
    await card(page, ortodoncia).waitFor();

    const years = (await page.getByRole('heading', { level: 2 }).allInnerTexts()).map(Number);
    expect(years.length).toBeGreaterThanOrEqual(2);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const lastYearSection = page.getByRole('region', { name: lastYear });
    await lastYearSection.getByRole('article', { name: implantologia }).waitFor();
    await lastYearSection.getByRole('article', { name: periodoncia }).waitFor();

    await card(page, radiologia).getByText('3 lugares disponibles').waitFor();
    await card(page, radiologia).getByRole('link', { name: 'Inscribirse ahora' }).waitFor();
    expect(await card(page, endodoncia).getByRole('button', { name: 'Cupo lleno' }).isDisabled()).toBe(true);
    expect(await card(page, implantologia).getByRole('button', { name: 'Curso vencido' }).isDisabled()).toBe(true);
    expect(await card(page, implantologia).getByRole('link').count()).toBe(0);
    expect(await page.getByText(fotografia).count()).toBe(0);

    const orto = card(page, ortodoncia);
    await orto.getByText('$3,500.00 MXN').waitFor();
    await orto.getByText('IVA incluido').waitFor();
    const promo = orto.getByText('Precio especial de $2,900.00 antes del 15 de diciembre');
    expect(await promo.isVisible()).toBe(false);
    await orto.getByRole('button', { name: 'Ver precio especial' }).click();
    await promo.waitFor();
    await orto.getByRole('button', { name: 'Ver menos' }).click();
    await promo.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('la primera carga de la página del curso no trae el código de la inscripción: llega con la primera interacción y el diálogo abre', async () => {
    const course = await createOrtodoncia(newTag());
    const page = await newPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => void scripts.push(request.url()));
    await page.goto(`/course_registration/${course.id}`);
    const pay = page.getByRole('button', { name: 'Pagar curso' });
    await pay.waitFor();
    await requestsQuiet(page);
    const dialogCode = () => scripts.filter((url) => /\/assets\/RegistrationDialog-[^/]+\.js$/.test(url));
    expect(dialogCode()).toEqual([]);
    await page.mouse.move(20, 20);
    await expect.poll(() => dialogCode().length).toBe(1);
    await pay.click();
    await registrationDialog(page, course.name).getByText('Paso 1 de 2').waitFor();
    await page.context().close();
  });

  it('una visitante se inscribe a Ortodoncia, paga 1 lugar con la tarjeta de prueba, recibe el correo y los lugares bajan en uno', async () => {
    const tag = newTag();
    const ortodoncia = (await createOrtodoncia(tag)).name;
    const paidEmail = `laura.${tag}@correo.mx`;
    const page = await newPage(browser());
    const before = await openCourse(page, ortodoncia);
    await page.getByText('Auditorio Centro Médico Puebla').waitFor();
    await page.getByText('Av. Juárez 2915, La Paz, Puebla, Pue.').waitFor();
    await page.getByText('9:00 a 14:00 h').waitFor();
    await page.getByText('tratamiento interceptivo').waitFor();
    await page.getByText('IVA incluido').first().waitFor();

    await page.getByRole('button', { name: 'Pagar curso' }).click();
    const dialog = registrationDialog(page, ortodoncia);
    await dialog.getByText('Paso 1 de 2').waitFor();
    const next = dialog.getByRole('button', { name: 'Siguiente' });
    expect(await next.isDisabled()).toBe(true);

    // Wrong data shows the rules and keeps Siguiente disabled.
    await fillStudent(dialog, 'laura@correo');
    await dialog.getByLabel('Teléfono').fill('22212');
    await dialog.getByLabel('Teléfono').press('Tab');
    await dialog.getByText('El teléfono debe ser de 10 dígitos').waitFor();
    await dialog.getByText('El email debe ser válido').waitFor();
    await dialog.getByLabel('Apellido materno').fill('');
    await dialog.getByLabel('Apellido materno').press('Tab');
    await dialog.getByText('Campo requerido').waitFor();
    expect(await next.isDisabled()).toBe(true);

    await fillStudent(dialog, paidEmail);
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();
    await dialog.getByText('Paso 2 de 2').waitFor();

    // Places and the live total; a number out of range stays as typed and the field says why.
    // The button that charges says so, with the amount it charges.
    const spaces = dialog.getByLabel('Lugares');
    const total = dialog.getByTestId('registration-total');
    const pay = dialog.getByRole('button', { name: /^Pagar/ });
    expect(await dialog.getByRole('button', { name: 'Siguiente' }).count()).toBe(0);
    expect(await spaces.inputValue()).toBe('1');
    expect(await total.innerText()).toBe('$3,500.00 MXN');
    expect(await pay.textContent()).toBe('Pagar $3,500.00 MXN');
    await spaces.fill('2');
    await expect.poll(() => total.innerText()).toBe('$7,000.00 MXN');
    await expect.poll(() => pay.textContent()).toBe('Pagar $7,000.00 MXN');
    // More places than are left: refused on the field, and no total (never $0.00) for a request that cannot be paid.
    await spaces.fill('999');
    await expect.poll(() => spaces.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText(`Lugares disponibles: ${before}`).waitFor();
    expect(await spaces.inputValue()).toBe('999');
    await expect.poll(() => total.innerText()).toBe('—');
    await dialog.getByText('Elige entre 1 y los lugares disponibles para ver el total.').waitFor();
    expect(await dialog.getByText('$0.00 MXN').count()).toBe(0);
    expect(await pay.textContent()).toBe('Pagar');
    expect(await pay.isDisabled()).toBe(true);
    await spaces.fill('0');
    await dialog.getByText('Mínimo aceptado: 1').waitFor();
    expect(await spaces.inputValue()).toBe('0');
    await spaces.fill('1');
    await expect.poll(() => spaces.getAttribute('aria-invalid')).toBe('false');
    await expect.poll(() => total.innerText()).toBe('$3,500.00 MXN');

    // Card rules, each on its field, and the MM/AA mask.
    const number = dialog.getByLabel('Número de tarjeta');
    const expiry = dialog.getByLabel('Vencimiento (MM/AA)');
    const cvc = dialog.getByLabel('CVC');
    await number.fill('4242abcd');
    await dialog.getByText('Debes ingresar solo numeros.').waitFor();
    await number.fill('42424242424242424');
    await dialog.getByText('Solo se aceptan 16 dígitos.').waitFor();
    await number.fill('424242424242');
    await dialog.getByText('El número de tarjeta debe tener 16 dígitos').waitFor();
    await number.fill('4242424242424241');
    await dialog.getByText('El número de tarjeta no es válido: revisa que esté bien escrito').waitFor();
    await cvc.fill('');
    await cvc.press('Tab');
    await dialog.getByText('Requerido', { exact: true }).waitFor();
    await fillCard(dialog, '4242 4242 4242 4242');
    expect(await expiry.inputValue()).toBe('12/30');
    // Shown in groups of four, as printed on the card.
    expect(await number.inputValue()).toBe('4242 4242 4242 4242');
    await number.fill('');
    await number.pressSequentially('42424242');
    expect(await number.inputValue()).toBe('4242 4242');
    await number.pressSequentially('42424242');
    expect(await number.inputValue()).toBe('4242 4242 4242 4242');
    await expect.poll(() => pay.isDisabled()).toBe(false);

    // A card that expired last December and a 2-digit CVC are named on their fields; Siguiente waits.
    await expiry.fill('');
    await expiry.pressSequentially(`12${String(thisYear() - 1).slice(2)}`);
    await expiry.press('Tab');
    await dialog.getByText('La fecha de vencimiento ya pasó').waitFor();
    await cvc.fill('12');
    await cvc.press('Tab');
    await dialog.getByText('El CVC debe tener 3 dígitos').waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await fillCard(dialog, '4242424242424242');
    await expect.poll(() => pay.isDisabled()).toBe(false);

    // More places than are left keep the payment disabled even with the card right.
    await spaces.fill(String(before + 1));
    await dialog.getByText(`Lugares disponibles: ${before}`).waitFor();
    await expect.poll(() => pay.isDisabled()).toBe(true);
    expect(await spaces.inputValue()).toBe(String(before + 1));
    await spaces.fill('1');
    await expect.poll(() => pay.isDisabled()).toBe(false);

    // Anterior keeps what was typed.
    await dialog.getByRole('button', { name: 'Anterior' }).click();
    expect(await dialog.getByLabel('Correo electrónico').inputValue()).toBe(paidEmail);
    await next.click();
    await dialog.getByText('Paso 2 de 2').waitFor();

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.postData() ?? ''));
    await dialog.getByRole('button', { name: 'Pagar $3,500.00 MXN' }).click();
    await page.getByText('Espere un momento...').waitFor();
    await dialog.getByText('¡Registro exitoso!').waitFor({ timeout: 15_000 });
    await dialog.getByText('Revisa tu correo electrónico').waitFor();
    await dialog.getByText(/^Folio de inscripción: \d+$/).waitFor();
    // Only the token left the browser.
    const payment = requests.find((body) => body.includes('PayCourse'))!;
    expect(payment).toContain('tok_test_visa_4242');
    expect(payment).not.toContain('4242424242424242');
    expect(payment).not.toContain('"123"');

    await expect.poll(async () => (await mailsTo(paidEmail)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(paidEmail);
    expect(mail.subject).toContain(ortodoncia);
    expect(mail.text).toContain('Folio de inscripción');

    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => placesLeft(page)).toBe(before - 1);

    // Opening it again starts from an empty form.
    await page.getByRole('button', { name: 'Pagar curso' }).click();
    await registrationDialog(page, ortodoncia).getByText('Paso 1 de 2').waitFor();
    expect(await registrationDialog(page, ortodoncia).getByLabel('Correo electrónico').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await registrationDialog(page, ortodoncia).waitFor({ state: 'hidden' });

    await page.goto('/aula_courses');
    await card(page, ortodoncia)
      .getByText(before - 1 === 1 ? '1 lugar disponible' : `${before - 1} lugares disponibles`)
      .waitFor();
    await page.context().close();
  });

  it('una tarjeta declinada muestra Pago rechazado con el mensaje de la tarjeta, no vende lugares, e Intentar de nuevo vuelve al paso 2', async () => {
    const tag = newTag();
    const ortodoncia = (await createOrtodoncia(tag)).name;
    const page = await newPage(browser());
    const before = await openCourse(page, ortodoncia);
    await page.getByRole('button', { name: 'Pagar curso' }).click();
    const dialog = registrationDialog(page, ortodoncia);
    await fillStudent(dialog, `diego.${tag}@correo.mx`);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await dialog.getByText('Paso 2 de 2').waitFor();
    const keys: string[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string; variables?: { idempotencyKey?: string } } | null;
      if (body?.operationName === 'PayCourse') keys.push(body.variables?.idempotencyKey ?? '');
    });
    await fillCard(dialog, '4000000000000002');
    await dialog.getByRole('button', { name: 'Pagar $3,500.00 MXN' }).click();
    await dialog.getByText('Pago rechazado').waitFor({ timeout: 15_000 });
    await dialog.getByText('La tarjeta fue declinada.').waitFor();

    await dialog.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await dialog.getByText('Paso 2 de 2').waitFor();
    expect(await dialog.getByLabel('Nombre del titular').inputValue()).toBe('Laura Martínez Gómez');

    // Each attempt carries its own idempotency key.
    await dialog.getByLabel('Número de tarjeta').fill('4000000000009995');
    await dialog.getByRole('button', { name: 'Pagar $3,500.00 MXN' }).click();
    await dialog.getByText('La tarjeta no tiene fondos suficientes.').waitFor({ timeout: 15_000 });
    // A request the portal sends again (an answer that came late) keeps its attempt's key.
    const attempts = [...new Set(keys)];
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatch(/^[\w-]{16,}$/);
    await dialog.getByRole('button', { name: 'Intentar de nuevo' }).click();

    // A number the provider does not know never reaches the server: the card message.
    await dialog.getByLabel('Número de tarjeta').fill('4111111111111111');
    await dialog.getByRole('button', { name: 'Pagar $3,500.00 MXN' }).click();
    await dialog.getByText('Tarjeta inválida, revisa que los datos sean correctos.').waitFor({ timeout: 15_000 });
    await dialog.getByText('Pago rechazado').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => placesLeft(page)).toBe(before);
    await page.context().close();
  });

  it('con el correo ya pagado aparece el aviso de correo existente y el paso 1 se queda', async () => {
    const tag = newTag();
    const ortodoncia = await createOrtodoncia(tag);
    const paidEmail = `laura.${tag}@correo.mx`;
    await paidBy(ortodoncia, paidEmail);
    const page = await newPage(browser());
    await openCourse(page, ortodoncia.name);
    await page.getByRole('button', { name: 'Pagar curso' }).click();
    const dialog = registrationDialog(page, ortodoncia.name);
    await fillStudent(dialog, paidEmail.toUpperCase());
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    const notice = page.getByRole('dialog', { name: 'El correo ya existe en el curso' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await notice.waitFor({ state: 'hidden' });
    await dialog.getByText('Paso 1 de 2').waitFor();
    expect(await dialog.getByText('Paso 2 de 2').count()).toBe(0);
    await page.context().close();
  });

  it('Recuperar inscripción envía de nuevo la inscripción al correo pagado y dice Correo incorrecto para otro', async () => {
    const tag = newTag();
    const ortodoncia = await createOrtodoncia(tag);
    const paidEmail = `laura.${tag}@correo.mx`;
    await paidBy(ortodoncia, paidEmail);
    const page = await newPage(browser());
    await openCourse(page, ortodoncia.name);
    await page.getByRole('button', { name: 'Recuperar inscripción' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar inscripción' });

    await dialog.getByLabel('Correo electrónico').fill('no-es-correo');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('El email debe tener formato válido').waitFor();

    await dialog.getByLabel('Correo electrónico').fill(`nadie.${tag}@correo.mx`);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Correo incorrecto').waitFor();
    await dialog
      .getByText('El correo ingresado no está registrado en este curso. Verifica que sea correcto.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Intentar de nuevo' }).click();
    expect(await dialog.getByLabel('Correo electrónico').inputValue()).toBe('');

    await dialog.getByLabel('Correo electrónico').fill(paidEmail);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('¡Recuperación exitosa!').waitFor();
    await dialog
      .getByText('La inscripción ha sido enviada al correo ingresado. Revisa tu bandeja de entrada o spam.')
      .waitFor();
    await expect.poll(async () => (await mailsTo(paidEmail)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(paidEmail);
    expect(mail.subject).toContain(ortodoncia.name);
    expect(mail.text).toContain('Folio de inscripción');
    await page.context().close();
  });

  it('una descripción guardada con script directamente en la base se muestra con su formato y sin el script', async () => {
    const tag = newTag();
    const course = await createCourse(portal().db, {
      name: `Endodoncia guiada ${tag}`,
      descriptionHtml:
        '<p>Temario <strong>completo</strong></p><script>window.robado = 1</script>' +
        '<img src="/files/public/editor/no-existe.png" alt="Plano" onerror="window.robado = 2">',
    });
    const page = await newPage(browser());
    await page.goto(`/course_registration/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    await page.locator('strong', { hasText: 'completo' }).waitFor();
    await page.getByRole('img', { name: 'Plano' }).waitFor({ state: 'attached' });
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { robado?: number }).robado)).toBeUndefined();
    await page.context().close();
  });

  it('un curso que no existe lo dice y lleva al catálogo; /course_registration sin id va al catálogo', async () => {
    const page = await newPage(browser());
    await page.goto('/course_registration/999999');
    await page.getByText('Este curso no existe o ya no está disponible.').waitFor();
    const path = () => new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Ver todos los cursos' }).click();
    await expect.poll(path).toBe('/aula_courses');
    // A client-side redirect: poll the address rather than wait for a page load.
    await page.goto('/course_registration');
    await expect.poll(path).toBe('/aula_courses');
    await page.getByRole('heading', { level: 1, name: 'Cursos' }).waitFor();
    await page.context().close();
  });
});
