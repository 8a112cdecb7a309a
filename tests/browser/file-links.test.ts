import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories.js';
import { studyWithFiles } from '../support/studies.js';
import { hasChromium, newPage, sharedBrowser } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

/** A patient whose study the lab uploaded, signed in, and a signed link to its first file from that session. */
async function patientFileLink(): Promise<{ token: string; link: string }> {
  const doctor = await createUser(portal().db, 'doctor', { officeData: true });
  const patient = await portal().signedIn('patient', { doctorId: doctor.id });
  const lab = await portal().signedIn('laboratory');
  await studyWithFiles(portal(), lab.token, patient.id);
  const result = await portal().gql<{ myStudies: { edges: { node: { files: { signedUrl: string }[] } }[] } }>(
    '{ myStudies { edges { node { files { signedUrl } } } } }',
    {},
    patient.token,
  );
  return { token: patient.token, link: result.data!.myStudies.edges[0].node.files[0].signedUrl };
}

describe.skipIf(!hasChromium)('un enlace de archivo que ya no sirve, abierto en el navegador', () => {
  const browser = sharedBrowser();

  it('la paciente abre el enlace después de cerrar su sesión: lee que expiró, cómo obtener otro, y el botón la lleva al portal', async () => {
    const { token, link } = await patientFileLink();
    expect((await fetch(`${portal().url}${link}`)).status).toBe(200);
    expect((await portal().gql<{ logout: boolean }>('mutation { logout }', {}, token)).data?.logout).toBe(true);

    const page = await newPage(browser());
    const response = await page.goto(link);
    expect(response!.status()).toBe(410);
    await page.getByRole('heading', { name: 'El enlace al archivo expiró o no es válido' }).waitFor();
    await page.getByText('los enlaces a los archivos de los estudios duran 10 minutos', { exact: false }).waitFor();
    await page
      .getByText('Para obtener un enlace nuevo, inicia sesión en el portal y vuelve a abrir el estudio.')
      .waitFor();
    expect(await page.title()).toContain('El enlace al archivo expiró o no es válido');
    await page.getByRole('link', { name: 'Ir al portal' }).click();
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('un enlace alterado responde 403 con la misma página, en el idioma guardado (inglés)', async () => {
    const { link } = await patientFileLink();
    const tampered = link.replace(
      /signature=([0-9a-f])/,
      (_match, first: string) => `signature=${first === '0' ? '1' : '0'}`,
    );
    const page = await newPage(browser());
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    const response = await page.goto(tampered);
    expect(response!.status()).toBe(403);
    await page.getByRole('heading', { name: 'The file link has expired or is not valid' }).waitFor();
    await page.getByRole('link', { name: 'Go to portal' }).waitFor();
    expect(await page.getByText('El enlace al archivo expiró o no es válido').count()).toBe(0);
    await page.context().close();
  });
});
