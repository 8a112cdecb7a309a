import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../common/actor.js';
import { unauthenticated } from '../common/errors.js';
import { rowIdOrNotFound } from '../common/ids.js';
import type { AppDeps } from '../deps.js';
import { privateFileRoute } from '../files/index.js';
import { requestMeta } from '../http/request-meta.js';
import { chatOut, messageOut } from './chat-mapping.js';
import {
  attachmentSchema,
  attachmentThumbnailSchema,
  chatMessagesSchema,
  findChatSchema,
  listChatsSchema,
  openChatSchema,
  sendMessageSchema,
} from './chat.rest-schemas.js';
import type { ChatMessageView } from './chat-view.js';
import { openAttachmentThumbnail } from './chat-thumbnails.js';
import {
  chatMessagePage,
  findPatientChat,
  listChats,
  openAttachment,
  openPatientChat,
  sendChatMessage,
} from './chat.service.js';

/** REST compatibility routes of the chat (SPEC point 7), on the same services as GraphQL. */
export async function chatRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  const config = { access: 'authenticated' as const };
  const actorOf = async (request: FastifyRequest): Promise<Actor> => {
    const actor = await request.getActor();
    if (!actor) throw unauthenticated();
    return actor;
  };
  const chatRef = (chat: { id: number; patientId: number }) => ({
    id: chat.id,
    idChat: chat.id,
    idPatient: chat.patientId,
  });

  app.get('/chat/:idPatient', { config, schema: findChatSchema }, async (request) => {
    const { idPatient } = request.params as { idPatient: string };
    return { data: chatRef(await findPatientChat(deps, await actorOf(request), rowIdOrNotFound(idPatient))) };
  });

  app.post('/chat', { config, schema: openChatSchema }, async (request) => {
    const fields = await formFields(request);
    return { data: chatRef(await openPatientChat(deps, await actorOf(request), rowIdOrNotFound(fields.idPatient))) };
  });

  app.get('/chat', { config, schema: listChatsSchema }, async (request) => {
    const chats = await listChats(deps, await actorOf(request));
    return {
      data: chats.map((chat) => {
        const out = chatOut(chat);
        return {
          idChat: out.idChat,
          id: out.id,
          idPatient: out.patientId,
          patientName: out.patientName,
          avatar: null,
          lastMessage: out.lastMessage,
          daySend: out.daySend,
          hourSend: out.hourSend,
          showNotification: out.showNotification,
          numberNewMessage: out.unread,
        };
      }),
    };
  });

  app.get('/chat-message/:idChat', { config, schema: chatMessagesSchema }, async (request) => {
    const { idChat } = request.params as { idChat: string };
    const { per_page: perPage } = request.query as { per_page: number };
    const page = await chatMessagePage(deps, await actorOf(request), rowIdOrNotFound(idChat), perPage);
    return { data: { data: page.messages.map(messageOut), totalMessage: page.totalMessage } };
  });

  app.post('/chat-message', { config, schema: sendMessageSchema }, async (request) => {
    const actor = await actorOf(request);
    const fields: Record<string, string> = {};
    let message: ChatMessageView | undefined;
    // Fields come before the file in the old app's form; the file is streamed as it arrives.
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // A form whose file field was left empty sends a part with no file name: no attachment.
        if (part.fieldname === 'document' && part.filename && !message) {
          const file = { stream: part.file, name: part.filename };
          message = await sendChatMessage(deps, actor, {
            chatId: rowIdOrNotFound(fields.idChat),
            text: fields.message,
            file,
          });
        } else {
          part.file.resume();
        }
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
    message ??= await sendChatMessage(deps, actor, { chatId: rowIdOrNotFound(fields.idChat), text: fields.message });
    return { data: messageOut(message) };
  });

  privateFileRoute(app, '/chat-files/:messageId/thumbnail', attachmentThumbnailSchema, async (request) => {
    const { messageId } = request.params as { messageId: string };
    return openAttachmentThumbnail(deps, await actorOf(request), rowIdOrNotFound(messageId));
  });

  // Attachments: only for the participants of their chat.
  privateFileRoute(app, '/chat-files/:messageId', attachmentSchema, async (request, opening) => {
    const { messageId } = request.params as { messageId: string };
    return openAttachment(
      deps,
      await actorOf(request),
      rowIdOrNotFound(messageId),
      requestMeta(request.ip, request.headers),
      opening,
    );
  });
}

/** The text fields of a multipart form (or a JSON/urlencoded body). */
async function formFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart())
    return Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
    else fields[part.fieldname] = String(part.value);
  }
  return fields;
}
