import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/limits.js';
import { createUser } from '../support/factories.js';
import { hasChromium, newPage, sharedBrowser, signIn } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

type Expectation = { role: Role; lands: RegExp; shows: string[]; hides: string[] };

const staff: Expectation[] = [
  {
    role: 'admin',
    lands: /\/panel$/,
    shows: [
      'Panel',
      'Modales de bienvenida',
      'Servicios',
      'Slides',
      'Notificaciones',
      'Recetario',
      'Sucursales',
      'Grupos de estudio',
      'Laboratorio virtual',
      'Cursos',
      'Reporte de inscripciones',
      'Tablero de control',
      'Usuarios',
      'Perfil',
      'Administración',
      'Cerrar sesión',
    ],
    hides: [],
  },
  {
    role: 'doctor',
    lands: /\/virtuallab\/\d+$/,
    shows: ['Laboratorio virtual', 'Perfil', 'Tablero de control', 'Cerrar sesión'],
    hides: ['Administración', 'Usuarios', 'Slides'],
  },
  {
    role: 'laboratory',
    lands: /\/control$/,
    shows: ['Perfil', 'Laboratorio virtual', 'Tablero de control', 'Administración', 'Cerrar sesión'],
    hides: ['Usuarios', 'Slides'],
  },
  {
    role: 'office-admin',
    lands: /\/virtuallab$/,
    shows: ['Laboratorio virtual', 'Perfil', 'Administración', 'Cerrar sesión'],
    hides: ['Tablero de control', 'Usuarios', 'Slides'],
  },
];

describe.skipIf(!hasChromium)('cada usuario entra y llega a su página con su menú', () => {
  const browser = sharedBrowser();

  const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

  it.each(staff)('$role', async ({ role, lands, shows, hides }) => {
    // A doctor with the office data filled in, so nothing is pending.
    const user = await createUser(portal().db, role, { officeData: role === 'doctor' });
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, user.email, user.password);
    await page.waitForURL(lands);
    for (const entry of shows) await menu(page).getByText(entry, { exact: true }).first().waitFor();
    for (const entry of hides) expect(await menu(page).getByText(entry, { exact: true }).count(), entry).toBe(0);
    expect(await page.getByLabel('Perfil incompleto').count()).toBe(0);
    await page.context().close();
  });

  it('el paciente llega a su portal, sin menú del personal, y no puede abrir rutas del personal', async () => {
    const doctor = await createUser(portal().db, 'doctor', { officeData: true });
    const patient = await createUser(portal().db, 'patient', { doctorId: doctor.id });
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, patient.email, patient.password);
    await page.waitForURL(/\/paciente$/);
    await page.getByRole('heading', { name: 'Mi portal' }).waitFor();
    expect(await menu(page).count()).toBe(0);
    await page.goto('/users');
    await page.waitForURL(/\/paciente$/);
    // The staff page's title comes with the staff route table, fetched after the entry.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Solo el personal del laboratorio puede abrir Usuarios.' })
      .waitFor();
    await page.context().close();
  });

  it('la doctora con perfil pendiente llega a su perfil, lo completa y el aviso desaparece', async () => {
    const doctor = await createUser(portal().db, 'doctor', { pending: true });
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, doctor.email, doctor.password);
    await page.waitForURL(/\/profile$/);
    await page.getByLabel('Perfil incompleto').first().waitFor();

    await page.getByLabel('Especialidad').fill('Radiología oral');
    await page.getByLabel('Hora de apertura').fill('09:00');
    await page.getByLabel('Hora de cierre').fill('17:30');
    await page.getByLabel('Dirección', { exact: true }).fill('Av. Reforma 222');
    await page.getByLabel('Colonia').fill('Juárez');
    await page.getByLabel('Ciudad').fill('Ciudad de México');
    await page.getByLabel('Estado').fill('Ciudad de México');
    await page.getByLabel('Código postal').fill('0660');
    await page.getByRole('button', { name: 'Guardar' }).first().click();
    await page.getByText('El código postal debe ser de 5 dígitos').waitFor();
    expect(await page.getByLabel('Perfil incompleto').count()).toBeGreaterThan(0);

    await page.getByLabel('Código postal').fill('06600');
    await page.getByRole('button', { name: 'Guardar' }).first().click();
    await expect.poll(() => page.getByLabel('Perfil incompleto').count(), { timeout: 10_000 }).toBe(0);
    await page.context().close();
  });
});

