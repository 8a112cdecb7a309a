import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createService } from '../../server/src/app-content/services.service.js';
import { systemActor } from '../../server/src/common/actor.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const images = 'server/src/seed/app-images/services';
const gif = {
  name: 'animacion.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
};

type PublicService = { name: string; description: string; image: { url: string } };
const publicServices = async () =>
  (await portal().gql<{ services: PublicService[] }>('{ services { name description image { url } } }')).data!.services;
const publicNames = async () => (await publicServices()).map((service) => service.name);

describe.skipIf(!hasChromium)('servicios de la app', () => {
  const browser = sharedBrowser();

  it('la administradora crea un servicio con imagen, lo sube un lugar, lo edita y lo elimina; la app lo sigue en cada paso', async () => {
    const tag = newTag();
    const before = `Radiografía panorámica ${tag}`;
    const name = `Tomografía Cone Beam ${tag}`;
    await createService(
      portal().app.deps,
      systemActor,
      { name: before, description: '<p>Todos los dientes en una imagen.</p>', published: true },
      createReadStream(`${images}/panoramica.jpg`),
    );
    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByText('Servicios', { exact: true }).click();
    await nav.getByText('Listado de servicios').click();
    await page.waitForURL(/\/services\/index$/);
    const previous = page.getByRole('row', { name: new RegExp(before) });
    await previous.getByText('Publicado').waitFor();
    expect(await previous.locator('img').getAttribute('src')).toMatch(/^\/files\/public\/app\/services\/.+\.webp$/);

    await page.getByRole('main').getByRole('link', { name: 'Nuevo servicio' }).click();
    await page.waitForURL(/\/services\/create$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El nombre es requerido').waitFor();
    await page.getByText('La descripción es requerida').waitFor();
    await page.getByText('La imagen es requerida').waitFor();

    await page.getByLabel('Nombre', { exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Descripción' }).click();
    await page.keyboard.type('Imagen en 3D para planear implantes.');
    await page.getByTestId('image-input').setInputFiles(gif);
    await page.getByText('La imagen debe ser PNG, JPG o WebP').waitFor();
    await page.getByTestId('image-input').setInputFiles(`${images}/cbct.jpg`);
    await page.getByAltText('Vista previa de la imagen elegida').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Servicio creado.').waitFor();
    await page.waitForURL(/\/services\/index$/);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Publicado').waitFor();
    const created = (await publicServices()).find((service) => service.name === name)!;
    expect(created.description).toBe('<p>Imagen en 3D para planear implantes.</p>');
    expect(created.image.url).toMatch(/^\/files\/public\/app\/services\/.+\.jpg$/);
    const names = await publicNames();
    expect(names.indexOf(name)).toBe(names.indexOf(before) + 1);

    await page.getByRole('button', { name: `Subir ${name}` }).click();
    await page.getByText('Orden guardado.').waitFor();
    const moved = await publicNames();
    expect(moved.indexOf(name)).toBe(moved.indexOf(before) - 1);

    // Edited without a new image: the name changes, the picture stays.
    const renamed = `${name} con interpretación`;
    await page.getByRole('link', { name: `Editar ${name}` }).click();
    await page.waitForURL(/\/services\/\d+\/edit$/);
    await page.getByAltText(`Imagen actual de ${name}`).waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Servicio actualizado.').waitFor();
    await page.waitForURL(/\/services\/index$/);
    await page.getByRole('row', { name: new RegExp(renamed) }).waitFor();
    expect((await publicServices()).find((service) => service.name === renamed)?.image.url).toBe(created.image.url);

    await page.getByRole('button', { name: `Eliminar ${renamed}` }).click();
    await page.getByText('El servicio será eliminado. ¿Deseas continuar?').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Servicio eliminado.').waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(renamed) }).count()).toBe(0);
    expect(await publicNames()).not.toContain(renamed);
    expect((await portal().inject({ method: 'GET', url: created.image.url })).statusCode).toBe(404);
    await page.context().close();
  });
});
