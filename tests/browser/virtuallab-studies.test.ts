import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { studyWithFiles } from '../support/studies.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const seedFile = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(`server/src/seed/study-files/${name}`),
});

/** A doctor with the office data filled in, and a patient of theirs named `name lastname <tag>`. */
async function doctorWithPatient(name: string, lastname: string) {
  const tag = newTag();
  const doctor = await createUser(portal().db, 'doctor', { officeData: true });
  const patient = await createUser(portal().db, 'patient', {
    name,
    lastname,
    motherLastname: tag,
    doctorId: doctor.id,
  });
  return { doctor, patient, tag };
}

describe.skipIf(!hasChromium)('estudios del laboratorio virtual', () => {
  const browser = sharedBrowser();

  // A journey of three people, each signed in on their own page: near a minute when CI's load
  // is at its highest (load 10-12 measured), so it has two.
  it('el laboratorio sube dos archivos con su avance (uno no permitido se rechaza); el doctor encuentra al paciente, ve la imagen y descarga el PDF; oculto ya no lo ve; se elimina con su confirmación; el doctor 2 no encuentra al paciente', async () => {
    const { doctor: doctorUser, patient, tag } = await doctorWithPatient('Pedro', 'García');
    const patientName = patient.fullName;
    const notes = `Control de ortodoncia ${tag}`;
    const lab = await signedInPage(browser(), await createUser(portal().db, 'laboratory'), /\/control$/);
    await lab.goto('/virtuallab/upload');
    await lab.getByLabel('Paciente').fill(`Pedro García ${tag}`);
    await lab.getByRole('option', { name: new RegExp(patientName) }).click();
    await lab.getByLabel('Tipo de estudio').click();
    await lab.getByRole('option', { name: 'Radiografía panorámica' }).click();
    await lab.getByLabel('Notas').fill(notes);
    const save = lab.getByRole('button', { name: 'Guardar estudio' });
    expect(await save.isDisabled()).toBe(true);

    // A slow uplink, as from a clinic: each file's own bar shows how far it got.
    const network = await lab.context().newCDPSession(lab);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 60 * 1024,
    });
    await lab
      .getByTestId('study-file-input')
      .setInputFiles([
        seedFile('panoramica.png', 'image/png'),
        seedFile('reporte-panoramica.pdf', 'application/pdf'),
        { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es un estudio') },
      ]);
    const imageBar = lab.getByRole('progressbar', { name: 'Subiendo panoramica.png' });
    await expect
      .poll(async () => Number(await imageBar.getAttribute('aria-valuenow').catch(() => '0')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(Number(await imageBar.getAttribute('aria-valuenow').catch(() => '100'))).toBeLessThan(100);
    await lab.getByText('Tipo de archivo no permitido. Sube imágenes, PDF, DICOM, ZIP o video').waitFor();
    await expect.poll(() => lab.getByText('Archivo subido').count(), { timeout: 15_000 }).toBe(2);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await save.click();
    await lab.getByText('Estudio guardado.').waitFor();
    await lab.waitForURL(/\/virtuallab\/patients\/\d+$/);
    const patientPath = new URL(lab.url()).pathname;
    const labCard = lab.getByRole('article').filter({ hasText: notes });
    await labCard.getByText('Entregado').waitFor();
    await labCard.getByText('Sin vencimiento').waitFor();

    // The doctor finds the patient in their own list.
    const doctor = await signedInPage(browser(), doctorUser, /\/virtuallab\/\d+$/);
    await doctor.getByLabel('Buscar paciente').fill('Pedro');
    await doctor.getByRole('link', { name: `Ver estudios de ${patientName}` }).click();
    await doctor.waitForURL((url) => url.pathname === patientPath);
    const doctorCard = doctor.getByRole('article').filter({ hasText: notes });
    await doctorCard.getByRole('button', { name: 'Ver panoramica.png' }).click();
    const preview = doctor.getByRole('dialog', { name: /panoramica\.png/ });
    await expect
      .poll(() =>
        preview.getByRole('img', { name: 'panoramica.png' }).evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await preview.getByRole('button', { name: 'Cerrar' }).first().click();
    const [download] = await Promise.all([
      doctor.waitForEvent('download'),
      doctorCard
        .getByRole('link', { name: 'Descargar reporte-panoramica.pdf' })
        .or(doctorCard.getByRole('button', { name: 'Descargar reporte-panoramica.pdf' }))
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('reporte-panoramica.pdf');
    expect(readFileSync(await download.path()).equals(seedFile('reporte-panoramica.pdf', '').buffer)).toBe(true);
    expect(await doctor.getByRole('link', { name: 'Subir resultados' }).count()).toBe(0);
    expect(await doctorCard.getByRole('button', { name: /^Eliminar/ }).count()).toBe(0);

    await labCard.getByRole('button', { name: /^Ocultar el estudio/ }).click();
    await lab.getByRole('dialog', { name: 'Ocultar estudio' }).getByRole('button', { name: 'Continuar' }).click();
    await labCard.getByText('Oculto', { exact: true }).waitFor();
    await doctor.reload();
    await doctor.getByRole('heading', { name: patientName }).waitFor();
    expect(await doctor.getByRole('article').filter({ hasText: notes }).count()).toBe(0);

    await lab.getByRole('link', { name: 'Estudios ocultos' }).click();
    const hiddenCard = lab.getByRole('article').filter({ hasText: notes });
    await hiddenCard.getByRole('button', { name: /^Mostrar el estudio/ }).click();
    await lab.getByRole('dialog', { name: 'Mostrar estudio' }).getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => hiddenCard.count()).toBe(0);

    await lab.goto(patientPath);
    await labCard.getByRole('button', { name: /^Eliminar el estudio/ }).click();
    const confirmation = lab.getByRole('dialog', { name: 'Eliminar estudio' });
    await confirmation
      .getByText('Se eliminará el estudio completo con todos sus archivos. ¿Deseas continuar?')
      .waitFor();
    await confirmation.getByRole('button', { name: 'Continuar' }).click();
    await lab.getByText('Estudio eliminado.').waitFor();
    await expect.poll(() => labCard.count()).toBe(0);

    const otherDoctor = await signedInPage(
      browser(),
      await createUser(portal().db, 'doctor', { officeData: true }),
      /\/virtuallab\/\d+$/,
    );
    await otherDoctor.goto(patientPath);
    await otherDoctor.getByText(/^No se encontró el paciente/).waitFor();
    expect(await otherDoctor.getByText(patientName).count()).toBe(0);
  }, 120_000);

  it('el doctor edita los datos de su paciente desde sus estudios; la recepción abre su chat con /chat', async () => {
    const { doctor: doctorUser, patient } = await doctorWithPatient('Sofía', 'Torres');
    const doctor = await signedInPage(browser(), doctorUser, /\/virtuallab\/\d+$/);
    await doctor.getByLabel('Buscar paciente').fill('Sofía');
    await doctor.getByRole('link', { name: `Ver estudios de ${patient.fullName}` }).click();
    await doctor.waitForURL(/\/virtuallab\/patients\/\d+$/);
    const patientPath = new URL(doctor.url()).pathname;
    await doctor.getByRole('link', { name: 'Editar paciente' }).click();
    await doctor.waitForURL((url) => url.pathname === `${patientPath}/edit`);
    const form = doctor.getByRole('dialog', { name: 'Editar paciente' });
    const phone = `55${String(Date.now()).slice(-8)}`;
    await form.getByLabel('Teléfono').fill('55123');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form.getByText('El teléfono debe ser de 10 dígitos').waitFor();
    await form.getByLabel('Teléfono').fill(phone);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await doctor.getByText(`Datos de ${patient.fullName} actualizados.`).waitFor();
    await doctor.waitForURL((url) => url.pathname === patientPath);
    await doctor.getByRole('link', { name: phone }).waitFor();

    const reception = await signedInPage(browser(), await createUser(portal().db, 'office-admin'), /\/virtuallab$/);
    await reception.goto(`${patientPath}/chat`);
    await reception.getByRole('dialog', { name: patient.fullName }).waitFor();
    await reception.waitForURL((url) => url.pathname === patientPath);
  });

  it('ocultar y mostrar un estudio piden confirmación, como eliminarlo, y avisan al terminar', async () => {
    const { patient } = await doctorWithPatient('Lucía', 'Fernández');
    const labUser = await portal().signedIn('laboratory');
    await studyWithFiles(portal(), labUser.token, patient.id);
    const lab = await signedInPage(browser(), labUser, /\/control$/);
    await lab.goto(`/virtuallab/patients/${patient.id}`);
    const card = lab.getByRole('article').first();

    // Cancelar leaves it as it was.
    await card.getByRole('button', { name: /^Ocultar el estudio/ }).click();
    const hide = lab.getByRole('dialog', { name: 'Ocultar estudio' });
    await hide
      .getByText('El doctor y el paciente dejarán de ver este estudio y sus archivos. ¿Deseas continuar?')
      .waitFor();
    await hide.getByRole('button', { name: 'Cancelar' }).click();
    await hide.waitFor({ state: 'detached' });
    expect(await card.getByText('Oculto', { exact: true }).count()).toBe(0);

    await card.getByRole('button', { name: /^Ocultar el estudio/ }).click();
    await hide.getByRole('button', { name: 'Continuar' }).click();
    await lab.getByText('El estudio se ocultó al doctor y al paciente.').waitFor();
    await card.getByText('Oculto', { exact: true }).waitFor();

    await lab.getByRole('link', { name: 'Estudios ocultos' }).click();
    const hiddenCard = lab.getByRole('article').first();
    await hiddenCard.getByRole('button', { name: /^Mostrar el estudio/ }).click();
    const show = lab.getByRole('dialog', { name: 'Mostrar estudio' });
    await show
      .getByText('El doctor y el paciente volverán a ver este estudio y sus archivos. ¿Deseas continuar?')
      .waitFor();
    await show.getByRole('button', { name: 'Continuar' }).click();
    await lab.getByText('El estudio está visible de nuevo para el doctor y el paciente.').waitFor();
    await expect.poll(() => lab.getByRole('article').count()).toBe(0);
    await lab.context().close();
  });

  it('el laboratorio ve el tablero de control y abre al paciente de una carga reciente; la recepción no entra al tablero', async () => {
    const { patient } = await doctorWithPatient('Pedro', 'García');
    const patientName = patient.fullName;
    const labUser = await portal().signedIn('laboratory');
    await studyWithFiles(portal(), labUser.token, patient.id);
    const lab = await signedInPage(browser(), labUser, /\/control$/);
    await lab.getByRole('img', { name: 'Estudios subidos y consultados (últimos 30 días)' }).waitFor();
    await lab.getByRole('img', { name: 'Estudios por vencer (próximos 30 días)' }).waitFor();
    await lab.getByText('Vencen en 7 días').waitFor();
    const uploads = lab.getByRole('table', { name: 'Últimas cargas' });
    await uploads.getByRole('link', { name: patientName }).first().click();
    await lab.waitForURL(/\/virtuallab\/patients\/\d+$/);
    await lab.getByRole('heading', { name: patientName }).waitFor();

    const reception = await signedInPage(browser(), await createUser(portal().db, 'office-admin'), /\/virtuallab$/);
    await reception.goto('/control');
    await reception.waitForURL(/\/virtuallab$/);
  });
});
