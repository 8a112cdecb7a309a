import { describe, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { AccessibilityAudit, settled } from './support/axe.js';
import { hasChromium, sharedBrowser, signIn, signedInPage } from './support/browser.js';
import { portalUrl, usePortal } from './support/portal.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('accesibilidad del recorrido de bienvenida y de la búsqueda del encabezado', () => {
  const browser = sharedBrowser();

  it('cada paso del recorrido de una doctora nueva, sin fallas graves', async () => {
    const audit = new AccessibilityAudit();
    const doctor = await createUser(portal().db, 'doctor', { welcomeTourPending: true });
    const page = await signedInPage(browser(), doctor, /\/virtuallab\/\d+$/);

    await page.getByText(/^Paso 1 de \d+$/).waitFor();
    await settled(page);
    await audit.check(page, 'recorrido de bienvenida, paso 1');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(/^Paso 2 de \d+$/).waitFor();
    await settled(page);
    await audit.check(page, 'recorrido de bienvenida, paso 2');
    await page.getByRole('button', { name: 'Omitir recorrido' }).click();
    await page.context().close();
    audit.assertClean();
  });

  it('a 390 px la búsqueda del encabezado, sus resultados y el aviso de pocos caracteres, sin fallas graves', async () => {
    const audit = new AccessibilityAudit();
    const tag = newTag();
    const doctor = await createUser(portal().db, 'doctor');
    await createUser(portal().db, 'patient', { name: 'Mireya', lastname: `Luna${tag}`, doctorId: doctor.id });
    const context = await browser().newContext({
      baseURL: portalUrl(),
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, doctor.email, doctor.password);
    await page.waitForURL(/\/virtuallab\/\d+$/);

    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const field = page.getByRole('searchbox', { name: 'Buscar pacientes, usuarios y cursos' });
    await field.fill('m');
    await page.getByText('Escribe al menos 2 caracteres para buscar').waitFor();
    await settled(page);
    await audit.check(page, 'búsqueda con un carácter');
    await field.fill(`mireya luna${tag}`);
    await page.getByRole('button', { name: new RegExp(`Mireya Luna${tag}`) }).waitFor();
    await settled(page);
    await audit.check(page, 'búsqueda con un resultado');
    await context.close();
    audit.assertClean();
  });
});
