import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, newPage, portalUrl, sharedBrowser, signIn } from './support/browser.js';

const password = 'clave2024';
const officeData = {
  specialty: 'Ortodoncia', openingTime: '09:00', closingTime: '18:00', address: 'Av. Reforma 120',
  colony: 'Juárez', city: 'Ciudad de México', state: 'CDMX', zipCode: '06600',
};

/** A GraphQL call as the portal's client makes it; throws on errors. */
async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${portalUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data!;
}

const login = (identifier: string, secret: string) =>
  graphql<{ login: { token: string } }>(
    'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }',
    { identifier, password: secret },
  ).then((data) => data.login.token);

type Person = { id: string; email: string; fullName: string };

/** An account made by the admin through the API, with a known password. */
async function createUser(
  adminToken: string,
  person: { name: string; lastname: string; motherLastname: string; email: string; userType: 'doctor' | 'office-admin' },
): Promise<Person> {
  const data = await graphql<{ createUser: { id: string } }>(
    'mutation ($input: UserAdminInput!) { createUser(input: $input) { id } }',
    {
      input: {
        ...person, password, passwordConfirmation: password, birthDate: '1985-03-14',
        phone: '5512345678', doctorData: officeData,
      },
    },
    adminToken,
  );
  return { id: data.createUser.id, email: person.email, fullName: `${person.name} ${person.lastname} ${person.motherLastname}` };
}

const deactivate = (adminToken: string, id: string) =>
  graphql('mutation ($id: ID!) { deactivateUser(id: $id) { id } }', { id }, adminToken);

async function signedInAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page, 'admin@demo.mx');
  await page.waitForURL(/\/slides\/index$/);
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuarios' });
const userRows = (page: Page) => usersTable(page).locator('tbody tr');
/** The text of one column (0 = name, 1 = email, 3 = type, 4 = status) of every visible row. */
const column = (page: Page, index: number) =>
  userRows(page).evaluateAll((rows, cell) => rows.map((row) => row.querySelectorAll('td')[cell]?.textContent?.trim() ?? ''), index);

async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Buscar usuario').fill(text);
}

/** Picks an option of one of the list's select filters. */
async function chooseFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirm(page: Page, message: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The mails written to the outbox for an address. */
async function outboxMailsTo(address: string): Promise<{ to: string; subject?: string; text?: string }[]> {
  const dir = inject('outboxDir');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string }),
  );
  return mails.filter((mail) => mail.to === address);
}

