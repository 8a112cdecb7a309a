import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, newPage, sharedBrowser, signIn, signedInPage } from './support/browser.js';
import { typeDate } from './support/date-field.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const perfilIncompleto = (page: Page) => page.getByLabel('Perfil incompleto');

describe.skipIf(!hasChromium)('administración de usuarios', () => {
  const browser = sharedBrowser();

  it('la administradora ve los mensajes en español, crea un doctor sin datos de consultorio; el doctor completa su perfil y el aviso desaparece', async () => {
    const tag = newTag();
    const email = `dra.rivas.${tag}@ejemplo.mx`;
    const fullName = `Alicia Rivas ${tag}`;
    const password = 'consulta2024';

    const admin = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await admin.goto('/users/create');

    await admin.getByRole('button', { name: 'Crear usuario' }).click();
    await admin.getByText('El nombre es requerido').waitFor();
    await admin.getByText('El apellido paterno es requerido').waitFor();

    await admin.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await admin.getByLabel('Contraseña', { exact: true }).fill('secreto1');
    await admin.getByLabel('Confirmar contraseña').fill('secreto2');
    await admin.getByLabel('Teléfono').fill('55-123');
    await admin.getByRole('button', { name: 'Crear usuario' }).click();
    await admin.getByText('Ingrese un correo electrónico valido').waitFor();
    await admin.getByText('La contraseña y la confirmación deben coincidir').waitFor();
    await admin.getByText('El teléfono debe ser de 10 dígitos').waitFor();
    expect(await admin.getByLabel('Teléfono').inputValue()).toBe('55123');
    expect(new URL(admin.url()).pathname).toBe('/users/create');

    await admin.getByLabel('Nombre', { exact: true }).fill('Alicia');
    await admin.getByLabel('Apellido paterno').fill('Rivas');
    await admin.getByLabel('Apellido materno').fill(tag);
    await admin.getByLabel('Correo electrónico').fill(email);
    await admin.getByLabel('Contraseña', { exact: true }).fill(password);
    await admin.getByLabel('Confirmar contraseña').fill(password);
    await typeDate(admin, 'Fecha de nacimiento', '1984-06-15');
    await admin.getByLabel('Teléfono').fill('5512345678');
    await admin.getByLabel('Tipo de usuario').click();
    await admin.getByRole('option', { name: 'Doctor', exact: true }).click();
    await admin.getByText('Datos del consultorio').waitFor();
    await admin.getByRole('button', { name: 'Crear usuario' }).click();
    await admin.getByText(`${fullName} quedó registrado.`).waitFor();
    await admin.waitForURL(/\/users\/\d+$/);
    await admin.getByRole('heading', { name: fullName }).waitFor();
    await admin.getByText('Pendiente de completar').waitFor();
    await admin.context().close();

    const doctor = await newPage(browser());
    await doctor.goto('/login');
    await signIn(doctor, email, password);
    await doctor.waitForURL(/\/profile$/);
    // A new account gets the welcome tour first; she skips it.
    await doctor.getByRole('button', { name: 'Omitir recorrido' }).click();
    await perfilIncompleto(doctor).first().waitFor();

    await doctor.getByLabel('Especialidad').fill('Endodoncia');
    await doctor.getByLabel('Hora de apertura').fill('09:00');
    await doctor.getByLabel('Hora de cierre').fill('18:00');
    await doctor.getByLabel('Dirección', { exact: true }).fill('Av. Juárez 45');
    await doctor.getByLabel('Colonia').fill('Centro');
    await doctor.getByLabel('Ciudad').fill('Puebla');
    await doctor.getByLabel('Estado').fill('Puebla');
    await doctor.getByLabel('Código postal').fill('72000');
    await doctor.getByRole('button', { name: 'Guardar cambios' }).click();
    await doctor.getByText('Perfil actualizado correctamente.').waitFor();
    await expect.poll(() => perfilIncompleto(doctor).count(), { timeout: 10_000 }).toBe(0);
    await doctor.context().close();
  });
});
