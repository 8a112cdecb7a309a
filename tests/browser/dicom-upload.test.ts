import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dicomImage, newUid } from '../support/dicom-files.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** A CBCT exported by the scanner to a folder: `slices` files of a series of someone else. */
function scannerFolder(slices: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'tomografia-'));
  const studyInstanceUid = newUid();
  const seriesInstanceUid = newUid();
  for (let slice = 1; slice <= slices; slice += 1) {
    const name = `CT${String(slice).padStart(4, '0')}.dcm`;
    writeFileSync(
      join(folder, name),
      dicomImage({
        studyInstanceUid,
        seriesInstanceUid,
        patientId: 'EXT-77',
        patientName: 'Otero^Marcos',
        patientBirthDate: '19611002',
        modality: 'CT',
        instanceNumber: slice,
      }),
    );
  }
  return folder;
}

describe.skipIf(!hasChromium)('tomografías DICOM en el laboratorio virtual', () => {
  const browser = sharedBrowser();

  it('el laboratorio elige la carpeta de una tomografía; como las imágenes dicen otro paciente, compara a los dos antes de guardar', async () => {
    const tag = newTag();
    const patient = await createUser(portal().db, 'patient', {
      name: 'Lorena',
      lastname: 'Vidal',
      motherLastname: tag,
    });
    const lab = await signedInPage(browser(), await createUser(portal().db, 'laboratory'), /\/control$/);
    await lab.goto('/virtuallab/upload');
    await lab.getByLabel('Paciente').fill(`Lorena Vidal ${tag}`);
    await lab.getByRole('option', { name: new RegExp(patient.fullName) }).click();
    await lab.getByLabel('Tipo de estudio').click();
    await lab.getByRole('option', { name: 'Tomografía computarizada (CBCT)' }).click();

    await lab.getByTestId('study-folder-input').setInputFiles(scannerFolder(14));
    // Fourteen files: the list sums them up instead of a row each.
    await lab.getByText('14 de 14 archivos subidos').waitFor({ timeout: 20_000 });
    expect(await lab.getByRole('button', { name: 'Mostrar los 14 archivos' }).isVisible()).toBe(true);

    await lab.getByRole('button', { name: 'Guardar estudio' }).click();
    const check = lab.getByRole('dialog', { name: 'Revisa el paciente antes de guardar' });
    await check.getByTestId('portal-patient').getByText(patient.fullName).waitFor();
    await check.getByTestId('dicom-patient').getByText('Marcos Otero').waitFor();
    await check.getByTestId('dicom-patient').getByText('EXT-77').waitFor();
    await check.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => check.count()).toBe(0);
    expect(new URL(lab.url()).pathname).toBe('/virtuallab/upload');

    await lab.getByRole('button', { name: 'Guardar estudio' }).click();
    await check.getByRole('button', { name: 'Es el mismo paciente: guardar' }).click();
    await lab.getByText('Estudio guardado.').waitFor();
    await lab.waitForURL(new RegExp(`/virtuallab/patients/${patient.id}$`));
  });
});
