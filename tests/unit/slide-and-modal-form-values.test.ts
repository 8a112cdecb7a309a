import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages.js';
import { isHttpsLink } from '../../shared/validation/https-link.js';
import { slideSchema } from '../../shared/validation/slide.js';
import { welcomeModalSchema } from '../../shared/validation/welcome-modal.js';
import { slideFieldPaths, slideInputOf, slideValuesOf } from '../../client/src/app-content/slides/slide-values.js';
import {
  welcomeModalFieldPaths,
  welcomeModalInputOf,
  welcomeModalValuesOf,
} from '../../client/src/app-content/welcome-modals/welcome-modal-values.js';
import type { AdminWelcomeModalFieldsFragment } from '../../client/src/gql/graphql.js';

// The client's translation of server texts needs the Vite build (a virtual module); not under test here.
vi.mock('../../client/src/i18n/server-messages.js', () => ({ translateServerMessage: (text: string) => text }));

const publication = { published: true, publishFrom: '', publishUntil: '' };

describe('slides y modales de bienvenida: reglas y valores del formulario', () => {
  it('un slide y un modal nuevos empiezan vacíos, publicados y sin imagen; sus campos salen del esquema', () => {
    const window = { published: true, publishFrom: '', publishUntil: '' };
    expect(slideValuesOf()).toEqual({ altText: '', linkUrl: '', image: null, ...window });
    expect(welcomeModalValuesOf()).toEqual({ altText: '', title: '', body: '', image: null, ...window });
    expect([...slideFieldPaths].sort()).toEqual(Object.keys(slideValuesOf()).sort());
    expect([...welcomeModalFieldPaths].sort()).toEqual(Object.keys(welcomeModalValuesOf()).sort());
  });

  it('un modal guardado sin texto vuelve al formulario con el texto vacío y su ventana en hora de México', () => {
    const saved = {
      id: '3',
      altText: 'Diente',
      title: 'Bienvenida',
      body: null,
      position: 1,
      published: true,
      publishFrom: null,
      publishUntil: '2026-12-31T18:00:00.000Z',
      image: { url: '/files/public/app/welcome-modals/a.webp', sizes: [] },
    } as unknown as AdminWelcomeModalFieldsFragment;
    expect(welcomeModalValuesOf(saved)).toEqual({
      altText: 'Diente',
      title: 'Bienvenida',
      body: '',
      image: null,
      published: true,
      publishFrom: '',
      publishUntil: '2026-12-31T12:00',
    });
  });

  it('un enlace de slide sólo vale con https y un dominio', () => {
    expect(isHttpsLink('https://laboratorio.example/cursos?mes=julio')).toBe(true);
    for (const wrong of ['http://laboratorio.example', 'https://', 'javascript:alert(1)', 'https://a b.mx', 'www.x.mx'])
      expect(isHttpsLink(wrong), wrong).toBe(false);
  });

  it('el enlace y el texto vacíos viajan como null; los textos, sin espacios de más', () => {
    const slide = { ...slideValuesOf(), altText: '  Panorámica  ', linkUrl: '   ' };
    expect(slideInputOf(slide)).toEqual({ altText: 'Panorámica', linkUrl: null, ...nullWindow });
    const modal = { ...welcomeModalValuesOf(), altText: 'Diente', title: ' Hola ', body: ' \n ' };
    expect(welcomeModalInputOf(modal)).toEqual({ altText: 'Diente', title: 'Hola', body: null, ...nullWindow });
  });

  it('las reglas compartidas dan el mensaje en español de cada campo', async () => {
    await expect(
      slideSchema.validate({ altText: 'Promoción', linkUrl: 'http://x.mx', ...publication }),
    ).rejects.toThrow(messages.httpsLinkInvalid);
    await expect(slideSchema.validate({ altText: ' ', linkUrl: '', ...publication })).rejects.toThrow(
      messages.altTextRequired,
    );
    await expect(
      welcomeModalSchema.validate({ altText: 'Diente', title: 'x'.repeat(121), ...publication }),
    ).rejects.toThrow(messages.welcomeModalTitleMax);
    await expect(
      welcomeModalSchema.validate({ altText: 'Diente', title: 'Hola', body: 'x'.repeat(1001), ...publication }),
    ).rejects.toThrow(messages.welcomeModalBodyMax);
  });
});

const nullWindow = { published: true, publishFrom: null, publishUntil: null };
