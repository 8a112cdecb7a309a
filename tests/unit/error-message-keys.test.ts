import { describe, expect, it } from 'vitest';
import { messages, spacesAvailableMessage } from '../../shared/messages.js';
import { portalMessages } from '../../shared/portal-messages.js';
import { localizeErrorBody, localizeMessage } from '../../server/src/common/error-language.js';
import { translator } from '../../server/src/common/translations.js';

const serverMessages = [...Object.values(messages), ...Object.values(portalMessages)];

describe('la clave de cada mensaje del servidor (extensions.messageKey)', () => {
  it('todo mensaje del servidor está en el catálogo: su clave es su texto en español, y en español se lee igual', () => {
    const spanish = translator('es-MX');
    const unkeyed = serverMessages.filter((text) => localizeMessage(text, spanish).messageKey !== text);
    expect(unkeyed).toEqual([]);
    const changed = serverMessages.filter((text) => localizeMessage(text, spanish).message !== text);
    expect(changed).toEqual([]);
  });

  it('en otro idioma cambia el mensaje, nunca la clave', () => {
    expect(localizeMessage(messages.courseFull, translator('en'))).toEqual({
      message: translator('en').t(messages.courseFull),
      messageKey: messages.courseFull,
    });
    expect(translator('en').t(messages.courseFull)).not.toBe(messages.courseFull);
  });

  it('«Lugares disponibles: 3» lleva la forma del catálogo como clave y el número traducido', () => {
    expect(localizeMessage(spacesAvailableMessage(3), translator('en'))).toEqual({
      message: 'Places available: 3',
      messageKey: 'Lugares disponibles: {available}',
    });
  });

  it('una respuesta REST pone la clave junto al código y traduce cada campo', () => {
    const body = {
      message: messages.phoneInvalid,
      code: 'BAD_USER_INPUT',
      field: 'phone',
      fields: { phone: messages.phoneInvalid, zipCode: messages.zipCodeInvalid },
    };
    const en = translator('en');
    expect(localizeErrorBody(body, en)).toEqual({
      message: en.t(messages.phoneInvalid),
      code: 'BAD_USER_INPUT',
      messageKey: messages.phoneInvalid,
      field: 'phone',
      fields: { phone: en.t(messages.phoneInvalid), zipCode: en.t(messages.zipCodeInvalid) },
    });
  });
});
