import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages.js';
import {
  serviceFieldPaths,
  serviceFormSchema,
  serviceInputOf,
  serviceValuesOf,
} from '../../client/src/app-content/services/service-values.js';

// The client's translation of server texts needs the Vite build (a virtual module); not under test here.
vi.mock('../../client/src/i18n/server-messages.js', () => ({ translateServerMessage: (text: string) => text }));

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'panoramica.png', { type: 'image/png' });
const filled = { name: '  Radiografía panorámica ', description: '<p>Todos los dientes.</p>', image: null };

describe('servicios: valores del formulario', () => {
  it('un servicio nuevo empieza vacío, publicado y sin imagen; sus campos salen del esquema compartido', () => {
    expect(serviceValuesOf()).toEqual({
      name: '',
      description: '',
      image: null,
      published: true,
      publishFrom: '',
      publishUntil: '',
    });
    expect([...serviceFieldPaths].sort()).toEqual(Object.keys(serviceValuesOf()).sort());
  });

  it('un servicio nuevo pide su imagen; uno guardado conserva la suya si no se elige otra', async () => {
    const values = { ...serviceValuesOf(), ...filled };
    await expect(serviceFormSchema(true).validate(values)).rejects.toThrow(messages.appImageRequired);
    await expect(serviceFormSchema(true).validate({ ...values, image })).resolves.toMatchObject({ image });
    await expect(serviceFormSchema(false).validate(values)).resolves.toMatchObject({ name: 'Radiografía panorámica' });
  });

  it('el nombre tiene las reglas compartidas: requerido y de 120 caracteres como máximo', async () => {
    const values = { ...serviceValuesOf(), ...filled, image };
    await expect(serviceFormSchema(true).validate({ ...values, name: ' ' })).rejects.toThrow(messages.nameRequired);
    await expect(serviceFormSchema(true).validate({ ...values, name: 'x'.repeat(121) })).rejects.toThrow(
      messages.serviceNameMax,
    );
  });

  it('lo que viaja a la API: el nombre sin espacios de más, la ventana en UTC y sin la imagen (va aparte)', () => {
    const input = serviceInputOf({
      ...serviceValuesOf(),
      ...filled,
      image,
      publishFrom: '2026-11-24T09:30',
    });
    expect(input).toEqual({
      name: 'Radiografía panorámica',
      description: '<p>Todos los dientes.</p>',
      published: true,
      publishFrom: '2026-11-24T15:30:00.000Z',
      publishUntil: null,
    });
  });
});
