import { describe, expect, it } from 'vitest';
import { createBranchOffice } from '../../server/src/app-content/branch-offices.service.js';
import { systemActor } from '../../server/src/common/actor.js';
import { createUser } from '../support/factories.js';
import { newTag } from '../support/users.js';
import { hasChromium, sharedBrowser, signedInPage } from './support/browser.js';
import { usePortal } from './support/portal.js';

const portal = usePortal();
const photo = 'server/src/seed/app-images/branch-offices/roma.jpg';

type PublicOffice = { name: string; mapUrl: string; contacts: { name: string; phone: string }[]; phones: string[] };
const publicOffices = async () =>
  (
    await portal().gql<{ branchOffices: PublicOffice[] }>(
      '{ branchOffices { name mapUrl contacts { name phone } phones } }',
    )
  ).data!.branchOffices;

describe.skipIf(!hasChromium)('sucursales de la app', () => {
  const browser = sharedBrowser();

  it('la administradora crea una sucursal con dos contactos, la arrastra al primer lugar y la app la recibe primero con sus contactos', async () => {
    const tag = newTag();
    const existing = `Sucursal Satélite ${tag}`;
    const name = `Sucursal Coyoacán ${tag}`;
    await createBranchOffice(portal().app.deps, systemActor, {
      name: existing,
      address: 'Circuito Centro Comercial 2251, Naucalpan',
      lat: 19.5096,
      lng: -99.2346,
      contacts: [],
      phones: ['5553930412'],
      published: true,
    });
    const page = await signedInPage(browser(), await createUser(portal().db, 'admin'), /\/panel$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Sucursales').click();
    await page.waitForURL(/\/branch-offices\/index$/);
    await page.getByRole('row', { name: new RegExp(existing) }).waitFor();

    await page.getByRole('link', { name: 'Nueva sucursal' }).click();
    await page.waitForURL(/\/branch-offices\/create$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El nombre es requerido').waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill(name);
    await page.getByLabel('Dirección', { exact: true }).fill('Calle Francisco Sosa 12, Coyoacán, CDMX');

    // The map link appears once both coordinates are valid, and follows them.
    const mapLink = page.getByRole('link', { name: 'Ver en mapa' });
    await page.getByLabel('Latitud').fill('95');
    await page.getByLabel('Longitud').fill('-99.1617');
    await page.getByLabel('Longitud').blur();
    await page.getByText('La latitud debe ser un número entre -90 y 90').waitFor();
    expect(await mapLink.count()).toBe(0);
    await page.getByLabel('Latitud').fill('19.3499');
    await mapLink.waitFor();
    expect(await mapLink.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=19.3499,-99.1617');
    expect(await mapLink.getAttribute('target')).toBe('_blank');

    await page.getByRole('button', { name: 'Agregar contacto' }).click();
    await page.getByRole('button', { name: 'Agregar contacto' }).click();
    await page.getByLabel('Nombre del contacto 1').fill('Lic. Ana Pérez');
    await page.getByLabel('Teléfono del contacto 1').fill('55-1234-5678');
    await page.getByLabel('Nombre del contacto 2').fill('Dr. Luis Gómez');
    await page.getByLabel('Teléfono del contacto 2').fill('558765432');
    await page.getByRole('button', { name: 'Agregar teléfono' }).click();
    await page.getByLabel('Teléfono 1', { exact: true }).fill('5598765432');
    await page.getByTestId('image-input').setInputFiles(photo);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El teléfono debe ser de 10 dígitos').waitFor();
    await page.getByLabel('Teléfono del contacto 2').fill('5587654321');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Sucursal creada.').waitFor();
    await page.waitForURL(/\/branch-offices\/index$/);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Publicada').waitFor();
    await row.getByText('5598765432').waitFor();
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/files\/public\/app\/branch-offices\/.+\.webp$/);
    const before = (await publicOffices()).map((office) => office.name);
    expect(before.indexOf(name)).toBeGreaterThan(before.indexOf(existing));

    // Dragged onto the first row, it becomes the first office the app shows.
    await row.dragTo(page.getByRole('row').nth(1));
    await page.getByText('Orden guardado.').waitFor();
    await expect.poll(async () => (await publicOffices())[0]?.name).toBe(name);
    expect((await publicOffices())[0]).toEqual({
      name,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=19.3499,-99.1617',
      contacts: [
        { name: 'Lic. Ana Pérez', phone: '5512345678' },
        { name: 'Dr. Luis Gómez', phone: '5587654321' },
      ],
      phones: ['5598765432'],
    });

    // Taking the photo away asks first (SPEC point 8: the image will be deleted); cancelled, it stays.
    await page.getByRole('link', { name: `Editar ${name}` }).click();
    await page.waitForURL(/\/branch-offices\/\d+\/edit$/);
    await page.getByRole('button', { name: 'Quitar foto' }).click();
    const confirmRemoval = page.getByRole('dialog', { name: `Quitar la foto de ${name}` });
    await confirmRemoval.getByText('La imagen será eliminada. ¿Deseas continuar?').waitFor();
    await confirmRemoval.getByRole('button', { name: 'Cancelar' }).click();
    await confirmRemoval.waitFor({ state: 'detached' });
    expect(await page.getByText('La foto se quitará al guardar.').count()).toBe(0);
    await page.getByRole('button', { name: 'Quitar foto' }).click();
    await confirmRemoval.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('La foto se quitará al guardar.').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/branch-offices\/index$/);
    await expect.poll(() => row.locator('img').count()).toBe(0);
    await page.context().close();
  });
});
