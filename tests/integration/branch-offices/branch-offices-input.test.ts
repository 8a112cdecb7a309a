import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { branchOffices } from '../../../server/src/app-content/branch-offices.tables.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { CREATE, gif, officeInput, picture, storedOfficeFiles, withImage } from './branch-office-api.js';

const MiB = 1024 * 1024;
const contact = (name: string, phone: string) => ({ name, phone });

describe(`sucursales: lo que se rechaza no guarda nada (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    // 1 MB, so the oversize case stays small.
    server = await startTestServer({ fileSizeLimitMb: 1 });
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(() => server.close());

  const rowsNamed = (name: string) => server.db.select().from(branchOffices).where(eq(branchOffices.name, name));

  /** Sends the form with a photo (so a refusal must also leave no file behind) and expects the refusal. */
  const expectRefused = async (overrides: Record<string, unknown>, field: string, message: string) => {
    const input = officeInput(overrides);
    const result = await withImage(
      server,
      admin,
      CREATE,
      { input },
      {
        name: 'fachada.png',
        bytes: await picture(),
        type: 'image/png',
      },
    );
    expect(result.errors![0], JSON.stringify(overrides)).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
    expect(result.status).toBeLessThan(500);
    expect(await rowsNamed(input.name)).toEqual([]);
    expect(await storedOfficeFiles(server.dataDir)).toEqual([]);
  };

  it.each([
    ['latitud 91', { lat: 91 }, 'lat', messages.latitudeInvalid],
    ['latitud -90.5', { lat: -90.5 }, 'lat', messages.latitudeInvalid],
    ['longitud -181', { lng: -181 }, 'lng', messages.longitudeInvalid],
    ['longitud 180.01', { lng: 180.01 }, 'lng', messages.longitudeInvalid],
    ['latitud en texto', { lat: 'diecinueve' }, 'lat', messages.latitudeInvalid],
    ['longitud en texto', { lng: '-99,16' }, 'lng', messages.longitudeInvalid],
    ['latitud vacía', { lat: null }, 'lat', messages.latitudeInvalid],
  ])('rechaza una %s con su mensaje', async (_label, overrides, field, message) => {
    await expectRefused(overrides, field, message);
  });

  it.each([
    ['http://', 'http://maps.google.com/?q=19.4,-99.1'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['sin esquema', 'maps.google.com/?q=19.4,-99.1'],
    ['https sin servidor', 'https://'],
  ])('rechaza un enlace de mapa %s', async (_label, mapServiceUrl) => {
    await expectRefused({ mapServiceUrl }, 'mapServiceUrl', messages.mapLinkInvalid);
  });

  it.each([
    ['un teléfono de contacto de 9 dígitos', { contacts: [contact('Ana', '551234567')] }, 'contacts.0.phone'],
    [
      'el segundo contacto con letras en el teléfono',
      { contacts: [contact('Ana', '5512345678'), contact('Luis', '55-1234-56')] },
      'contacts.1.phone',
    ],
    ['un teléfono de la sucursal de 9 dígitos', { phones: ['5512345678', '551234567'] }, 'phones.1'],
    ['un teléfono de 11 dígitos', { phones: ['55123456789'] }, 'phones.0'],
  ])('rechaza %s en su campo', async (_label, overrides, field) => {
    await expectRefused(overrides, field, messages.phoneInvalid);
  });

  it('rechaza un contacto sin nombre, y más contactos o teléfonos de los que caben', async () => {
    await expectRefused({ contacts: [contact('   ', '5512345678')] }, 'contacts.0.name', messages.contactNameRequired);
    await expectRefused(
      { contacts: Array.from({ length: 11 }, (_, i) => contact(`Contacto ${i}`, '5512345678')) },
      'contacts',
      messages.contactsMax,
    );
    await expectRefused({ phones: Array.from({ length: 6 }, () => '5512345678') }, 'phones', messages.phonesMax);
  });

  it.each([
    ['name', { name: '  ' }, messages.nameRequired],
    ['name', { name: 'x'.repeat(121) }, messages.branchOfficeNameMax],
    ['address', { address: '' }, messages.addressRequired],
    ['openingHours', { openingHours: 'x'.repeat(1001) }, messages.branchOfficeTextMax],
    [
      'publishUntil',
      { publishFrom: '2030-01-02T00:00:00Z', publishUntil: '2030-01-01T00:00:00Z' },
      messages.publishUntilBeforeFrom,
    ],
  ])('rechaza %s inválido en español', async (field, overrides, message) => {
    await expectRefused(overrides, field, message);
  });

  it('una foto GIF o un archivo de texto se rechazan por su contenido, aunque se llamen .png', async () => {
    for (const file of [
      { name: 'animada.gif', bytes: gif, type: 'image/gif' },
      { name: 'foto.png', bytes: new TextEncoder().encode('no soy una imagen'), type: 'image/png' },
    ]) {
      const input = officeInput();
      const result = await withImage(server, admin, CREATE, { input }, file);
      expect(result.errors![0], file.name).toMatchObject({
        message: messages.appImageInvalid,
        extensions: { code: 'BAD_USER_INPUT', field: 'image' },
      });
      expect(await rowsNamed(input.name)).toEqual([]);
    }
    expect(await storedOfficeFiles(server.dataDir)).toEqual([]);
  });

  it('una foto que pasa del tamaño máximo se rechaza y no queda nada', async () => {
    const png = await picture();
    const input = officeInput();
    const result = await withImage(
      server,
      admin,
      CREATE,
      { input },
      {
        name: 'enorme.png',
        bytes: Buffer.concat([png, Buffer.alloc(MiB + 1 - png.length)]),
        type: 'image/png',
      },
    );
    expect(result.errors![0]).toMatchObject({
      message: messages.fileTooLarge,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    expect(await rowsNamed(input.name)).toEqual([]);

    // With a wrong field too, the form's message comes first and the file is never read.
    const both = await withImage(
      server,
      admin,
      CREATE,
      { input: { ...input, lat: 123 } },
      {
        name: 'enorme.png',
        bytes: Buffer.concat([png, Buffer.alloc(MiB + 1 - png.length)]),
        type: 'image/png',
      },
    );
    expect(both.errors![0]).toMatchObject({ message: messages.latitudeInvalid, extensions: { field: 'lat' } });
    expect(await rowsNamed(input.name)).toEqual([]);
    expect(await storedOfficeFiles(server.dataDir)).toEqual([]);
    const after = await server.gql<{ branchOffices: unknown[] }>('{ branchOffices { id } }');
    expect(after.errors).toBeUndefined();
  });
});