describe.skipIf(!hasChromium)('grupos del menú del administrador', () => {
  const browser = sharedBrowser();

  it('el grupo Usuarios se abre, lleva a Nuevo usuario y queda abierto en esa página', async () => {
    const admin = await createUser(portal().db, 'admin');
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL(/\/panel$/);
    // The landing page is drawn before the menu is used: on a loaded machine a click during the
    // sign-in's last renders was lost (seen once in CI at load 9).
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    expect(await nav.getByText('Nuevo usuario').count()).toBe(0);
    const group = nav.getByRole('button', { name: 'Usuarios', exact: true });
    await group.click();
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    // A click while the group is still opening can miss the link on a loaded machine (seen once in
    // CI at load 6): clicked again until the page changes, which is what the test is about.
    await expect
      .poll(
        async () => {
          if (!page.url().endsWith('/users/create')) await nav.getByText('Nuevo usuario').click();
          return page.url();
        },
        { timeout: 30_000 },
      )
      .toMatch(/\/users\/create$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.reload();
    await nav.getByText('Listado de usuarios').waitFor();
    await page.context().close();
  });

  it('en modo demostración el administrador ve solo Usuarios y Laboratorio virtual', async () => {
    const admin = await createUser(portal().db, 'admin');
    const page = await newPage(browser());
    // The portal under test runs outside demo mode: the settings answer says it is on.
    await page.route('**/graphql', async (route) => {
      // By operation name: with persisted queries the document's text is often not sent at all.
      const sent = route.request().postDataJSON() as { operationName?: string } | null;
      if (sent?.operationName !== 'AppSettings') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      // A persisted query's first try answers PersistedQueryNotFound, without data: passed on as is.
      if (body.data?.appSettings) body.data.appSettings.demoMode = true;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL(/\/panel$/);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByText('Usuarios', { exact: true }).waitFor();
    await nav.getByText('Laboratorio virtual', { exact: true }).waitFor();
    // The menu follows the settings answer, which can arrive after the first paint.
    for (const hidden of ['Slides', 'Cursos', 'Notificaciones', 'Tablero de control', 'Perfil', 'Administración']) {
      await expect
        .poll(() => nav.getByText(hidden, { exact: true }).count(), { message: hidden, timeout: 10_000 })
        .toBe(0);
    }
    // A settings request still being rewritten when the page closes is dropped, not left failing.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });
});

describe.skipIf(!hasChromium)('rutas protegidas', () => {
  const browser = sharedBrowser();

  it('sin sesión una ruta protegida lleva a /login y, al entrar, de vuelta a ella', async () => {
    const admin = await createUser(portal().db, 'admin');
    const page = await newPage(browser());
    await page.goto('/users/create?tipo=doctor');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/users/create?tipo=doctor');
    await signIn(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname === '/users/create' && url.search === '?tipo=doctor');
    await page.context().close();
  });

  it('un correo o contraseña equivocados muestran el mensaje y no entran', async () => {
    const admin = await createUser(portal().db, 'admin');
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, admin.email, 'equivocada');
    await page.getByText('Las credenciales no son válidas o la cuenta no está activa').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.getByLabel('Correo o nombre de usuario').fill('');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Por favor, proporciona un correo o nombre de usuario').waitFor();
    await page.context().close();
  });

  it('cerrar sesión vuelve a /login y la ruta protegida ya no abre', async () => {
    const lab = await createUser(portal().db, 'laboratory');
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, lab.email, lab.password);
    await page.waitForURL(/\/control$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Cerrar sesión').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/control');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it('cuando la sesión termina en el servidor, el latido (30 s) borra el usuario guardado y vuelve al inicio', async () => {
    const reception = await createUser(portal().db, 'office-admin', { name: 'María' });
    const page = await newPage(browser());
    await page.goto('/login');
    await signIn(page, reception.email, reception.password);
    await page.waitForURL(/\/virtuallab$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ name: 'María', type: { slug: 'office-admin' }, profile_completion_pending: false });
    // The session ends elsewhere (logout from another device).
    const ended = await fetch(`${portal().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.token}` },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect((await ended.json()).data.logout).toBe(true);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 45_000 });
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.context().close();
  }, 60_000);
});
