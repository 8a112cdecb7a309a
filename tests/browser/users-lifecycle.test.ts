import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser, signIn, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';
import { requestsQuiet } from './support/requests-quiet.js';
import { searchUsers } from './support/users-list.js';

const portal = usePortal();

const officeData = {
  specialty: 'Ortodoncia',
  openingTime: '09:00',
  closingTime: '18:00',
  address: 'Av. Reforma 120',
  colony: 'Juárez',
  city: 'Ciudad de México',
  state: 'CDMX',
  zipCode: '06600',
};

/** A GraphQL call through the portal's server; fails on errors. */
async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const result = await portal().gql<T>(query, variables, token);
  if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data!;
}

/** A new administrator, signed in through the form. */
const signedInAdmin = async (browser: Browser) =>
  signedInPage(browser, await createUser(portal().db, 'admin'), /\/panel$/);

const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuarios' });
const userRows = (page: Page) => usersTable(page).locator('tbody tr');
/** The text of one column (0 = name, 1 = email, 3 = type, 4 = status) of every visible row. */
const column = (page: Page, index: number) =>
  userRows(page).evaluateAll(
    (rows, cell) => rows.map((row) => row.querySelectorAll('td')[cell]?.textContent?.trim() ?? ''),
    index,
  );

/**
 * Types a search and waits until the list asked for it (the URL holds it once typing pauses).
 * Under a loaded machine the box can be emptied again right after the page opens, before the
 * search settled: it is typed again then, as a person would.
 */
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
const outboxMailsTo = async (address: string) => (await portal().outbox()).filter((mail) => mail.to === address);

