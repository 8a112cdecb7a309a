import { describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../support/factories.js';
import { linkTokenFor, newTag } from '../support/users.js';
import { AccessibilityAudit } from './support/axe.js';
import { hasChromium, newPage, sharedBrowser } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const labDayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe.skipIf(!hasChromium)('accesibilidad de las páginas públicas', () => {
  const browser = sharedBrowser();

  it('el catálogo, la página del curso y sus diálogos de inscripción y recuperación no tienen fallas graves', async () => {
    const audit = new AccessibilityAudit();
    const tag = newTag();
    const open = await createCourse(portal().db, {
      name: `Ortodoncia interceptiva ${tag}`,
      subtopic: 'Precio especial de $2,900.00 antes del 15 de diciembre',
      date: labDayFromNow(40),
      quota: 20,
      soldSpace: 3,
    });
    // The other two availability states of a card: full, and past.
    await createCourse(portal().db, { name: `Endodoncia ${tag}`, date: labDayFromNow(50), quota: 5, soldSpace: 5 });
    await createCourse(portal().db, { name: `Periodoncia ${tag}`, date: labDayFromNow(-20), courseStatusId: 3 });

    const page = await newPage(browser());
    await page.goto('/aula_courses');
    await page.getByRole('article', { name: open.name }).waitFor();
    await page.getByRole('article', { name: `Periodoncia ${tag}` }).waitFor();
    await audit.check(page, 'catálogo de cursos');

    await page.goto(`/course_registration/${open.id}`);
    await page.getByRole('heading', { level: 1, name: open.name }).waitFor();
    await audit.check(page, 'página del curso');

    await page.getByRole('button', { name: 'Pagar curso' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(open.name) });
    await dialog.getByText('Paso 1 de 2').waitFor();
    await audit.check(page, 'inscripción, paso 1');

    await dialog.getByLabel('Nombre', { exact: true }).fill('Laura');
    await dialog.getByLabel('Apellido paterno').fill('Martínez');
    await dialog.getByLabel('Apellido materno').fill('Gómez');
    await dialog.getByLabel('Correo electrónico').fill(`laura.${tag}@correo.mx`);
    await dialog.getByLabel('Teléfono').fill('2221234567');
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await dialog.getByText('Paso 2 de 2').waitFor();
    // With an error shown: the helper text must be readable too.
    await dialog.getByLabel('Número de tarjeta').fill('4242abcd');
    await dialog.getByText('Debes ingresar solo numeros.').waitFor();
    await audit.check(page, 'inscripción, paso 2 con un error');

    await dialog.getByRole('button', { name: 'Anterior' }).click();
    await dialog.getByText('Paso 1 de 2').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Recuperar inscripción' }).click();
    const recovery = page.getByRole('dialog', { name: 'Recuperar inscripción' });
    await recovery.getByLabel('Correo electrónico').fill('no-es-correo');
    await recovery.getByRole('button', { name: 'Enviar' }).click();
    await recovery.getByText('El email debe tener formato válido').waitFor();
    await audit.check(page, 'diálogo de recuperación');
    await page.context().close();
    audit.assertClean();
  });

  it('inicio de sesión, olvido de contraseña y el enlace para restablecerla no tienen fallas graves', async () => {
    const audit = new AccessibilityAudit();
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const page = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await audit.check(page, 'inicio de sesión');

    // A wrong password shows the error alert.
    await page.getByLabel('Correo o nombre de usuario').fill(doctor.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').waitFor();
    await audit.check(page, 'inicio de sesión con error');

    await page.goto('/session/forgot-password');
    await page.getByLabel('Correo electrónico').fill(doctor.email);
    await audit.check(page, 'olvido de contraseña');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.').waitFor();
    await audit.check(page, 'olvido de contraseña enviado');

    const { token } = await linkTokenFor(portal(), doctor.email);
    await page.goto(`/session/reset-password?token=${encodeURIComponent(token)}`);
    // The form stands from the start, disabled while the link is checked: checked once it is usable
    // (axe caught the button's colour half-way from disabled to enabled, at load 6).
    await expect.poll(() => page.getByRole('button', { name: 'Guardar contraseña' }).isEnabled()).toBe(true);
    await audit.check(page, 'restablecer contraseña');
    await page.context().close();
    audit.assertClean();
  });

  it('en árabe, de derecha a izquierda, el catálogo y el inicio de sesión tampoco', async () => {
    const audit = new AccessibilityAudit();
    const tag = newTag();
    const course = await createCourse(portal().db, { name: `Radiología ${tag}`, date: labDayFromNow(30) });
    const page = await newPage(browser());
    await page.addInitScript(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/aula_courses');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('article', { name: course.name }).waitFor();
    await audit.check(page, 'catálogo en árabe');
    await page.goto('/login');
    await page.locator('form button[type="submit"]').waitFor();
    await audit.check(page, 'inicio de sesión en árabe');
    await page.context().close();
    audit.assertClean();
  });
});
