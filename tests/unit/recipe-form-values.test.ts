import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages.js';
import {
  recipeFieldPaths,
  recipeFormSchema,
  recipeInputOf,
  recipeValuesOf,
} from '../../client/src/app-content/recipes/recipe-values.js';
import type { AdminRecipeFieldsFragment } from '../../client/src/gql/graphql.js';

// The client's translation of server texts needs the Vite build (a virtual module); not under test here.
vi.mock('../../client/src/i18n/server-messages.js', () => ({ translateServerMessage: (text: string) => text }));

const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'recetario.pdf', { type: 'application/pdf' });
const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portada.png', { type: 'image/png' });

describe('recetario: valores del formulario', () => {
  it('una receta nueva empieza vacía, sin ser portada, publicada y sin archivos; sus campos salen del esquema', () => {
    expect(recipeValuesOf()).toEqual({
      title: '',
      isFront: false,
      pdf: null,
      cover: null,
      published: true,
      publishFrom: '',
      publishUntil: '',
    });
    expect([...recipeFieldPaths].sort()).toEqual(Object.keys(recipeValuesOf()).sort());
  });

  it('una receta nueva pide su PDF y su portada; una guardada conserva los suyos', async () => {
    const values = { ...recipeValuesOf(), title: 'Indicaciones para tomografía' };
    await expect(recipeFormSchema(true).validate({ ...values, cover })).rejects.toThrow(messages.pdfRequired);
    await expect(recipeFormSchema(true).validate({ ...values, pdf, cover })).resolves.toMatchObject({ pdf, cover });
    await expect(recipeFormSchema(false).validate(values)).resolves.toMatchObject({ isFront: false });
  });

  it('el admin edita una receta guardada y la envía con el título recortado, la ventana en UTC y sin archivos', () => {
    const saved = {
      id: '5',
      title: 'Recetario general',
      pdfUrl: '/files/public/app/recipes/a.pdf',
      pdfBytes: 2048,
      cover: { url: '/files/public/app/recipes/a.webp', sizes: [] },
      isFront: true,
      position: 1,
      published: true,
      publishFrom: '2026-11-24T15:30:00.000Z',
      publishUntil: null,
    } as unknown as AdminRecipeFieldsFragment;
    const values = recipeValuesOf(saved);
    expect(values).toMatchObject({ title: 'Recetario general', isFront: true, publishFrom: '2026-11-24T09:30' });
    expect(recipeInputOf({ ...values, title: ' Recetario 2027 ', pdf })).toEqual({
      title: 'Recetario 2027',
      isFront: true,
      published: true,
      publishFrom: '2026-11-24T15:30:00.000Z',
      publishUntil: null,
    });
  });
});