describe.skipIf(!hasChromium)('ciclo de vida de los usuarios', () => {
  const browser = sharedBrowser();
  let adminToken = '';

  beforeAll(async () => {
    adminToken = await login('admin@demo.mx', 'demo1234');
  });

  it('la administradora desactiva a un usuario con sesión abierta: su página vuelve al inicio de sesión y no puede entrar hasta que lo reactiva', async () => {
    const stamp = Date.now();
    const person = await createUser(adminToken, {
      name: 'Marta', lastname: `Quiroga${stamp}`, motherLastname: 'Luna', email: `marta.quiroga.${stamp}@ejemplo.mx`, userType: 'office-admin',
    });

    const user = await newPage(browser());
    // A fake clock lets the 30 s heartbeat run without waiting for it.
    await user.clock.install();
    await user.goto('/login');
    await signIn(user, person.email, password);
    await user.waitForURL((url) => url.pathname !== '/login');

    const admin = await newPage(browser());
    await signedInAdmin(admin);
    await admin.goto('/users');
    await searchUsers(admin, person.email);
    await expect.poll(() => column(admin, 1)).toEqual([person.email]);
    await admin.getByRole('button', { name: `Desactivar a ${person.fullName}` }).click();
    await confirm(admin, 'El usuario perderá el acceso a la aplicación móvil y al portal de inmediato. ¿Deseas continuar?');
    await admin.getByText(`${person.fullName} fue desactivado.`).waitFor();
    await expect.poll(() => column(admin, 4)).toEqual(['Inactivo']);

    // The next heartbeat gets 401 and the open page goes to the sign-in form.
    await user.clock.fastForward(31_000);
    await user.waitForURL(/\/login$/, { timeout: 10_000 });
    await signIn(user, person.email, password);
    await user.getByText('Las credenciales no son válidas o la cuenta no está activa').waitFor();
    expect(new URL(user.url()).pathname).toBe('/login');

    await admin.getByRole('button', { name: `Reactivar a ${person.fullName}` }).click();
    await confirm(admin, 'El usuario recuperará el acceso a la aplicación móvil y al portal. ¿Deseas continuar?');
    await admin.getByText(`${person.fullName} fue reactivado.`).waitFor();
    await expect.poll(() => column(admin, 4)).toEqual(['Activo']);

    await user.getByRole('button', { name: 'Iniciar sesión' }).click();
    await user.waitForURL((url) => url.pathname !== '/login');
    await user.context().close();
    await admin.context().close();
  });

  it('guardar como Inactivo desde el formulario pide la misma confirmación; Cancelar no cambia nada', async () => {
    const stamp = Date.now();
    const person = await createUser(adminToken, {
      name: 'Rocío', lastname: `Palma${stamp}`, motherLastname: 'Vega', email: `rocio.palma.${stamp}@ejemplo.mx`, userType: 'office-admin',
    });
    const statusOf = () => graphql<{ user: { status: boolean } }>('query ($id: ID!) { user(id: $id) { status } }', { id: person.id }, adminToken)
      .then((data) => data.user.status);
    const admin = await newPage(browser());
    await signedInAdmin(admin);
    await admin.goto(`/users/${person.id}/edit`);
    await admin.getByRole('combobox', { name: 'Estatus' }).click();
    await admin.getByRole('option', { name: 'Inactivo', exact: true }).click();

    await admin.getByRole('button', { name: 'Guardar cambios' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`Desactivar a ${person.fullName}`).waitFor();
    await dialog.getByText('El usuario perderá el acceso a la aplicación móvil y al portal de inmediato. ¿Deseas continuar?').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).pathname).toBe(`/users/${person.id}/edit`);
    expect(await statusOf()).toBe(true);

    await admin.getByRole('button', { name: 'Guardar cambios' }).click();
    await confirm(admin, 'El usuario perderá el acceso a la aplicación móvil y al portal de inmediato. ¿Deseas continuar?');
    await admin.waitForURL(new RegExp(`/users/${person.id}$`));
    expect(await statusOf()).toBe(false);
    await admin.context().close();
  });

  it('un doctor sin cuenta envía su pre-registro desde /login (primero ve los mensajes de requerido); la administradora lo aprueba (llega el correo) y rechaza otro con un motivo', async () => {
    const stamp = Date.now();
    const email = `dr.salas.${stamp}@ejemplo.mx`;
    const fullName = `Ramiro Salas${stamp} Ortiz`;

    const visitor = await newPage(browser());
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: '¿Eres doctor? Solicita tu registro' }).click();
    await visitor.getByRole('heading', { name: 'Registro de doctores' }).waitFor();
    await visitor.getByRole('button', { name: 'Enviar datos' }).click();
    for (const message of [
      'El nombre es requerido', 'El apellido paterno es requerido', 'El apellido materno es requerido',
      'El correo electrónico es requerido', 'El teléfono es requerido', 'La especialidad es requerida',
      'La dirección es requerida', 'La colonia es requerida', 'El código postal es requerido',
    ]) {
      await visitor.getByText(message, { exact: true }).waitFor();
    }

    await visitor.getByLabel('Nombre', { exact: true }).fill('Ramiro');
    await visitor.getByLabel('Apellido paterno').fill(`Salas${stamp}`);
    await visitor.getByLabel('Apellido materno').fill('Ortiz');
    await visitor.getByLabel('Correo electrónico').fill(email);
    await visitor.getByLabel('Teléfono').fill('2221234567');
    await visitor.getByLabel('Fecha de nacimiento').fill('1979-11-02');
    await visitor.getByLabel('Especialidad').fill('Periodoncia');
    await visitor.getByLabel('Hora de apertura').fill('08:30');
    await visitor.getByLabel('Hora de cierre').fill('17:00');
    await visitor.getByLabel('Dirección', { exact: true }).fill('Calle 5 de Mayo 12');
    await visitor.getByLabel('Colonia').fill('Centro');
    await visitor.getByLabel('Ciudad').fill('Puebla');
    await visitor.getByLabel('Estado').fill('Puebla');
    await visitor.getByLabel('Código postal').fill('72000');
    await visitor.getByRole('button', { name: 'Enviar datos' }).click();
    await visitor.getByRole('heading', { name: 'Datos enviados' }).waitFor();
    await visitor.context().close();

    // A second request, sent through the same public API, to be rejected.
    const otherEmail = `dr.nava.${stamp}@ejemplo.mx`;
    const otherName = `Lucía Nava${stamp} Paz`;
    await graphql('mutation ($input: DoctorPreRegistrationInput!) { submitDoctorPreRegistration(input: $input) }', {
      input: {
        name: 'Lucía', lastname: `Nava${stamp}`, motherLastname: 'Paz', email: otherEmail, phone: '2229876543',
        birthDate: '1988-01-20', doctorData: officeData,
      },
    });

    const admin = await newPage(browser());
    await signedInAdmin(admin);
    await admin.goto('/users');
    await admin.getByRole('link', { name: 'Pre-registros' }).click();
    await admin.waitForURL(/\/users\/pre-registrations$/);
    const requests = admin.getByRole('table', { name: 'Pre-registros de doctores' });
    await requests.getByText(fullName).waitFor();
    await requests.getByText(email).waitFor();
    await requests.getByText('Periodoncia').waitFor();

    await admin.getByRole('button', { name: `Aprobar a ${fullName}` }).click();
    await confirm(admin, 'Se creará la cuenta del doctor y se le enviará por correo un enlace para crear su contraseña. ¿Deseas continuar?');
    await admin.getByText(`Cuenta de ${fullName} creada. Le enviamos el enlace por correo.`).waitFor();
    await expect.poll(() => requests.getByText(fullName).count()).toBe(0);
    await expect.poll(async () => (await outboxMailsTo(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);

    await admin.getByRole('button', { name: `Rechazar a ${otherName}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Rechazar la solicitud de ${otherName}` });
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await dialog.getByText('El motivo del rechazo es requerido').waitFor();
    await dialog.getByLabel('Motivo del rechazo').fill('La cédula profesional no coincide con el nombre.');
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await admin.getByText(`Solicitud de ${otherName} rechazada. Le enviamos el motivo por correo.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await outboxMailsTo(otherEmail)).length, { timeout: 10_000 }).toBeGreaterThan(0);

    await admin.getByRole('tab', { name: 'Aprobados' }).click();
    const approvedRow = requests.locator('tbody tr').filter({ hasText: fullName });
    await approvedRow.waitFor();
    await approvedRow.getByRole('link', { name: 'Ver usuario' }).click();
    await admin.waitForURL(/\/users\/\d+$/);
    await admin.getByRole('heading', { name: fullName }).waitFor();
    await admin.getByText(email).waitFor();

    await admin.goBack();
    await admin.getByRole('tab', { name: 'Rechazados' }).click();
    const rejectedRow = requests.locator('tbody tr').filter({ hasText: otherName });
    await rejectedRow.getByText('Motivo: La cédula profesional no coincide con el nombre.').waitFor();
    await admin.context().close();
  });

  it('la búsqueda con los filtros de tipo y estatus muestra solo lo pedido; el encabezado del correo ordena en ambos sentidos', async () => {
    const stamp = Date.now();
    const tag = `Zubieta${stamp}`;
    const make = (name: string, local: string, userType: 'doctor' | 'office-admin') =>
      createUser(adminToken, { name, lastname: tag, motherLastname: 'Ruiz', email: `${local}.${stamp}@ejemplo.mx`, userType });
    const carla = await make('Carla', 'carla', 'doctor');
    const adrian = await make('Adrián', 'adrian', 'office-admin');
    const beatriz = await make('Beatriz', 'beatriz', 'doctor');
    await deactivate(adminToken, beatriz.id);
    const emails = [adrian.email, beatriz.email, carla.email];

    const admin = await newPage(browser());
    await signedInAdmin(admin);
    await admin.goto('/users');
    await searchUsers(admin, tag);
    await expect.poll(() => column(admin, 1).then((shown) => [...shown].sort())).toEqual(emails);

    await chooseFilter(admin, 'Tipo de usuario', 'Doctor');
    await expect.poll(() => column(admin, 1).then((shown) => [...shown].sort())).toEqual([beatriz.email, carla.email]);
    expect(await column(admin, 3)).toEqual(['Doctor', 'Doctor']);

    await chooseFilter(admin, 'Tipo de usuario', 'Todos');
    await chooseFilter(admin, 'Estatus', 'Inactivo');
    await expect.poll(() => column(admin, 1)).toEqual([beatriz.email]);
    expect(await column(admin, 4)).toEqual(['Inactivo']);

    await chooseFilter(admin, 'Estatus', 'Todos');
    await expect.poll(() => userRows(admin).count()).toBe(3);
    await usersTable(admin).getByRole('button', { name: 'Correo electrónico' }).click();
    await expect.poll(() => column(admin, 1)).toEqual(emails);
    await usersTable(admin).getByRole('button', { name: 'Correo electrónico' }).click();
    await expect.poll(() => column(admin, 1)).toEqual([...emails].reverse());
    await admin.context().close();
  });

  it('el detalle muestra los inicios de sesión recientes; la administradora elimina al usuario y ya no aparece en la búsqueda', async () => {
    const stamp = Date.now();
    const person = await createUser(adminToken, {
      name: 'Óscar', lastname: `Treviño${stamp}`, motherLastname: 'Vela', email: `oscar.trevino.${stamp}@ejemplo.mx`, userType: 'office-admin',
    });
    await login(person.email, password);

    const admin = await newPage(browser());
    await signedInAdmin(admin);
    await admin.goto('/users');
    await searchUsers(admin, person.email);
    await expect.poll(() => column(admin, 1)).toEqual([person.email]);
    await admin.getByRole('link', { name: `Ver a ${person.fullName}` }).click();
    await admin.waitForURL(new RegExp(`/users/${person.id}$`));
    await admin.getByRole('heading', { name: person.fullName }).waitFor();
    await admin.getByRole('heading', { name: 'Inicios de sesión recientes' }).waitFor();
    expect(await admin.getByRole('table', { name: 'Inicios de sesión recientes' }).locator('tbody tr').count()).toBeGreaterThanOrEqual(1);

    await admin.getByRole('button', { name: 'Eliminar' }).click();
    await confirm(
      admin,
      'Se eliminará el usuario por completo, junto con sus estudios, archivos y mensajes. Esta acción no se puede deshacer. ¿Deseas continuar?',
    );
    await admin.getByText(`${person.fullName} fue eliminado.`).waitFor();
    await admin.waitForURL(/\/users$/);
    await searchUsers(admin, person.email);
    await admin.getByText('Ningún usuario coincide con la búsqueda y los filtros.').waitFor();
    await admin.context().close();
  });

  it('la importación de un CSV informa la fila aceptada y las rechazadas con su motivo; el usuario importado aparece en la lista', async () => {
    const stamp = Date.now();
    const email = `elena.ibarra.${stamp}@ejemplo.mx`;
    const dir = await mkdtemp(join(tmpdir(), 'usuarios-csv-'));
    const file = join(dir, 'usuarios.csv');
    await writeFile(file, [
      'name,lastname,mother_lastname,email,phone,type',
      `Elena,Ibarra${stamp},Soto,${email},5511122233,office-admin`,
      `Pablo,Mena${stamp},Cruz,no-es-un-correo,5511122244,office-admin`,
      `Rosa,Lara${stamp},Gil,rosa.lara.${stamp}@ejemplo.mx,551112223,office-admin`,
      '',
    ].join('\n'));

    const admin = await newPage(browser());
    await signedInAdmin(admin);
    await admin.goto('/users');
    await admin.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Importar usuarios desde CSV' });
    const chooser = admin.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Elegir archivo' }).click();
    await (await chooser).setFiles(file);
    await dialog.getByText('Archivo: usuarios.csv').waitFor();
    await dialog.getByRole('button', { name: 'Importar' }).click();

    await dialog.getByText('1 aceptado', { exact: true }).waitFor();
    const rejected = dialog.getByRole('table', { name: 'Filas rechazadas' }).locator('tbody tr');
    await expect.poll(() => rejected.count()).toBe(2);
    expect(await rejected.nth(0).innerText()).toContain('Ingrese un correo electrónico valido');
    expect(await rejected.nth(0).innerText()).toContain('no-es-un-correo');
    expect(await rejected.nth(1).innerText()).toContain('El teléfono debe ser de 10 dígitos');
    expect(await rejected.nth(1).innerText()).toContain(`rosa.lara.${stamp}@ejemplo.mx`);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await searchUsers(admin, email);
    await expect.poll(() => column(admin, 1)).toEqual([email]);
    expect(await column(admin, 3)).toEqual(['Administrador de consultorio']);
    await admin.context().close();
  });
});
