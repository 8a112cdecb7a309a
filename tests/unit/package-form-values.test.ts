import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages.js';
import {
  packageFieldPaths,
  packageFormSchema,
  packageInputOf,
  packageValuesOf,
} from '../../client/src/app-content/packages/package-values.js';
import type { AdminPackageFieldsFragment } from '../../client/src/gql/graphql.js';

// The client's translation of server texts needs the Vite build (a virtual module); not under test here.
vi.mock('../../client/src/i18n/server-messages.js', () => ({ translateServerMessage: (text: string) => text }));

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ortodoncia.png', { type: 'image/png' });
const filled = {
  name: '  Paquete de ortodoncia ',
  description: ' Panorámica y cefalometría. ',
  studyTypeIds: ['2', '3'],
  price: '1850.5',
  image,
};

describe('paquetes: valores del formulario', () => {
  it('un paquete nuevo empieza vacío, sin tipos de estudio, publicado y sin imagen; sus campos salen del esquema', () => {
    expect(packageValuesOf()).toEqual({
      name: '',
      description: '',
      studyTypeIds: [],
      price: '',
      image: null,
      published: true,
      publishFrom: '',
      publishUntil: '',
    });
    expect([...packageFieldPaths].sort()).toEqual(Object.keys(packageValuesOf()).sort());
  });

  it('el precio se escribe en pesos: mayor a 0, hasta $100,000.00 y con dos decimales como máximo', async () => {
    const values = { ...packageValuesOf(), ...filled };
    const schema = packageFormSchema(true);
    await expect(schema.validate(values)).resolves.toMatchObject({ price: 1850.5 });
    await expect(schema.validate({ ...values, price: '100000' })).resolves.toMatchObject({ price: 100_000 });
    for (const price of ['', '0', '-5', '100000.01', '12.345', 'doce']) {
      await expect(schema.validate({ ...values, price }), price).rejects.toThrow(messages.packagePriceInvalid);
    }
  });

  it('pide al menos un tipo de estudio, y la imagen solo al crear', async () => {
    const values = { ...packageValuesOf(), ...filled };
    await expect(packageFormSchema(true).validate({ ...values, studyTypeIds: [] })).rejects.toThrow(
      messages.packageStudyTypesRequired,
    );
    await expect(packageFormSchema(true).validate({ ...values, image: null })).rejects.toThrow(
      messages.appImageRequired,
    );
    await expect(packageFormSchema(false).validate({ ...values, image: null })).resolves.toMatchObject({
      name: 'Paquete de ortodoncia',
    });
  });

  it('lo que viaja a la API: textos sin espacios de más, el precio en centavos y sin la imagen (va aparte)', () => {
    expect(packageInputOf({ ...packageValuesOf(), ...filled, publishUntil: '2026-12-31T18:00' })).toEqual({
      name: 'Paquete de ortodoncia',
      description: 'Panorámica y cefalometría.',
      studyTypeIds: ['2', '3'],
      price: { cents: 185_050, currency: 'MXN' },
      published: true,
      publishFrom: null,
      publishUntil: '2027-01-01T00:00:00.000Z',
    });
  });

  it('un paquete guardado vuelve al formulario con su precio en pesos y sus tipos de estudio', () => {
    const saved = {
      id: '7',
      name: 'Paquete de implantes',
      description: '',
      studyTypes: [{ id: '4', name: 'Tomografía computarizada (CBCT)' }],
      price: { cents: 320_000, currency: 'MXN' },
      position: 1,
      published: false,
      publishFrom: null,
      publishUntil: null,
      state: 'DRAFT',
      image: { url: '/files/public/app/packages/a.png', sizes: [] },
    } as unknown as AdminPackageFieldsFragment;
    expect(packageValuesOf(saved)).toMatchObject({ studyTypeIds: ['4'], price: '3200.00', published: false });
  });
});
