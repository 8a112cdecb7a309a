import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../server/src/common/actor.js';
import { labSettingsRow, updateLabSettings } from '../../server/src/settings/lab-settings.service.js';
import type { LabSettingsChanges } from '../../shared/validation/lab-settings.js';
import { dicomImage, newUid, writeDicomFiles } from '../support/dicom-files.js';
import { createUser } from '../support/factories.js';
import { freePort } from '../support/free-port.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const run = promisify(execFile);
const scanner = 'PANORAMICO';
let dicomPort = 0;

// The portal's own DICOM listener, as DICOM_PORT starts it, where storescu plays the scanner.
const portal = usePortal(async () => {
  dicomPort = await freePort();
  return { dicomListener: { port: dicomPort, host: '127.0.0.1', aeTitle: 'PORTAL', callingAeTitles: [scanner] } };
});

/** The scanner sends `count` images of one study for the patient as it recorded them. */
async function scannerSends(patient: { name: string; id: string }, count: number) {
  const studyInstanceUid = newUid();
  const folder = await mkdtemp(join(tmpdir(), 'scanner-'));
  const images = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `img${index + 1}`,
      dicomImage({
        studyInstanceUid,
        patientId: patient.id,
        patientName: patient.name,
        modality: 'PX',
        instanceNumber: index + 1,
      }),
    ]),
  );
  const files = await writeDicomFiles(folder, images);
  await run('storescu', ['-aet', scanner, '-aec', 'PORTAL', '127.0.0.1', String(dicomPort), ...files]);
}

describe.skipIf(!hasChromium)('Recibidos del equipo', () => {
  const browser = sharedBrowser();
  // The other browser files share this database: the settings go back to how they were.
  let before: LabSettingsChanges;
  beforeAll(async () => {
    if (!hasChromium) return;
    await run('storescu', ['--version']).catch(() => {
      throw new Error("DCMTK's storescu is missing: apt-get install -y dcmtk");
    });
    const { id: _, updatedBy: __, updatedAt: ___, ...settings } = await labSettingsRow(portal().db);
    before = settings;
    // The listener's own AE titles, and nothing filed by itself: what arrives waits in the inbox.
    await updateLabSettings(portal().app.deps, systemActor, {
      dicomAeTitle: null,
      dicomCallingAeTitles: null,
      scannerStudyTypeId: null,
    });
  });
  afterAll(async () => {
    if (hasChromium) await updateLabSettings(portal().app.deps, systemActor, before);
  });

  it('el laboratorio asigna lo que envió el panorámico al paciente sugerido por su ID para el equipo y ve el estudio en su expediente', async () => {
    const tag = newTag();
    const patient = await createUser(portal().db, 'patient', { name: 'Ana', lastname: 'Robles', motherLastname: tag });
    await scannerSends({ name: `ROBLES ${tag}^ANA`, id: `P${patient.id}` }, 2);

    const lab = await signedInPage(browser(), await createUser(portal().db, 'laboratory'), /\/control$/);
    // The menu counts what waits (other files' studies may wait too in a shared database).
    const menu = lab.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: /^Recibidos del equipo\s*,\s*\d+ estudios? pendientes?$/ }).click();
    await lab.waitForURL(/\/virtuallab\/recibidos$/);
    const main = lab.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: `ANA ROBLES ${tag}` });
    await row.getByText(`ID: P${patient.id}`).waitFor();
    await row.getByText(`de ${scanner}`).waitFor();
    await row.getByText(`Sugerido: ${patient.fullName}`).waitFor();
    expect(await row.getByRole('cell', { name: '2', exact: true }).count()).toBe(1);

    await row.getByRole('button', { name: 'Asignar' }).click();
    const dialog = lab.getByRole('dialog', { name: 'Asignar estudio recibido' });
    expect(await dialog.getByLabel('Paciente').inputValue()).toBe(patient.fullName);
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await dialog.getByText('El tipo de estudio es requerido').waitFor();
    await dialog.getByLabel('Tipo de estudio').click();
    await lab.getByRole('option', { name: 'Radiografía panorámica' }).click();
    await dialog.getByRole('button', { name: 'Asignar' }).click();

    await lab.getByText(`Estudio asignado a ${patient.fullName}.`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await lab.getByRole('link', { name: 'Ver sus estudios' }).click();
    await lab.waitForURL((url) => url.pathname === `/virtuallab/patients/${patient.id}`);
    const card = lab.getByRole('article').filter({ hasText: 'Radiografía panorámica' });
    await card.getByText('Entregado').waitFor();

    await lab.goto('/virtuallab/recibidos?status=ASSIGNED');
    const assigned = main.getByRole('row').filter({ hasText: `ANA ROBLES ${tag}` });
    await assigned.getByRole('link', { name: patient.fullName }).waitFor();
    await lab.context().close();
  });

  it('recepción descarta en su teléfono un estudio que no es de nadie: tras confirmar deja de estar en la lista', async () => {
    const tag = newTag();
    await scannerSends({ name: `PRUEBA ${tag}^EQUIPO`, id: 'SIN-ID' }, 1);
    const office = await signedInPage(browser(), await createUser(portal().db, 'office-admin'), /\/virtuallab$/);
    await office.setViewportSize({ width: 390, height: 844 });
    await office.goto('/virtuallab/recibidos');
    const list = office.getByRole('list', { name: 'Estudios recibidos del equipo' });
    const card = list.getByRole('listitem', { name: `EQUIPO PRUEBA ${tag}` });
    await card.getByText('ID: SIN-ID').waitFor();

    await card.getByRole('button', { name: 'Descartar' }).click();
    await office.getByText('Se borrará del portal su imagen.', { exact: false }).waitFor();
    await office.getByRole('button', { name: 'Continuar' }).click();
    await office.getByText('Estudio descartado.').waitFor();
    await expect.poll(() => card.count()).toBe(0);

    await office.getByRole('tab', { name: /Descartados/ }).click();
    await list.getByRole('listitem', { name: `EQUIPO PRUEBA ${tag}` }).waitFor();
    await office.context().close();
  });
});
