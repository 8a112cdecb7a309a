import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from '../../../server/src/app-content/faq.service.js';
import { faqs } from '../../../server/src/app-content/faq.tables.js';
import { type Actor, systemActor } from '../../../server/src/common/actor.js';
import { databaseKind } from '../../support/test-database.js';
import { expectOnlyCurrentReachesApp, expectReorderReachesApp } from '../../support/app-content.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const FIELDS = 'id question answer position published publishFrom publishUntil state';
const ADMIN_FAQS = `query ($search: String) { adminFaqs(search: $search) { ${FIELDS} } }`;
const PUBLIC_FAQS = '{ faqs { id question answer position } }';
const CREATE = `mutation ($input: FaqInput!) { createFaq(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteFaq(id: $id) }';
const REORDER = 'mutation ($ids: [ID!]!) { reorderFaqs(ids: $ids) { id position } }';

type AdminFaq = {
  id: string;
  question: string;
  answer: string;
  position: number;
  published: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  state: string;
};

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
// A PostgreSQL test database keeps the rows of earlier runs: each run's texts are its own.
const run = `${Date.now()}`;
let tag = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  question: `¿Cuánto tarda mi estudio? ${++tag}-${run}`,
  answer: '<p>Entre <strong>24 y 48 horas</strong>.</p>',
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

describe(`preguntas frecuentes de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(() => server.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const result = await server.gql<{ createFaq: AdminFaq }>(CREATE, { input: input(overrides) }, admin);
    expect(result.errors).toBeUndefined();
    return result.data!.createFaq;
  };
  const publicIds = async () => (await server.gql<{ faqs: { id: string }[] }>(PUBLIC_FAQS)).data!.faqs.map((f) => f.id);
  const adminList = async (search?: string) =>
    (await server.gql<{ adminFaqs: AdminFaq[] }>(ADMIN_FAQS, { search }, admin)).data!.adminFaqs;

  it('el administrador crea una pregunta: va al final, la respuesta se limpia y la app la recibe sin sesión', async () => {
    const before = await adminList();
    const faq = await create({ answer: '<p onclick="x()">Sí</p><script>alert(1)</script>' });
    expect(faq).toMatchObject({ answer: '<p>Sí</p>', published: true, state: 'PUBLISHED' });
    expect(faq.position).toBe(Math.max(0, ...before.map((f) => f.position)) + 1);
    const result = await server.gql<{ faqs: AdminFaq[] }>(PUBLIC_FAQS);
    expect(result.errors).toBeUndefined();
    expect(result.data!.faqs.at(-1)).toEqual({
      id: faq.id,
      question: faq.question,
      answer: '<p>Sí</p>',
      position: faq.position,
    });
  });

  it('el administrador edita una pregunta y la busca por su texto', async () => {
    const faq = await create();
    const result = await server.gql<{ updateFaq: AdminFaq }>(
      UPDATE,
      { id: faq.id, input: input({ question: `Horario de sucursales editado ${run}`, published: false }) },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateFaq).toMatchObject({ question: `Horario de sucursales editado ${run}`, state: 'DRAFT' });
    expect((await adminList(`SUCURSALES EDITADO ${run}`)).map((f) => f.id)).toEqual([faq.id]);
    expect(await publicIds()).not.toContain(faq.id);
  });

  it('borrador, programada y vencida nunca llegan a la app; la ventana vigente sí', async () => {
    await expectOnlyCurrentReachesApp(create, publicIds);
  });

  it('reordena con la lista completa; la app recibe el nuevo orden', async () => {
    await create();
    await expectReorderReachesApp({
      server,
      mutation: REORDER,
      field: 'reorderFaqs',
      ids: (await adminList()).map((f) => f.id),
      publicIds: publicIds,
      token: admin,
    });
  });

  it.each([
    ['le falta una', (ids: string[]) => ids.slice(1)],
    ['repite una', (ids: string[]) => [...ids.slice(1), ids[1]]],
    ['trae una que no existe', (ids: string[]) => [...ids.slice(1), '999999']],
  ])('rechaza en español un orden que %s, sin cambiar nada', async (_label, wrong) => {
    await create();
    const before = await adminList();
    const result = await server.gql(REORDER, { ids: wrong(before.map((f) => f.id)) }, admin);
    expect(result.errors![0]).toMatchObject({
      message: messages.reorderIdsMismatch,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
    expect(await adminList()).toEqual(before);
  });

  it('borra una pregunta: ya no está en la base ni en la app', async () => {
    const faq = await create();
    const result = await server.gql<{ deleteFaq: boolean }>(DELETE, { id: faq.id }, admin);
    expect(result.data!.deleteFaq).toBe(true);
    expect(
      await server.db
        .select()
        .from(faqs)
        .where(eq(faqs.id, Number(faq.id))),
    ).toEqual([]);
    expect(await publicIds()).not.toContain(faq.id);
    const again = await server.gql(DELETE, { id: faq.id }, admin);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it.each([
    ['question', { question: '  ' }, messages.faqQuestionRequired],
    ['question', { question: 'x'.repeat(256) }, messages.faqQuestionMax],
    ['answer', { answer: '' }, messages.faqAnswerRequired],
    ['publishUntil', { publishFrom: hours(5), publishUntil: hours(1) }, messages.publishUntilBeforeFrom],
  ])('rechaza %s inválido en español sin guardar nada', async (field, overrides, message) => {
    const count = (await server.db.select().from(faqs)).length;
    const result = await server.gql(CREATE, { input: input(overrides) }, admin);
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await server.db.select().from(faqs)).length).toBe(count);
  });

  it.each<Role>(['doctor', 'laboratory', 'office-admin', 'patient'])(
    '%s recibe FORBIDDEN en cada operación de administración y nada cambia',
    async (role) => {
      const user = await server.signedIn(role);
      const faq = await create();
      const before = await server.db.select().from(faqs).orderBy(faqs.id);
      const ids = before.map((row) => String(row.id)).reverse();
      const operations: [string, Record<string, unknown>][] = [
        ['query ($id: ID!) { adminFaq(id: $id) { id } }', { id: faq.id }],
        [CREATE, { input: input() }],
        [UPDATE, { id: faq.id, input: input({ question: 'Cambiada' }) }],
        [DELETE, { id: faq.id }],
        [REORDER, { ids }],
      ];
      for (const [query, variables] of operations) {
        const result = await server.gql(query, variables, user.token);
        expect(result.errors![0].extensions!.code, query).toBe('FORBIDDEN');
      }
      expect(await server.db.select().from(faqs).orderBy(faqs.id)).toEqual(before);
    },
  );

  it.each<Role>(['laboratory', 'office-admin'])(
    '%s ve el grupo Administración: lee la lista de preguntas, tal como la ve el administrador',
    async (role) => {
      const user = await server.signedIn(role);
      const faq = await create();
      const asAdmin = await server.gql(ADMIN_FAQS, {}, admin);
      const asStaff = await server.gql(ADMIN_FAQS, {}, user.token);
      expect(asStaff.errors).toBeUndefined();
      expect(asStaff.data).toEqual(asAdmin.data);
      expect(JSON.stringify(asStaff.data)).toContain(faq.id);
    },
  );

  it.each<Role>(['doctor', 'patient'])('%s no lee la lista de preguntas de la administración', async (role) => {
    const user = await server.signedIn(role);
    const result = await server.gql(ADMIN_FAQS, {}, user.token);
    expect(result.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('los servicios revisan quién los llama: sólo un administrador, o el sistema al crear las de demostración', async () => {
    const { deps } = server.app;
    const seeded = await createFaq(deps, systemActor, input());
    const before = await server.db.select().from(faqs).orderBy(faqs.id);
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const actor: Actor = { userId: 1, role, sessionId: 1 };
      if (role === 'doctor' || role === 'patient')
        await expect(listFaqs(deps, actor)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      else expect((await listFaqs(deps, actor)).map((row) => row.id)).toContain(seeded.id);
      await expect(createFaq(deps, actor, input())).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      await expect(updateFaq(deps, actor, seeded.id, input())).rejects.toMatchObject({
        extensions: { code: 'FORBIDDEN' },
      });
      await expect(deleteFaq(deps, actor, seeded.id)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      await expect(reorderFaqs(deps, actor, [])).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    expect(await server.db.select().from(faqs).orderBy(faqs.id)).toEqual(before);
  });

  it('sin sesión, las operaciones de administración piden iniciar sesión', async () => {
    const result = await server.gql(ADMIN_FAQS, {});
    expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
