import { errorResponses, fileResponses, nullable, rowIdInput, rowIdParam } from '../http/rest-schemas.js';

/** JSON schemas of the chat's REST routes (chat.rest.ts): input, answer and what /docs shows. */

const tags = ['Chat'];
const visibility =
  'A patient sees only their own chat; staff see the chats of the patients they may see ' +
  '(a doctor, their own patients).';

const chatRef = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The chat id.' },
    idChat: { type: 'integer', description: 'The chat id again (legacy name).' },
    idPatient: { type: 'integer', description: 'The patient the chat is with.' },
  },
  required: ['id', 'idChat', 'idPatient'],
} as const;

const chatRefAnswer = {
  type: 'object',
  properties: { data: chatRef },
  required: ['data'],
  description: 'The chat.',
} as const;

const chatEntry = {
  type: 'object',
  properties: {
    idChat: { type: 'integer', description: 'The chat id (legacy name).' },
    id: { type: 'integer', description: 'The chat id.' },
    idPatient: { type: 'integer', description: 'The patient the chat is with.' },
    patientName: { type: 'string', description: 'Full name of the patient.' },
    avatar: { type: 'null', description: 'Always null (no pictures yet).' },
    lastMessage: nullable({ type: 'string', description: 'Text of the latest message; null before the first one.' }),
    daySend: nullable({ type: 'string', description: 'Day of the latest message, YYYY-MM-DD, America/Mexico_City.' }),
    hourSend: nullable({
      type: 'string',
      description: 'Hour of the latest message, HH:MM (24 h), America/Mexico_City.',
    }),
    showNotification: { type: 'boolean', description: 'Whether the chat has messages the caller has not read.' },
    numberNewMessage: { type: 'integer', description: 'How many messages the caller has not read.' },
  },
  required: [
    'idChat',
    'id',
    'idPatient',
    'patientName',
    'avatar',
    'lastMessage',
    'daySend',
    'hourSend',
    'showNotification',
    'numberNewMessage',
  ],
} as const;

const message = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The message id.' },
    chatId: { type: 'integer', description: 'The chat it belongs to.' },
    authorId: { type: 'integer', description: 'The user who wrote it.' },
    user: { type: 'string', description: 'Full name of the author.' },
    message: nullable({ type: 'string', description: 'The text; null for an attachment sent alone.' }),
    document: nullable({
      type: 'string',
      description: 'Path of the attachment (GET it with the bearer token: /chat-files/{messageId}); null without one.',
    }),
    documentName: nullable({ type: 'string', description: 'File name of the attachment.' }),
    documentMediaType: nullable({
      type: 'string',
      description: 'Media type of the attachment, read from its content (e.g. image/jpeg).',
    }),
    isMessageOwner: { type: 'boolean', description: 'Whether the caller wrote it.' },
    newDay: { type: 'boolean', description: 'Whether it is the first message of its day in this page.' },
    daySend: { type: 'string', description: 'Day it was sent, YYYY-MM-DD, America/Mexico_City.' },
    hourSend: { type: 'string', description: 'Hour it was sent, HH:MM (24 h), America/Mexico_City.' },
    createdAt: { type: 'string', format: 'date-time', description: 'When it was sent (ISO 8601, UTC).' },
  },
  required: [
    'id',
    'chatId',
    'authorId',
    'user',
    'message',
    'document',
    'documentName',
    'documentMediaType',
    'isMessageOwner',
    'newDay',
    'daySend',
    'hourSend',
    'createdAt',
  ],
} as const;

export const findChatSchema = {
  tags,
  summary: "The patient's chat",
  description: `The chat with a patient, if it exists (404 otherwise: then create it with POST /chat). ${visibility}`,
  params: rowIdParam('idPatient', 'The patient.'),
  response: { 200: chatRefAnswer, ...errorResponses(404) },
};

