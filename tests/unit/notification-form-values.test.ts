import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { notificationSchema } from '../../shared/validation/notification.js';
import {
  notificationFieldPaths,
  notificationInputOf,
  notificationValuesOf,
  type NotificationValues,
} from '../../client/src/notifications/notification-values.js';

const values = (overrides: Partial<NotificationValues> = {}): NotificationValues => ({
  ...notificationValuesOf(),
  body: 'Mañana la sucursal Centro abre a las 10:00.',
  ...overrides,
});

describe('notificaciones: valores del formulario', () => {
  it('un formulario nuevo va a todos los dispositivos, sin título ni usuario', () => {
    expect(notificationValuesOf()).toEqual({ title: '', body: '', audience: 'ALL', userId: '' });
    expect([...notificationFieldPaths].sort()).toEqual(['audience', 'body', 'title', 'userId']);
  });

  it('el título vacío viaja como ninguno y el usuario elegido solo cuenta con «Un usuario»', () => {
    expect(notificationInputOf(values({ title: '  ', body: '  Hola  ', userId: '12' }))).toEqual({
      title: null,
      body: 'Hola',
      audience: 'ALL',
      userId: null,
    });
    expect(notificationInputOf(values({ title: ' Aviso ', audience: 'USER', userId: '12' }))).toMatchObject({
      title: 'Aviso',
      audience: 'USER',
      userId: '12',
    });
  });

  it('al editar, el formulario parte de la notificación guardada, con su usuario', () => {
    const form = notificationValuesOf({
      id: '7',
      title: null,
      body: 'Tu estudio está listo.',
      audience: 'USER',
      user: { id: '31', fullName: 'Renata Solís', email: 'renata@prueba.mx' },
      state: 'SENT',
      recipients: 1,
      sentCount: 1,
      failedCount: 0,
      pendingCount: 0,
      sendCount: 1,
      sentAt: '2026-11-24T15:30:00.000Z',
    });
    expect(form).toEqual({ title: '', body: 'Tu estudio está listo.', audience: 'USER', userId: '31' });
  });

  it('el esquema compartido rechaza el texto vacío o de 256 caracteres y «Un usuario» sin usuario', async () => {
    await expect(notificationSchema.validate(values({ body: '' }))).rejects.toThrow(messages.notificationBodyRequired);
    await expect(notificationSchema.validate(values({ body: 'a'.repeat(256) }))).rejects.toThrow(
      messages.notificationBodyMax,
    );
    await expect(notificationSchema.validate(values({ body: 'a'.repeat(255) }))).resolves.toBeTruthy();
    await expect(notificationSchema.validate(values({ audience: 'USER', userId: '' }))).rejects.toThrow(
      messages.notificationUserRequired,
    );
    await expect(notificationSchema.validate(values({ audience: 'USER', userId: '31' }))).resolves.toMatchObject({
      userId: 31,
    });
  });
});