describe.skipIf(!hasChromium)('ciclo de vida de los usuarios', () => {
  const browser = sharedBrowser();

  it('la administradora desactiva a un usuario con sesión abierta: su página vuelve al inicio de sesión y no puede entrar hasta que lo reactiva', async () => {
    const person = await createUser(portal().db, 'office-admin', {
      name: 'Marta',
      lastname: 'Quiroga',
      motherLastname: newTag(),
    });

    const user = await newPage(browser());
    // A fake clock lets the 30 s heartbeat run without waiting for it.
    await user.clock.install();
    await user.goto('/login');
    await signIn(user, person.email, person.password);
    await user.waitForURL((url) => url.pathname !== '/login');

    const admin = await signedInAdmin(browser());
    await admin.goto('/users');
    await searchUsers(admin, person.email);
    await expect.poll(() => column(admin, 1)).toEqual([person.email]);
    await admin.getByRole('button', { name: `Desactivar a ${person.fullName}` }).click();
    await confirm(
      admin,
      'El usuario perderá el acceso a la aplicación móvil y al portal de inmediato. ¿Deseas continuar?',
    );
    await admin.getByText(`${person.fullName} fue desactivado.`).waitFor();
    await expect.poll(() => column(admin, 4)).toEqual(['Inactivo']);

    // The next heartbeat gets 401 and the open page goes to the sign-in form, which says why.
    await user.clock.fastForward(31_000);
    await user.waitForURL(/\/login$/, { timeout: 10_000 });
    await user
      .getByRole('alert')
      .getByText('Tu cuenta fue desactivada. Si crees que es un error, comunícate con el laboratorio.')
      .waitFor();
    await signIn(user, person.email, person.password);
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
    const person = await createUser(portal().db, 'office-admin', {
      name: 'Rocío',
      lastname: 'Palma',
      motherLastname: newTag(),
    });
    const { token } = await portal().signedIn('admin');
    const statusOf = () =>
      graphql<{ user: { status: boolean } }>(
        'query ($id: ID!) { user(id: $id) { status } }',
        { id: person.id },
        token,
      ).then((data) => data.user.status);
    const admin = await signedInAdmin(browser());
    await admin.goto(`/users/${person.id}/edit`);
    await admin.getByRole('combobox', { name: 'Estatus' }).click();
    await admin.getByRole('option', { name: 'Inactivo', exact: true }).click();

    await admin.getByRole('button', { name: 'Guardar cambios' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(`Desactivar a ${person.fullName}`).waitFor();
    await dialog
      .getByText('El usuario perderá el acceso a la aplicación móvil y al portal de inmediato. ¿Deseas continuar?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(admin.url()).pathname).toBe(`/users/${person.id}/edit`);
    expect(await statusOf()).toBe(true);

    await admin.getByRole('button', { name: 'Guardar cambios' }).click();
    await confirm(
      admin,
      'El usuario perderá el acceso a la aplicación móvil y al portal de inmediato. ¿Deseas continuar?',
    );
    await admin.waitForURL(new RegExp(`/users/${person.id}$`));
    expect(await statusOf()).toBe(false);
    await admin.context().close();
  });

  it('un doctor sin cuenta envía su pre-registro desde /login (primero ve los mensajes de requerido); la administradora lo aprueba (llega el correo) y rechaza otro con un motivo', async () => {
    const stamp = newTag();
    const email = `dr.salas.${stamp}@ejemplo.mx`;
    const fullName = `Ramiro Salas${stamp} Ortiz`;

    const visitor = await newPage(browser());
    const scripts: string[] = [];
    visitor.on('request', (request) => void scripts.push(request.url()));
    await visitor.goto('/login');
    // The dialogs' and notices' code waits for the visitor's first interaction: not part of the first load.
    await visitor.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await requestsQuiet(visitor);
    const outletsCode = () => scripts.filter((url) => /\/assets\/FeedbackOutlets-[^/]+\.js$/.test(url));
    expect(outletsCode()).toEqual([]);
    await visitor.getByRole('link', { name: '¿Eres doctor? Solicita tu registro' }).click();
    await expect.poll(() => outletsCode().length).toBeGreaterThan(0);
    await visitor.getByRole('heading', { name: 'Registro de doctores' }).waitFor();
    // The sex field is the browser's own list (on a phone, the system's picker), drawn as the other
    // fields: the page needs neither MUI's Select nor its menu.
    const sex = visitor.getByRole('combobox', { name: 'Sexo' });
    expect(await sex.evaluate((element) => element.tagName)).toBe('SELECT');
    expect(await sex.locator('option').allTextContents()).toEqual(['Sin especificar', 'Masculino', 'Femenino']);
    await sex.selectOption({ label: 'Masculino' });
    await sex.selectOption({ label: 'Femenino' });
    expect(await sex.inputValue()).toBe('female');
    await visitor.getByRole('button', { name: 'Enviar datos' }).click();
    for (const message of [
      'El nombre es requerido',
      'El apellido paterno es requerido',
      'El apellido materno es requerido',
      'El correo electrónico es requerido',
      'El teléfono es requerido',
      'La especialidad es requerida',
      'La dirección es requerida',
      'La colonia es requerida',
      'El código postal es requerido',
    ]) {
      await visitor.getByText(message, { exact: true }).waitFor();
    }

    await visitor.getByLabel('Nombre', { exact: true }).fill('Ramiro');
    await visitor.getByLabel('Apellido paterno').fill(`Salas${stamp}`);
    await visitor.getByLabel('Apellido materno').fill('Ortiz');
    await visitor.getByLabel('Correo electrónico').fill(email);
    await visitor.getByLabel('Teléfono').fill('2221234567');
    // The birth date is typed (DD/MM/AAAA, the separators written as the digits come), without
    // the staff forms' calendar, whose code this page never fetches.
    const birthDate = visitor.getByLabel('Fecha de nacimiento');
    expect(await birthDate.getAttribute('placeholder')).toBe('DD/MM/AAAA');
    await birthDate.pressSequentially('0211');
    await birthDate.blur();
    await visitor.getByText('La fecha de nacimiento no es válida', { exact: true }).waitFor();
    await birthDate.press('End');
    await birthDate.pressSequentially('1979');
    expect(await birthDate.inputValue()).toBe('02/11/1979');
    // Mended in the middle, the caret stays where it was while the separators move.
    await birthDate.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4));
    await birthDate.press('Backspace');
    expect(await birthDate.inputValue()).toBe('02/11/979');
    await birthDate.press('1');
    expect(await birthDate.inputValue()).toBe('02/11/1979');
    expect(await birthDate.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    await birthDate.blur();
    await visitor.getByText('La fecha de nacimiento no es válida', { exact: true }).waitFor({ state: 'detached' });
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
    // Neither the staff forms' calendar nor MUI's Select and menu were fetched.
    expect(scripts.filter((url) => /\/assets\/([^/]*Date[^/]*|Select|Menu)-[^/]+\.js$/.test(url))).toEqual([]);
    await visitor.context().close();

    // A second request, sent through the same public API, to be rejected.
    const otherEmail = `dr.nava.${stamp}@ejemplo.mx`;
    const otherName = `Lucía Nava${stamp} Paz`;
    await graphql('mutation ($input: DoctorPreRegistrationInput!) { submitDoctorPreRegistration(input: $input) }', {
      input: {
        name: 'Lucía',
        lastname: `Nava${stamp}`,
        motherLastname: 'Paz',
        email: otherEmail,
        phone: '2229876543',
        birthDate: '1988-01-20',
        doctorData: officeData,
      },
    });

    const admin = await signedInAdmin(browser());
    await admin.goto('/users');
    await admin.getByRole('link', { name: 'Pre-registros' }).click();
    await admin.waitForURL(/\/users\/pre-registrations$/);
    const requests = admin.getByRole('table', { name: 'Pre-registros de doctores' });
    await requests.getByText(fullName).waitFor();
    await requests.getByText(email).waitFor();
    await requests.getByText('Periodoncia').waitFor();

    await admin.getByRole('button', { name: `Aprobar a ${fullName}` }).click();
    await confirm(
      admin,
      'Se creará la cuenta del doctor y se le enviará por correo un enlace para crear su contraseña. ¿Deseas continuar?',
    );
    await admin.getByText(`Cuenta de ${fullName} creada. Le enviamos el enlace por correo.`).waitFor();
    // The notice's close button speaks Spanish: MUI's own texts come in the portal's language.
    await admin
      .getByRole('alert')
      .filter({ hasText: `Cuenta de ${fullName} creada` })
      .getByRole('button', { name: 'Cerrar', exact: true })
      .waitFor();
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
    await admin.getByText('02/11/1979').waitFor();
    await admin.getByText('Femenino', { exact: true }).waitFor();

    await admin.goBack();
    await admin.getByRole('tab', { name: 'Rechazados' }).click();
    const rejectedRow = requests.locator('tbody tr').filter({ hasText: otherName });
    await rejectedRow.getByText('Motivo: La cédula profesional no coincide con el nombre.').waitFor();
    await admin.context().close();
  });

  it('la búsqueda con los filtros de tipo y estatus muestra solo lo pedido; el encabezado del correo ordena en ambos sentidos', async () => {
    const stamp = newTag();
    const tag = `Zubieta${stamp}`;
    const make = (name: string, local: string, role: 'doctor' | 'office-admin', status = true) =>
      createUser(portal().db, role, {
        name,
        lastname: tag,
        motherLastname: 'Ruiz',
        email: `${local}.${stamp}@ejemplo.mx`,
        status,
        officeData: role === 'doctor',
      });
    const carla = await make('Carla', 'carla', 'doctor');
    const adrian = await make('Adrián', 'adrian', 'office-admin');
    const beatriz = await make('Beatriz', 'beatriz', 'doctor', false);
    const emails = [adrian.email, beatriz.email, carla.email];

    const admin = await signedInAdmin(browser());
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
    const person = await createUser(portal().db, 'office-admin', {
      name: 'Óscar',
      lastname: 'Treviño',
      motherLastname: newTag(),
    });
    await portal().login(person.email, person.password);

    const admin = await signedInAdmin(browser());
    await admin.goto('/users');
    await searchUsers(admin, person.email);
    await expect.poll(() => column(admin, 1)).toEqual([person.email]);
    await admin.getByRole('link', { name: `Ver a ${person.fullName}` }).click();
    await admin.waitForURL(new RegExp(`/users/${person.id}$`));
    await admin.getByRole('heading', { name: person.fullName }).waitFor();
    await admin.getByRole('heading', { name: 'Inicios de sesión recientes' }).waitFor();
    expect(
      await admin.getByRole('table', { name: 'Inicios de sesión recientes' }).locator('tbody tr').count(),
    ).toBeGreaterThanOrEqual(1);

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
    const stamp = newTag();
    const email = `elena.ibarra.${stamp}@ejemplo.mx`;
    const dir = await mkdtemp(join(tmpdir(), 'usuarios-csv-'));
    const file = join(dir, 'usuarios.csv');
    await writeFile(
      file,
      [
        'name,lastname,mother_lastname,email,phone,type',
        `Elena,Ibarra${stamp},Soto,${email},5511122233,office-admin`,
        `Pablo,Mena${stamp},Cruz,no-es-un-correo,5511122244,office-admin`,
        `Rosa,Lara${stamp},Gil,rosa.lara.${stamp}@ejemplo.mx,551112223,office-admin`,
        '',
      ].join('\n'),
    );

    const admin = await signedInAdmin(browser());
    await admin.goto('/users');
    await admin.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Importar usuarios desde CSV' });
    const chooser = admin.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Elegir archivo' }).click();
    await (await chooser).setFiles(file);
    await dialog.getByText('Archivo: usuarios.csv').waitFor();
    await dialog.getByRole('button', { name: 'Importar' }).click();

    await dialog.getByText('1 aceptado', { exact: true }).waitFor();
    // The invitation is a background job: the dialog says so instead of waiting for the mail server.
    await dialog.getByText(/Cada cuenta nueva recibirá por correo un enlace para crear su contraseña/).waitFor();
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
