import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { openChat } from '../../support/chat.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Message = { id: string; cursor: string; text: string | null; newDay: boolean };
type Page = {
  edges: { cursor: string; node: Message }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};
const SEND =
  'mutation ($chatId: ID!, $text: String) { sendChatMessage(chatId: $chatId, text: $text) { id cursor text newDay } }';
const MESSAGES = `query ($chatId: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  chatMessages(chatId: $chatId, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { id cursor text newDay } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount } }`;

describe(`la app se pone al día tras reconectar: chatMessages(after:) desde el último mensaje que tiene (${databaseKind()})`, () => {
  let server: TestServer;
  let patient: { token: string; id: number };
  let office: { token: string };
  let chatId: string;
  let sent: Message[];
  beforeAll(async () => {
    server = await startTestServer();
    const doctor = await server.signedIn('doctor');
    patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    office = await server.signedIn('office-admin', { name: 'Recepción' });
    chatId = await openChat(server, office.token, patient.id);
    sent = [];
    for (let number = 1; number <= 25; number += 1) {
      const result = await server.gql<{ sendChatMessage: Message }>(
        SEND,
        { chatId, text: `Mensaje ${number}` },
        office.token,
      );
      sent.push(result.data!.sendChatMessage);
    }
  });
  afterAll(() => server.close());

  const read = async (token: string, variables: Record<string, unknown>) =>
    server.gql<{ chatMessages: Page }>(MESSAGES, { chatId, ...variables }, token);
  const page = async (variables: Record<string, unknown>) => {
    const result = await read(patient.token, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.chatMessages;
  };
  const texts = (shown: Page) => shown.edges.map((edge) => edge.node.text);

  it('con el cursor del último mensaje que tiene, la app recibe sólo los que siguen, del más antiguo al más nuevo, página a página', async () => {
    // The app held message 20 (its cursor came with the message, as from chatMessageAdded).
    const missed = await page({ after: sent[19].cursor, first: 3 });
    expect(texts(missed)).toEqual(['Mensaje 21', 'Mensaje 22', 'Mensaje 23']);
    expect(missed.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(missed.totalCount).toBe(25);
    const rest = await page({ after: missed.pageInfo.endCursor, first: 3 });
    expect(texts(rest)).toEqual(['Mensaje 24', 'Mensaje 25']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    // Caught up: nothing more, and the page says so.
    const nothing = await page({ after: rest.pageInfo.endCursor });
    expect(nothing.edges).toEqual([]);
    expect(nothing.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
  });

  it('el cursor de cada mensaje es el de su lugar en la lista, y el primero que llega al ponerse al día no repite el encabezado de su día', async () => {
    const missed = await page({ after: sent[9].cursor, first: 2 });
    expect(missed.edges.map((edge) => edge.cursor)).toEqual(missed.edges.map((edge) => edge.node.cursor));
    expect(missed.edges.map((edge) => edge.node.id)).toEqual([sent[10].id, sent[11].id]);
    expect(missed.edges.map((edge) => edge.node.newDay)).toEqual([false, false]);
    // From the start of the chat, the first message opens its day.
    const oldest = await page({ first: 2 });
    expect(texts(oldest)).toEqual(['Mensaje 1', 'Mensaje 2']);
    expect(oldest.edges[0].node.newDay).toBe(true);
    expect(oldest.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('sin tamaño, una página trae 20 mensajes, como toda lista de la API: los más nuevos', async () => {
    const newest = await page({});
    expect(texts(newest)).toEqual(sent.slice(5).map((message) => message.text));
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const forward = await page({ after: sent[0].cursor });
    expect(forward.edges).toHaveLength(20);
  });

  it('pedir en las dos direcciones, un cursor de otro chat o un tamaño fuera de 1..100 responde BAD_USER_INPUT con el campo; quien no participa, NOT_FOUND', async () => {
    const refusal = async (variables: Record<string, unknown>, token = patient.token) =>
      (await read(token, variables)).errors?.map((error) => ({
        message: error.message,
        code: error.extensions?.code,
        field: error.extensions?.field,
      }));
    expect(await refusal({ after: sent[3].cursor, last: 2 })).toEqual([
      { message: messages.pageDirectionConflict, code: 'BAD_USER_INPUT', field: 'last' },
    ]);
    expect(await refusal({ first: 101 })).toEqual([
      { message: messages.pageSizeInvalid, code: 'BAD_USER_INPUT', field: 'first' },
    ]);
    const other = await server.signedIn('patient');
    const otherChat = await openChat(server, office.token, other.id);
    const foreign = (
      await server.gql<{ sendChatMessage: Message }>(SEND, { chatId: otherChat, text: 'Otro chat' }, office.token)
    ).data!.sendChatMessage.cursor;
    expect(await refusal({ after: foreign })).toEqual([
      { message: messages.cursorInvalid, code: 'BAD_USER_INPUT', field: 'after' },
    ]);
    expect((await refusal({ after: sent[3].cursor }, other.token))?.[0].code).toBe('NOT_FOUND');
  });
});
