import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { typeDate } from './support/date-field.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** A day after today on the lab's calendar, as a date field takes it. */
const labDayFromNow = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe.skipIf(!hasChromium)('registro de accesos', () => {
  const browser = sharedBrowser();

  it('la doctora abre el expediente de su paciente y otro doctor lo intenta; la administradora filtra por paciente, ve quién lo leyó y el rechazo, y lo exporta', async () => {
    const tag = newTag();
    const herrera = await createUser(portal().db, 'doctor', {
      name: 'Lucía',
      lastname: 'Herrera',
      motherLastname: tag,
      officeData: true,
    });
    const mendoza = await createUser(portal().db, 'doctor', {
      name: 'Carlos',
      lastname: 'Mendoza',
      motherLastname: tag,
      officeData: true,
    });
    const raul = await createUser(portal().db, 'patient', {
      name: 'Raúl',
      lastname: 'Ortiz',
      motherLastname: tag,
      doctorId: herrera.id,
    });
    const patientName = raul.fullName;

    // Dra. Herrera opens Raúl's record and studies from her own list.
    const doctora = await signedInPage(browser(), herrera, /\/virtuallab\/\d+$/);
    await doctora.getByLabel('Buscar paciente').fill('Raúl');
    await doctora.getByRole('link', { name: `Ver estudios de ${patientName}` }).click();
    await doctora.waitForURL(/\/virtuallab\/patients\/\d+$/);
    await doctora.getByRole('heading', { name: patientName }).waitFor();
    const patientPath = new URL(doctora.url()).pathname;
    await doctora.context().close();

    // Dr. Mendoza is not Raúl's doctor: the page answers as if Raúl did not exist.
    const doctor = await signedInPage(browser(), mendoza, /\/virtuallab\/\d+$/);
    await doctor.goto(patientPath);
    await doctor
      .getByText('No se encontró el paciente. Es posible que se haya eliminado o que no tengas acceso a él.')
      .waitFor();
    await doctor.context().close();

    const admin = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await admin.getByRole('link', { name: 'Registro de accesos' }).click();
    await admin.waitForURL(/\/access-log$/);
    await admin.getByRole('table', { name: 'Registro de accesos' }).waitFor();

    await admin.getByLabel('Paciente').fill(`Raúl Ortiz ${tag}`);
    await admin.getByRole('option', { name: new RegExp(patientName) }).click();
    const rows = admin.getByRole('table', { name: 'Registro de accesos' }).getByRole('row');
    const row = (...texts: string[]) => texts.reduce((found, text) => found.filter({ hasText: text }), rows);
    // The log names a user by name and first surname; the rows shown are this patient's only.
    await row('Lucía Herrera', 'Consultó el expediente', 'Permitido').first().waitFor();
    await row('Lucía Herrera', 'Consultó la lista de estudios', 'Permitido').first().waitFor();
    await row('Carlos Mendoza', 'Consultó el expediente', 'Rechazado').first().waitFor();
    // Every row shown concerns Raúl (the header row aside).
    const bodyRows = await rows.count();
    expect(await rows.filter({ hasText: patientName }).count()).toBe(bodyRows - 1);
    await admin.getByText(new RegExp(`^Mostrando ${bodyRows - 1} de ${bodyRows - 1} registros$`)).waitFor();

    // Tomorrow nothing happened yet.
    await typeDate(admin, 'Desde', labDayFromNow(1));
    await admin.getByText('Ningún acceso coincide con los filtros.').waitFor();
    await typeDate(admin, 'Hasta', labDayFromNow(-1));
    await admin.getByText('La fecha inicial no puede ser posterior a la fecha final').waitFor();
    await typeDate(admin, 'Desde', labDayFromNow(0));
    await typeDate(admin, 'Hasta', labDayFromNow(0));
    await row('Carlos Mendoza', 'Rechazado').first().waitFor();

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^registro-de-accesos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Fecha y hora (Ciudad de México)","Usuario","ID de usuario","Acción","Resultado","Paciente","ID de paciente","Estudio","Archivo","ID de archivo","Mensaje del chat","Dirección IP","Navegador"',
    );
    expect(lines).toHaveLength(bodyRows);
    expect(lines.slice(1).every((line) => line.includes(`"${patientName}"`))).toBe(true);
    expect(lines.some((line) => line.includes('"Carlos Mendoza"') && line.includes('"Rechazado"'))).toBe(true);
    await admin.context().close();
  });

  it('el doctor no ve el registro en su menú y la dirección lo lleva a su inicio', async () => {
    const doctor = await signedInPage(
      browser(),
      await createUser(portal().db, 'doctor', { officeData: true }),
      /\/virtuallab\/\d+$/,
    );
    expect(await doctor.getByRole('link', { name: 'Registro de accesos' }).count()).toBe(0);
    await doctor.goto('/access-log');
    await doctor.waitForURL(/\/virtuallab\/\d+$/);
    await doctor.context().close();
  });
});
