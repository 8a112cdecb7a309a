import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { isHttpsLink } from '../../shared/validation/https-link.js';
import { slideSchema } from '../../shared/validation/slide.js';
import { welcomeModalSchema } from '../../shared/validation/welcome-modal.js';
import { slideInputOf, slideValuesOf } from '../../client/src/app-content/slides/slide-values.js';
import {
  welcomeModalInputOf,
  welcomeModalValuesOf,
} from '../../client/src/app-content/welcome-modals/welcome-modal-values.js';

const publication = { published: true, publishFrom: '', publishUntil: '' };

describe('slides y modales de bienvenida: reglas y valores del formulario', () => {
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