const openChatForm = {
  type: 'object',
  properties: { idPatient: rowIdInput('The patient to chat with.') },
  required: ['idPatient'],
} as const;

export const openChatSchema = {
  tags,
  summary: 'Open a chat with a patient',
  description: `Creates the patient's chat, or answers the existing one. ${visibility}`,
  consumes: ['multipart/form-data', 'application/json'],
  body: { content: { 'application/json': { schema: openChatForm } } },
  multipartForm: openChatForm,
  response: { 200: chatRefAnswer, ...errorResponses(400, 404) },
};

export const listChatsSchema = {
  tags,
  summary: "The caller's chats",
  description: `Every chat the caller takes part in, the latest activity first. ${visibility}`,
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: chatEntry } },
      required: ['data'],
      description: 'The chats.',
    },
  },
};

export const chatMessagesSchema = {
  tags,
  summary: 'The latest messages of a chat',
  description: `The newest \`per_page\` messages, oldest first, and how many the chat has (load older ones by asking for more). ${visibility}`,
  params: rowIdParam('idChat', 'The chat.'),
  querystring: {
    type: 'object',
    properties: {
      per_page: {
        type: 'integer',
        minimum: 1,
        default: 12,
        description: 'How many messages (the app grows it by 12); at most 500 are answered.',
      },
    },
  },
  response: {
    200: {
      type: 'object',
      description: 'A page of messages.',
      properties: {
        data: {
          type: 'object',
          properties: {
            data: { type: 'array', items: message, description: 'The messages, oldest first.' },
            totalMessage: { type: 'integer', description: 'How many messages the chat has in all.' },
          },
          required: ['data', 'totalMessage'],
        },
      },
      required: ['data'],
    },
    ...errorResponses(400, 404),
  },
};

export const sendMessageSchema = {
  tags,
  summary: 'Send a message',
  description:
    'Sends text, one attachment, or both, to a chat the caller takes part in; the other side gets it at once ' +
    "(GraphQL subscription). Put the fields before the file: the file is stored as it streams. The attachment's " +
    'type is read from its content; an empty message is refused (400).',
  consumes: ['multipart/form-data'],
  multipartForm: {
    type: 'object',
    properties: {
      idChat: rowIdInput('The chat.'),
      message: {
        type: 'string',
        maxLength: 2000,
        description: 'The text (up to 2000 characters); may be empty when a file is sent.',
      },
      document: {
        type: 'string',
        format: 'binary',
        description: "One attachment, optional, up to the portal's file size limit (5 MB by default).",
      },
    },
    required: ['idChat'],
  },
  response: {
    200: { type: 'object', properties: { data: message }, required: ['data'], description: 'The message as stored.' },
    ...errorResponses(400, 404),
  },
};

export const attachmentSchema = {
  tags,
  summary: 'Download an attachment',
  description:
    "The bytes of a message's attachment, for the participants of its chat; images, video and audio open inline, " +
    'anything else downloads. Never cached by shared caches.' +
    ' Range (one range: a resumed download, the pages a PDF reader asks for), HEAD (the same headers, no body, not logged), ' +
    'ETag and Last-Modified (If-None-Match / If-Modified-Since answer 304) work as for every download.',
  params: rowIdParam('messageId', 'The message.'),
  response: {
    ...fileResponses('The file, with the media type it was sent with (documentMediaType).', '*/*'),
    ...errorResponses(404),
  },
};

export const attachmentThumbnailSchema = {
  tags,
  summary: "An image attachment's thumbnail",
  description:
    'A WebP copy of an image attachment, at most 320 px on its longer side (ChatAttachment.thumbnailUrl), for the participants of its chat; 404 for a message whose attachment is not an image. Never cached by shared caches; Range, HEAD, ETag and Last-Modified work as for every download.',
  params: rowIdParam('messageId', 'The message.'),
  response: { ...fileResponses('The thumbnail.', 'image/webp'), ...errorResponses(404) },
};
