import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPackage } from '../../server/src/app-content/packages.service.js';
import { systemActor } from '../../server/src/common/actor.js';
import { studyTypes } from '../../server/src/study-types/study-types.tables.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();

const images = 'server/src/seed/app-images/services';

type PublicPackage = {
  name: string;
  description: string;
  studyTypes: { name: string }[];
  price: { cents: number; currency: string };
  image: { url: string };
};
const publicPackages = async () =>
  (
    await portal().gql<{ packages: PublicPackage[] }>(
      '{ packages { name description studyTypes { name } price { cents currency } image { url } } }',
    )
  ).data!.packages;

describe.skipIf(!hasChromium)('paquetes de estudios de la app', () => {
  const browser = sharedBrowser();

  it('la administradora crea un paquete con imagen y tipos de estudio, lo ve en la lista y en la app, y lo elimina', async () => {
    const name = `Paquete de ortodoncia ${newTag()}`;
    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Paquetes', { exact: true }).click();
    await page.waitForURL(/\/package-group$/);

    await page.getByRole('main').getByRole('link', { name: 'Nuevo paquete' }).click();
    await page.waitForURL(/\/package-group\/create$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El nombre es requerido').waitFor();
    await page.getByText('Elige al menos un tipo de estudio').waitFor();
    await page.getByText('El precio debe ser mayor a 0 y de hasta $100,000.00').waitFor();
    await page.getByText('La imagen es requerida').waitFor();

    await page.getByLabel('Nombre', { exact: true }).fill(name);
    await page.getByLabel('Descripción').fill('Los estudios para iniciar un tratamiento de ortodoncia.');
    await page.getByLabel('Tipos de estudio incluidos').click();
    await page.getByRole('option', { name: 'Radiografía panorámica' }).click();
    await page.getByRole('option', { name: 'Fotografía clínica' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Precio').fill('1850.5');
    await page.getByTestId('image-input').setInputFiles(`${images}/cefalometria.jpg`);
    await page.getByAltText('Vista previa de la imagen elegida').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Paquete creado.').waitFor();
    await page.waitForURL(/\/package-group$/);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Publicado').waitFor();
    await row.getByText('Fotografía clínica, Radiografía panorámica').waitFor();
    await row.getByText('$1,850.50 MXN').waitFor();
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/files\/public\/app\/packages\/.+\.webp$/);

    const created = (await publicPackages()).find((item) => item.name === name)!;
    expect(created).toMatchObject({
      description: 'Los estudios para iniciar un tratamiento de ortodoncia.',
      studyTypes: [{ name: 'Fotografía clínica' }, { name: 'Radiografía panorámica' }],
      price: { cents: 185_050, currency: 'MXN' },
    });
    expect(created.image.url).toMatch(/^\/files\/public\/app\/packages\/.+\.jpg$/);

    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByText('El paquete será eliminado. ¿Deseas continuar?').waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await row.waitFor();
    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Paquete eliminado.').waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(name) }).count()).toBe(0);
    expect((await publicPackages()).map((item) => item.name)).not.toContain(name);
    expect((await portal().inject({ method: 'GET', url: created.image.url })).statusCode).toBe(404);
    await page.context().close();
  });

  it('la laboratorista consulta los paquetes desde el grupo Administración, sin poder cambiarlos', async () => {
    const name = `Paquete de consulta ${newTag()}`;
    const [panoramic] = await portal()
      .db.select({ id: studyTypes.id })
      .from(studyTypes)
      .where(eq(studyTypes.name, 'Radiografía panorámica'));
    await createPackage(
      portal().app.deps,
      systemActor,
      {
        name,
        description: 'Para consultar.',
        studyTypeIds: [panoramic.id],
        price: { cents: 95_000, currency: 'MXN' },
        published: true,
        publishFrom: null,
        publishUntil: null,
      },
      createReadStream(`${images}/cbct.jpg`),
    );
    const page = await signedInPage(browser(), await createUser(portal().db, 'laboratory'), /\/control$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Paquetes', { exact: true }).click();
    await page.waitForURL(/\/package-group$/);
    await page.getByText('Puedes consultar esta lista; solo un administrador puede hacer cambios.').waitFor();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('$950.00 MXN').waitFor();
    expect(await page.getByRole('link', { name: 'Nuevo paquete' }).count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await row.getByRole('link').count()).toBe(0);

    await page.goto(`${new URL(page.url()).origin}/package-group/create`);
    await page.waitForURL(/\/control$/);
    await page.context().close();
  });
});
