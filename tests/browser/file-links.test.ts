import { describe, expect, it } from 'vitest';
import { hasChromium, newPage, portalUrl, sharedBrowser } from './support/browser.js';

/** A GraphQL call with the user's bearer token, as the mobile app makes it. */
async function graphql<T>(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${portalUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A signed link to the demo patient's first result file, from a session of their own. */
async function patientFileLink(): Promise<{ token: string; link: string }> {
  const { login } = await graphql<{ login: { token: string } }>(
    null,
    'mutation ($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { token } }',
    { identifier: 'paciente@demo.mx', password: 'demo1234' },
  );
  const { myStudies } = await graphql<{ myStudies: { edges: { node: { files: { signedUrl: string }[] } }[] } }>(login.token, '{ myStudies { edges { node { files { signedUrl } } } } }');
  return { token: login.token, link: myStudies.edges[0].node.files[0].signedUrl };
}

describe.skipIf(!hasChromium)('un enlace de archivo que ya no sirve, abierto en el navegador', () => {
  const browser = sharedBrowser();

  it('la paciente abre el enlace después de cerrar su sesión: lee que expiró, cómo obtener otro, y el botón la lleva al portal', async () => {
    const { token, link } = await patientFileLink();
    expect((await fetch(`${portalUrl()}${link}`)).status).toBe(200);
    await graphql(token, 'mutation { logout }');

    const page = await newPage(browser());
    const response = await page.goto(link);
    expect(response!.status()).toBe(410);
    await page.getByRole('heading', { name: 'El enlace al archivo expiró o no es válido' }).waitFor();
    await page.getByText('los enlaces a los archivos de los estudios duran 10 minutos', { exact: false }).waitFor();
    await page.getByText('Para obtener un enlace nuevo, inicia sesión en el portal y vuelve a abrir el estudio.').waitFor();
    expect(await page.title()).toContain('El enlace al archivo expiró o no es válido');
    await page.getByRole('link', { name: 'Ir al portal' }).click();
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('un enlace alterado responde 403 con la misma página, en el idioma guardado (inglés)', async () => {
    const { link } = await patientFileLink();
    const tampered = link.replace(/signature=([0-9a-f])/, (_match, first: string) => `signature=${first === '0' ? '1' : '0'}`);
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
