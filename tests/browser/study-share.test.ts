import { describe, expect, it } from 'vitest';
import { dicomRadiograph, studyWithDicom } from '../support/study-shares.js';
import { hasChromium, newPage, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

describe.skipIf(!hasChromium)('compartir un estudio con un enlace', () => {
  const browser = sharedBrowser();

  it('el laboratorio crea un enlace con PIN; sin sesión, un PIN equivocado se rechaza y el correcto muestra el estudio y sus imágenes, el visor carga solo al abrirlo; al revocarlo la página se cierra', async () => {
    const lab = await portal().signedIn('laboratory');
    const doctor = await portal().signedIn('doctor');
    const patient = await portal().signedIn('patient', {
      doctorId: doctor.id,
      name: 'Lucía',
      lastname: 'Fernández',
      motherLastname: 'Ruiz',
    });
    await studyWithDicom(portal(), lab.token, patient.id, await dicomRadiograph());

    // The lab makes a link with a PIN on the patient's page.
    const staff = await signedInPage(browser(), lab, /\/control$/);
    await staff.goto(`/virtuallab/patients/${patient.id}`);
    await staff.getByRole('article', { name: 'Radiografía panorámica' }).waitFor();
    await staff.getByRole('button', { name: 'Compartir el estudio Radiografía panorámica' }).click();
    const dialog = staff.getByRole('dialog', { name: /Compartir/ });
    await dialog.getByRole('button', { name: 'Crear enlace' }).click();
    const link = await dialog.getByLabel('Enlace para compartir').inputValue();
    expect(link).toMatch(new RegExp(`^${portal().url}/compartir/[A-Za-z0-9_-]{43}$`));
    const pin = (await dialog.getByTestId('share-pin').textContent())!.trim();
    expect(pin).toMatch(/^\d{6}$/);
    await expect.poll(() => dialog.getByText('no se volverá a mostrar', { exact: false }).isVisible()).toBe(true);

    // Someone without an account opens it in another browser.
    const recipient = await newPage(browser());
    const requested: string[] = [];
    recipient.on('request', (request) => requested.push(request.url()));
    await recipient.goto(link);
    await recipient.getByRole('heading', { name: 'Este estudio está protegido con un PIN' }).waitFor();
    const wrong = pin === '000000' ? '111111' : '000000';
    await recipient.getByLabel('PIN').fill(wrong);
    await recipient.getByRole('button', { name: 'Ver el estudio' }).click();
    await recipient.getByText('El PIN no es correcto. Te quedan 4 intentos.').waitFor();
    await recipient.getByLabel('PIN').fill(pin);
    await recipient.getByRole('button', { name: 'Ver el estudio' }).click();
    await recipient.getByRole('heading', { name: 'Radiografía panorámica', level: 1 }).waitFor();
    await recipient.getByText('Paciente: L. F. R.').waitFor();
    expect(await recipient.getByText('Lucía').count()).toBe(0);
    await recipient.getByRole('link', { name: 'reporte.pdf' }).waitFor();
    // The image shows as the server's rendered preview; the viewer's code (Cornerstone3D) loads
    // only when the visitor opens the viewer, and then draws the radiograph itself.
    await recipient.locator('[data-preview] img[src*="/dicom-web/studies/"]').waitFor({ timeout: 30_000 });
    expect(requested.filter((url) => /\/assets\/ViewerStage-/.test(url))).toEqual([]);
    await recipient.getByRole('button', { name: 'Abrir el visor' }).click();
    await recipient.locator('[data-readout="window"]').waitFor({ timeout: 30_000 });
    expect(requested.some((url) => /\/assets\/ViewerStage-/.test(url))).toBe(true);

    // The lab revokes it; the open page closes without being reloaded.
    await dialog.getByRole('button', { name: /^Revocar el enlace/ }).click();
    await staff.getByRole('button', { name: 'Continuar' }).click();
    await staff.getByText('Enlace revocado.').waitFor();
    await recipient.getByRole('heading', { name: 'Este enlace ya no está disponible' }).waitFor();
    await recipient.context().close();
    await staff.context().close();
  });
});
