import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCourse, createPaidRegistration, createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** Everything the page logs as an error: console.error calls, failed requests, uncaught exceptions. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The token of the newest password link mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  await expect
    .poll(async () => (await portal().outbox()).some((mail) => mail.to === email), { timeout: 10_000 })
    .toBe(true);
  const mail = (await portal().outbox()).filter((item) => item.to === email).at(-1)!;
  return decodeURIComponent(/\/session\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]);
}

const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';

describe.skipIf(!hasChromium)('respuestas esperadas: la página las dice y la consola queda limpia', () => {
  const browser = sharedBrowser();

  it('curso desconocido, contraseña equivocada, correo ya inscrito y enlace usado: cada una se dice en la página, sin un error en la consola', async () => {
    const tag = newTag();
    const page = await newPage(browser());
    const errors = consoleErrors(page);

    // An unknown course, and an address that cannot be one.
    await page.goto('/course_registration/999999');
    await page.getByText('Este curso no existe o ya no está disponible.').waitFor();
    await page.goto('/course_registration/no-es-un-curso');
    await page.getByText('Este curso no existe o ya no está disponible.').waitFor();

    // A wrong password.
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    await page.goto('/login');
    await signIn(page, doctor.email, 'no-es-la-clave');
    await page.getByText('Las credenciales no son válidas o la cuenta no está activa').waitFor();

    // An email already enrolled in the course.
    const course = await createCourse(portal().db, { name: `Endodoncia ${tag}` });
    const paidEmail = `ana.${tag}@correo.mx`;
    await createPaidRegistration(portal().db, course, {
      name: 'Ana',
      lastname: 'Ruiz',
      motherLastname: 'Soto',
      email: paidEmail,
    });
    await page.goto(`/course_registration/${course.id}`);
    await page.getByRole('button', { name: 'Pagar curso' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(course.name) });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Ana');
    await dialog.getByLabel('Apellido paterno').fill('Ruiz');
    await dialog.getByLabel('Apellido materno').fill('Soto');
    await dialog.getByLabel('Correo electrónico').fill(paidEmail);
    await dialog.getByLabel('Teléfono').fill('2221234567');
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('dialog', { name: 'El correo ya existe en el curso' }).waitFor();
    await page.keyboard.press('Escape');

    // A reset link already used.
    const user = await createUser(portal().db, 'laboratory');
    await portal().gql(REQUEST_RESET, { email: user.email });
    const token = await mailedToken(user.email);
    const reset = await portal().gql<{ resetPassword: boolean }>(
      'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p, passwordConfirmation: $p) }',
      { t: token, p: 'clave-nueva-1' },
    );
    expect(reset.data!.resetPassword).toBe(true);
    await page.goto(`/session/reset-password?token=${encodeURIComponent(token)}`);
    await page.getByText('El enlace para restablecer la contraseña no es válido o ya expiró').waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('un enlace para restablecer inventado o usado lo dice al abrir, sin formulario, y ofrece pedir otro', async () => {
    const page = await newPage(browser());
    const errors = consoleErrors(page);
    for (const address of ['/session/reset-password?token=inventado', '/session/reset-password']) {
      await page.goto(address);
      await page.getByText('El enlace para restablecer la contraseña no es válido o ya expiró').waitFor();
      expect(await page.getByLabel('Nueva contraseña').count(), address).toBe(0);
      expect(await page.getByRole('button', { name: 'Guardar contraseña' }).count(), address).toBe(0);
    }
    await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
    await page.waitForURL(/\/session\/forgot-password$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('un enlace vigente muestra el formulario, cambia la contraseña una vez y al volver a abrirlo ya no sirve', async () => {
    const user = await createUser(portal().db, 'office-admin');
    await portal().gql(REQUEST_RESET, { email: user.email });
    const address = `/session/reset-password?token=${encodeURIComponent(await mailedToken(user.email))}`;
    const page = await newPage(browser());
    const errors = consoleErrors(page);
    // Layout shifts not caused by the user (Lighthouse's CLS): the form appearing after the link's
    // check moved the whole centred card (0.086).
    await page.addInitScript(() => {
      const state = window as unknown as { layoutShift: number };
      state.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) state.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(address);
    await page.getByRole('button', { name: 'Guardar contraseña' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
    await page.getByLabel('Nueva contraseña').fill('otra-clave-segura');
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-segura');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.').waitFor();

    await page.goto(address);
    await page.getByText('El enlace para restablecer la contraseña no es válido o ya expiró').waitFor();
    await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).waitFor();
    expect(await page.getByLabel('Nueva contraseña').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
