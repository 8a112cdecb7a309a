import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createUser } from '../../support/factories.js';
import { startCustomServer } from '../../support/hardening.js';
import type { Mail } from '../../../server/src/mail/mailer.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const USABLE = 'query ($token: String!) { passwordLinkUsable(token: $token) }';
const RESET = `mutation ($token: String!, $password: String!, $confirmation: String!) {
  resetPassword(token: $token, password: $password, passwordConfirmation: $confirmation)
}`;

describe(`recuperar contraseña (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://portal.lab.mx' });
  });
  afterAll(() => server.close());

  const linkFor = async (email: string) => {
    const mail = (await server.outbox()).filter((item) => item.to === email).at(-1);
    expect(mail, `no mail to ${email}`).toBeDefined();
    const match = /https:\/\/portal\.lab\.mx\/session\/reset-password\?token=([\w-]+)/.exec(mail!.text);
    expect(match).not.toBeNull();
    return { mail: mail!, token: decodeURIComponent(match![1]) };
  };

  it('el doctor pide el enlace, lo recibe por correo, cambia su contraseña y entra con la nueva', async () => {
    const doctor = await createUser(server.db, 'doctor');
    const openSession = await server.login(doctor.email, doctor.password);
    const asked = await server.gql<{ requestPasswordReset: boolean }>(REQUEST, { email: doctor.email });
    expect(asked.data!.requestPasswordReset).toBe(true);

    const { mail, token } = await linkFor(doctor.email);
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(mail.html).toContain('Restablecer contraseña');

    const reset = await server.gql<{ resetPassword: boolean }>(RESET, {
      token,
      password: 'nueva-clave',
      confirmation: 'nueva-clave',
    });
    expect(reset.data!.resetPassword).toBe(true);
    expect(await server.login(doctor.email, 'nueva-clave')).toBeTruthy();
    await expect(server.login(doctor.email, doctor.password)).rejects.toThrow();
    // Sessions opened with the old password end.
    expect((await server.heartbeat(openSession)).statusCode).toBe(401);
  });

  it('el enlace sirve una sola vez', async () => {
    const user = await createUser(server.db, 'laboratory');
    await server.gql(REQUEST, { email: user.email });
    const { token } = await linkFor(user.email);
    await server.gql(RESET, { token, password: 'primera1', confirmation: 'primera1' });
    const again = await server.gql(RESET, { token, password: 'segunda2', confirmation: 'segunda2' });
    expect(again.errors![0]).toMatchObject({ message: messages.resetLinkInvalid, extensions: { field: 'token' } });
    expect(await server.login(user.email, 'primera1')).toBeTruthy();
  });

  it('pedir un enlace nuevo anula el anterior', async () => {
    const user = await createUser(server.db, 'admin');
    await server.gql(REQUEST, { email: user.email });
    const first = await linkFor(user.email);
    await server.gql(REQUEST, { email: user.email });
    const second = await linkFor(user.email);
    expect(second.token).not.toBe(first.token);
    const old = await server.gql(RESET, { token: first.token, password: 'clave-uno', confirmation: 'clave-uno' });
    expect(old.errors![0].message).toBe(messages.resetLinkInvalid);
  });

  it('la respuesta no revela si el correo existe, y no se envía nada a correos desconocidos o cuentas inactivas', async () => {
    const inactive = await createUser(server.db, 'patient', { status: false });
    const before = (await server.outbox()).length;
    for (const email of ['desconocido@prueba.mx', inactive.email]) {
      const answer = await server.gql<{ requestPasswordReset: boolean }>(REQUEST, { email });
      expect(answer).toEqual({ status: 200, data: { requestPasswordReset: true } });
    }
    expect((await server.outbox()).length).toBe(before);
  });

  it('la nueva contraseña cumple las reglas y nada cambia si no', async () => {
    const user = await createUser(server.db, 'office-admin');
    await server.gql(REQUEST, { email: user.email });
    const { token } = await linkFor(user.email);
    const short = await server.gql(RESET, { token, password: '123', confirmation: '123' });
    expect(short.errors![0]).toMatchObject({ message: messages.passwordMin, extensions: { field: 'password' } });
    const mismatch = await server.gql(RESET, { token, password: 'abcdef-1', confirmation: 'abcdef-2' });
    expect(mismatch.errors![0]).toMatchObject({
      message: messages.passwordMismatch,
      extensions: { field: 'passwordConfirmation' },
    });
    // The link is still good after refused attempts.
    const ok = await server.gql<{ resetPassword: boolean }>(RESET, {
      token,
      password: 'abcdef-1',
      confirmation: 'abcdef-1',
    });
    expect(ok.data!.resetPassword).toBe(true);
  });

  it('un enlace vencido ya no sirve', async () => {
    const expiring = await startTestServer({ resetTokenTtlMinutes: 0, publicUrl: 'https://portal.lab.mx' });
    try {
      const user = await createUser(expiring.db, 'doctor');
      await expiring.gql(REQUEST, { email: user.email });
      const mail = (await expiring.outbox()).at(-1)!;
      const token = decodeURIComponent(/token=([\w-]+)/.exec(mail.text)![1]);
      const result = await expiring.gql(RESET, { token, password: 'abcdef-1', confirmation: 'abcdef-1' });
      expect(result.errors![0].message).toBe(messages.resetLinkInvalid);
    } finally {
      await expiring.close();
    }
  });

  it('la página pregunta si el enlace sirve sin gastarlo: sirve hasta que se usa, y uno usado, reemplazado o inventado no', async () => {
    const user = await createUser(server.db, 'doctor');
    await server.gql(REQUEST, { email: user.email });
    const first = await linkFor(user.email);
    await server.gql(REQUEST, { email: user.email });
    const { token } = await linkFor(user.email);
    const usable = (token: string) => server.gql<{ passwordLinkUsable: boolean }>(USABLE, { token });

    // Asking twice does not spend it, and the answer names no account.
    expect(await usable(token)).toEqual({ status: 200, data: { passwordLinkUsable: true } });
    expect(await usable(token)).toEqual({ status: 200, data: { passwordLinkUsable: true } });
    expect(await usable(first.token)).toEqual({ status: 200, data: { passwordLinkUsable: false } });
    expect(await usable('inventado')).toEqual({ status: 200, data: { passwordLinkUsable: false } });
    expect(await usable('')).toEqual({ status: 200, data: { passwordLinkUsable: false } });

    await server.gql(RESET, { token, password: 'clave-nueva', confirmation: 'clave-nueva' });
    expect((await usable(token)).data).toEqual({ passwordLinkUsable: false });
    expect(await server.login(user.email, 'clave-nueva')).toBeTruthy();
  });

  it('un enlace vencido se informa como inválido al abrir la página', async () => {
    const expiring = await startTestServer({ resetTokenTtlMinutes: 0, publicUrl: 'https://portal.lab.mx' });
    try {
      const user = await createUser(expiring.db, 'doctor');
      await expiring.gql(REQUEST, { email: user.email });
      const mail = (await expiring.outbox()).at(-1)!;
      const token = decodeURIComponent(/token=([\w-]+)/.exec(mail.text)![1]);
      expect((await expiring.gql(USABLE, { token })).data).toEqual({ passwordLinkUsable: false });
    } finally {
      await expiring.close();
    }
  });

  it('las comprobaciones de enlaces tienen límite por dirección', async () => {
    const limited = await startTestServer({ resetRateLimit: { perAddress: 3, windowMinutes: 15 } });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await limited.gql(USABLE, { token: `adivinado-${attempt}` })).data).toEqual({
          passwordLinkUsable: false,
        });
      }
      const blocked = await limited.gql(USABLE, { token: 'adivinado-4' });
      expect(blocked).toMatchObject({ status: 200, data: null });
      expect(blocked.errors![0]).toMatchObject({
        message: messages.tooManyAttempts,
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    } finally {
      await limited.close();
    }
  });

  it('un correo mal escrito recibe el mensaje de correo válido', async () => {
    const result = await server.gql(REQUEST, { email: 'no-es-correo' });
    expect(result.errors![0]).toMatchObject({ message: messages.emailInvalid, extensions: { field: 'email' } });
  });

  it('las solicitudes tienen límite por cuenta', async () => {
    const limited = await startTestServer({ forgotRateLimit: { perAccount: 2, perAddress: 10, windowMinutes: 15 } });
    try {
      const user = await createUser(limited.db, 'doctor');
      for (let attempt = 0; attempt < 2; attempt++) await limited.gql(REQUEST, { email: user.email });
      const blocked = await limited.gql(REQUEST, { email: user.email });
      expect(blocked.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
      expect((await limited.outbox()).filter((mail) => mail.to === user.email)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('la respuesta no espera al correo: con el servidor de correo detenido se contesta igual para una cuenta que existe y una que no', async () => {
    const sent: Mail[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = await startCustomServer({
      mailer: {
        outboxDir: undefined,
        send: async (mail) => {
          await held;
          sent.push(mail);
        },
      },
    });
    try {
      const user = await createUser(slow.db, 'doctor');
      const known = await slow.gql(REQUEST, { email: user.email });
      const unknown = await slow.gql(REQUEST, { email: 'nadie.aqui@prueba.mx' });
      expect(known).toEqual({ status: 200, data: { requestPasswordReset: true } });
      expect(unknown).toEqual(known);
      expect(sent).toEqual([]);
      release();
      await slow.app.deps.jobs.idle();
      expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    } finally {
      release();
      await slow.close();
    }
  });
});
