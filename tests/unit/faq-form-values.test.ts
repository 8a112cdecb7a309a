import { describe, expect, it } from 'vitest';
import { faqSchema } from '../../shared/validation/faq.js';
import { messages } from '../../shared/messages.js';
import { instantOfLabInput, labInputOf } from '../../client/src/shell/format/lab-time.js';
import { droppedIds, movedIds } from '../../client/src/app-content/content-admin/moved-ids.js';
import { publicationState } from '../../server/src/app-content/publication.js';
import { faqFieldPaths, faqInputOf, faqValuesOf } from '../../client/src/app-content/faq/faq-values.js';
import type { AdminFaqFieldsFragment } from '../../client/src/gql/graphql.js';

describe('preguntas frecuentes: valores del formulario, orden y estado', () => {
  it('una pregunta nueva empieza vacía, publicada y sin ventana; sus campos salen del esquema compartido', () => {
    expect(faqValuesOf()).toEqual({ question: '', answer: '', published: true, publishFrom: '', publishUntil: '' });
    expect([...faqFieldPaths].sort()).toEqual(['answer', 'publishFrom', 'publishUntil', 'published', 'question']);
  });

  it('el admin edita una pregunta guardada: la ventana en hora de México, y se envía recortada y en UTC', () => {
    const stored = {
      id: '4',
      question: '¿Hay estacionamiento?',
      answer: '<p>Sí</p>',
      position: 1,
      published: false,
      publishFrom: '2026-11-24T15:30:00.000Z',
      publishUntil: null,
      state: 'DRAFT',
      updatedAt: '2026-11-20T10:00:00.000Z',
    } as AdminFaqFieldsFragment;
    const values = faqValuesOf(stored);
    expect(values).toEqual({
      question: '¿Hay estacionamiento?',
      answer: '<p>Sí</p>',
      published: false,
      publishFrom: '2026-11-24T09:30',
      publishUntil: '',
    });
    expect(faqInputOf({ ...values, question: '  ¿Hay estacionamiento gratuito? ' })).toEqual({
      question: '¿Hay estacionamiento gratuito?',
      answer: '<p>Sí</p>',
      published: false,
      publishFrom: '2026-11-24T15:30:00.000Z',
      publishUntil: null,
    });
  });

  it('la ventana se escribe en hora de la Ciudad de México y viaja en UTC', () => {
    expect(instantOfLabInput('2026-11-24T09:30')).toBe('2026-11-24T15:30:00.000Z');
    expect(labInputOf('2026-11-24T15:30:00.000Z')).toBe('2026-11-24T09:30');
    expect(instantOfLabInput('')).toBeNull();
    expect(labInputOf(null)).toBe('');
  });

  it('Subir y Bajar intercambian con el vecino; en los extremos nada cambia', () => {
    const items = [{ id: '1' }, { id: '2' }, { id: '3' }];
    expect(movedIds(items, 2, -1)).toEqual(['1', '3', '2']);
    expect(movedIds(items, 0, 1)).toEqual(['2', '1', '3']);
    expect(movedIds(items, 0, -1)).toEqual(['1', '2', '3']);
  });

  it('arrastrar una fila sobre otra la deja en su lugar y corre las demás', () => {
    const items = [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '4' }];
    expect(droppedIds(items, 3, 0)).toEqual(['4', '1', '2', '3']);
    expect(droppedIds(items, 0, 2)).toEqual(['2', '3', '1', '4']);
  });

  it('el formulario acepta la ventana vacía y rechaza un fin anterior al inicio', async () => {
    const base = { question: '¿Hay estacionamiento?', answer: '<p>Sí</p>', published: true };
    await expect(faqSchema.validate({ ...base, publishFrom: '', publishUntil: '' })).resolves.toMatchObject({
      publishFrom: null,
      publishUntil: null,
    });
    await expect(
      faqSchema.validate({ ...base, publishFrom: '2026-12-02T10:00', publishUntil: '2026-12-01T10:00' }),
    ).rejects.toThrow(messages.publishUntilBeforeFrom);
  });

  it('el estado sale de publicada y la ventana', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(publicationState({ published: false, publishFrom: null, publishUntil: null }, now)).toBe('DRAFT');
    expect(publicationState({ published: true, publishFrom: null, publishUntil: null }, now)).toBe('PUBLISHED');
    expect(
      publicationState({ published: true, publishFrom: at('2026-11-25T00:00:00Z'), publishUntil: null }, now),
    ).toBe('SCHEDULED');
    expect(
      publicationState({ published: true, publishFrom: null, publishUntil: at('2026-11-24T12:00:00Z') }, now),
    ).toBe('EXPIRED');
  });
});
