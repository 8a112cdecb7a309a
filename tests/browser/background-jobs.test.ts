import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import {
  BACKGROUND_JOBS,
  type BackgroundJobPage,
  exhaustRetries,
  smtpDown,
  unreliableMailer,
} from '../support/jobs.js';
import { AccessibilityAudit } from './support/axe.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

// The portal's mail server is one the test takes down and brings back; the failures it causes
// are the story, not warnings to print.
const mail = unreliableMailer();
const portal = usePortal(async () => ({ logLevel: 'error' }), { mailer: mail.mailer });

describe.skipIf(!hasChromium)('tareas en segundo plano (/admin/jobs)', () => {
  const browser = sharedBrowser();

  it('la administradora ve desde Ajustes el correo que falló con su error, lo reintenta y lo ve terminado', async () => {
    // A patient asks for a new password while the mail server is down: every attempt fails.
    const patient = await createUser(portal().db, 'patient');
    mail.unreachable.add(patient.email);
    const asked = await portal().gql('mutation ($email: String!) { requestPasswordReset(email: $email) }', {
      email: patient.email,
    });
    expect(asked.errors).toBeUndefined();
    const admin = await portal().signedIn('admin');
    await portal().app.deps.jobs.idle();
    const listed = await portal().gql<{ backgroundJobs: BackgroundJobPage }>(
      BACKGROUND_JOBS,
      { first: 1 },
      admin.token,
    );
    const [{ node: job }] = listed.data!.backgroundJobs.edges;
    await exhaustRetries(portal(), job.id);

    const audit = new AccessibilityAudit();
    const page = await signedInPage(browser(), admin, /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Ajustes', { exact: true }).click();
    await page.waitForURL(/\/admin$/);
    const section = page.getByRole('region', { name: 'Tareas en segundo plano' });
    await section.getByText('1 tarea falló en todos sus intentos y espera que la revises.').waitFor();
    await section.getByRole('link', { name: 'Ver tareas' }).click();
    await page.waitForURL(/\/admin\/jobs$/);
    await page.getByRole('heading', { name: 'Tareas en segundo plano', level: 1 }).waitFor();
    await page.getByText('No hay tareas en cola.').waitFor();

    const states = page.getByRole('group', { name: 'Estado' });
    await states.getByRole('button', { name: 'Fallidas (1)' }).click();
    await page.waitForURL(/\?state=FAILED$/);
    const failed = page.getByRole('table', { name: 'Fallidas' }).getByRole('row', { name: /Correo para restablecer/ });
    await failed.getByText('6 de 6').waitFor();
    await failed.getByText(smtpDown).waitFor();
    await audit.check(page, 'una tarea fallida');

    // The mail server is back.
    mail.unreachable.delete(patient.email);
    await failed.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText('La tarea se ejecutará de nuevo en unos segundos.').waitFor();
    await page.getByText('No hay tareas fallidas.').waitFor();

    await states.getByRole('button', { name: /^Terminadas/ }).click();
    const done = page.getByRole('table', { name: 'Terminadas' }).getByRole('row', { name: /Correo para restablecer/ });
    await done.getByText('7 de 7').waitFor();
    await states.getByRole('button', { name: 'Terminadas (1)', pressed: true }).waitFor();
    expect(mail.delivered.filter((sent) => sent.to === patient.email)).toHaveLength(1);
    await audit.check(page, 'una tarea terminada');
    await page.context().close();
    audit.assertClean();
  });

  it('el laboratorio ve los ajustes sin el camino a las tareas, y la página le dice que es solo del administrador', async () => {
    const page = await signedInPage(browser(), await createUser(portal().db, 'laboratory'), /\/control$/);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Ajustes', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Contacto' }).waitFor();
    expect(await page.getByRole('region', { name: 'Tareas en segundo plano' }).count()).toBe(0);
    await page.goto('/admin/jobs');
    await page.getByText('Solo un administrador puede abrir Tareas en segundo plano.').waitFor();
    await page.context().close();
  });
});
