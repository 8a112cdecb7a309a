import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { branchOfficeSchema, coordinatesMapUrl } from '../../shared/validation/branch-office.js';
import {
  branchOfficeFieldPaths,
  branchOfficeInputOf,
  branchOfficeValuesOf,
  emptyContact,
  validCoordinates,
} from '../../client/src/app-content/branch-offices/branch-office-values.js';

const filled = () => ({
  ...branchOfficeValuesOf(),
  name: ' Sucursal Roma ',
  address: 'Av. Álvaro Obregón 121',
  lat: 19.4194 as number | '',
  lng: -99.1617 as number | '',
  contacts: [{ name: ' Ana ', phone: '5512345678' }],
  phones: ['5598765432'],
});

describe('sucursales: valores del formulario', () => {
  it('"Ver en mapa" sólo con ambas coordenadas válidas, y lleva a Google Maps', () => {
    expect(validCoordinates({ lat: 19.4194, lng: -99.1617 })).toEqual({ lat: 19.4194, lng: -99.1617 });
    expect(coordinatesMapUrl(19.4194, -99.1617)).toBe(
      'https://www.google.com/maps/search/?api=1&query=19.4194,-99.1617',
    );
    for (const [lat, lng] of [
      ['', -99.1617],
      [19.4, ''],
      [91, -99],
      [19.4, -180.5],
    ] as const)
      expect(validCoordinates({ lat, lng }), `${lat},${lng}`).toBeNull();
  });

  it('un formulario nuevo empieza vacío y publicado; lo opcional viaja como null y los textos recortados', () => {
    expect(branchOfficeValuesOf()).toEqual({
      name: '',
      address: '',
      lat: '',
      lng: '',
      directions: '',
      mapServiceUrl: '',
      contacts: [],
      phones: [],
      openingHours: '',
      image: null,
      removeImage: false,
      published: true,
      publishFrom: '',
      publishUntil: '',
    });
    expect(emptyContact()).toEqual({ name: '', phone: '' });
    expect(branchOfficeInputOf({ ...filled(), directions: '  ', mapServiceUrl: '' })).toEqual({
      name: 'Sucursal Roma',
      address: 'Av. Álvaro Obregón 121',
      lat: 19.4194,
      lng: -99.1617,
      directions: null,
      mapServiceUrl: null,
      contacts: [{ name: 'Ana', phone: '5512345678' }],
      phones: ['5598765432'],
      openingHours: null,
      published: true,
      publishFrom: null,
      publishUntil: null,
    });
  });

  it('cada renglón de contacto y teléfono tiene su campo para los errores del servidor', () => {
    const paths = branchOfficeFieldPaths({ contacts: [filled().contacts[0], filled().contacts[0]], phones: ['1'] });
    expect(paths).toEqual(
      expect.arrayContaining(['contacts.0.name', 'contacts.1.phone', 'phones.0', 'lat', 'mapServiceUrl', 'image']),
    );
    expect(paths).not.toContain('phones.1');
    const { image: _image, removeImage: _removeImage, ...fields } = branchOfficeValuesOf();
    expect(paths).toEqual(expect.arrayContaining(Object.keys(fields)));
  });

  it('las reglas del formulario nombran el renglón del teléfono equivocado', async () => {
    const errors = await branchOfficeSchema
      .validate({ ...filled(), contacts: [{ name: 'Ana', phone: '551234567' }], lat: '' }, { abortEarly: false })
      .catch((error: { inner: { path: string; message: string }[] }) => error.inner);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'contacts[0].phone', message: messages.phoneInvalid }),
        expect.objectContaining({ path: 'lat', message: messages.latitudeInvalid }),
      ]),
    );
  });
});
