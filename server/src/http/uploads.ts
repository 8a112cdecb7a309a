import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GraphQLScalarType } from 'graphql';
import { GraphQLUpload, processRequest, type FileUpload } from 'graphql-upload-minimal';
import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { messages } from '../../../shared/messages.js';
import { AppError } from '../common/errors.js';

/**
 * Multipart requests: GraphQL uploads (graphql-upload-minimal: the `Upload` scalar streams each
 * file) on /graphql, and @fastify/multipart's `request.file()` on REST routes. Nothing buffers a
 * whole file.
 */
export const uploads = fp(async (app: FastifyInstance, options: { maxFileBytes: number }) => {
  // One byte over the limit still reaches the storage, whose meter refuses it with our message.
  await app.register(fastifyMultipart, { limits: { fileSize: options.maxFileBytes + 1, files: 1, fields: 20 } });
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.isMultipart() || request.url.split('?')[0] !== '/graphql') return done();
    graphqlUpload(request, reply).then(() => done(), done);
  });
  /** A GraphQL multipart request read into its operation, files as streams. */
  const graphqlUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      request.body = await processRequest(guardedSource(request.raw), reply.raw, {
        maxFileSize: options.maxFileBytes + 1,
        // A recipe of the recipe book sends its PDF and its cover in one request.
        maxFiles: 2,
      });
    } catch (error) {
      // Everything the parser refuses is the sender's doing, including its "no files or JSON" 500.
      throw uploadFailure(error) ?? new AppError('BAD_USER_INPUT', messages.multipartInvalid, { field: 'file' });
    }
  };
});

/**
 * The request as graphql-upload-minimal reads it, with one difference: the busboy parser it pipes
 * into keeps an error listener for good. The library listens `once`, then destroys the parser,
 * and busboy answers a destroy in mid-part (a NUL in a part header, say) with a second "Unexpected
 * end of form" that nobody heard: an uncaught exception. The first error still rejects the request.
 */
function guardedSource(raw: IncomingMessage) {
  return {
    headers: raw.headers,
    get readableEnded() {
      return raw.readableEnded;
    },
    pipe: (parser: Writable) => raw.pipe(parser.on('error', () => {})),
    unpipe: (parser: Writable) => raw.unpipe(parser),
    once: (event: string, listener: () => void) => raw.once(event, listener),
    resume: () => raw.resume(),
  } as unknown as IncomingMessage;
}

const parserMessages =
  /^(Multipart: |Malformed |Unexpected end of (form|multipart)|Part terminated early|Request disconnected|Invalid JSON|Missing multipart field|Invalid (type|map|operations)|File missing in the request|graphql-upload-minimal (couldn't find|does not allow calling createReadStream))/i;
const isParserMessage = (message: string | undefined) => parserMessages.test(message ?? '');

/** Whether an error a resolver met came from the multipart parser (a GraphQL upload's stream or promise). */
export const isUploadError = (error: unknown) =>
  error instanceof Error && (error.constructor.name === 'HttpError' || isParserMessage(error.message));

/**
 * What the client is told when its multipart request itself is wrong: no or another boundary,
 * a body cut short, a form that is not one. The parsers raise these as plain errors (or 4xx of
 * their own) mid-stream; they are the sender's, never the server's, fault.
 */
export function uploadFailure(error: unknown, field = 'file'): AppError | undefined {
  if (error instanceof AppError) return error;
  const failure = error as { message?: string; status?: number; statusCode?: number; code?: string };
  const status = failure.statusCode ?? failure.status;
  if (status === 413 || /limit|truncat|too large/i.test(failure.message ?? ''))
    return new AppError('BAD_USER_INPUT', messages.fileTooLarge, { field });
  const fromParser =
    isParserMessage(failure.message) ||
    (typeof failure.code === 'string' && failure.code.startsWith('FST_') && status !== undefined && status < 500) ||
    (status !== undefined && status >= 400 && status < 500);
  return fromParser ? new AppError('BAD_USER_INPUT', messages.multipartInvalid, { field }) : undefined;
}

/**
 * A file of a GraphQL multipart request as resolvers receive it. Not a promise: type-graphql awaits
 * every promise among a resolver's arguments before calling it, so with graphql-upload-minimal's
 * own scalar (a promise per file) a resolver taking a large PDF and then a cover waited for the
 * cover, which the parser hands over only once the PDF is read: the request never answered.
 * Resolvers open each file themselves, when they read it.
 */
export class UploadedFile {
  constructor(private readonly upload: Promise<FileUpload>) {}

  /**
   * The file's stream and name. A file that went over the size limit before it was opened fails
   * here (graphql-upload-minimal answers 413): the user gets our message on `field`.
   */
  async open(field = 'file'): Promise<{ stream: Readable; name: string }> {
    try {
      const upload = await this.upload;
      return { stream: drainedWhenLeft(upload.createReadStream(), field), name: upload.filename };
    } catch (error) {
      throw uploadFailure(error, field) ?? error;
    }
  }
}

/**
 * The `Upload` scalar (same name and description as graphql-upload-minimal's, so the schema does
 * not change): its value is an `UploadedFile`, opened by the resolver when it reads the file.
 */
export const UploadScalar = new GraphQLScalarType<UploadedFile, never>({
  name: GraphQLUpload.name,
  description: GraphQLUpload.description,
  parseValue: (value) => new UploadedFile(GraphQLUpload.parseValue(value) as Promise<FileUpload>),
  parseLiteral: (node, variables) => GraphQLUpload.parseLiteral(node, variables) as never,
  serialize: (value) => GraphQLUpload.serialize(value) as never,
});

/**
 * The parser's stream of one file, handed on through a pass-through. The parser (busboy) moves on
 * to the next file of the request only once this one is read to its end, and stalls for good when
 * its stream is destroyed half read (a storage that refuses the file at its size or type): the
 * rest of the file is then read and dropped here, so the next file still arrives. A file over the
 * parser's size limit fails with our size message at once, even when its reader lags behind: the
 * library detaches every reader at the limit, which would leave that reader waiting forever.
 */
function drainedWhenLeft(source: Readable, field = 'file'): Readable {
  const out = new PassThrough();
  // A file its resolver never read (a chat that does not exist) may fail when the request drops.
  out.on('error', () => {});
  let reading = true;
  const leave = () => {
    reading = false;
    source.resume();
  };
  source.on('data', (chunk: Buffer) => {
    if (reading && !out.write(chunk)) source.pause();
  });
  out.on('drain', () => {
    if (reading) source.resume();
  });
  source.on('end', () => {
    if (reading) out.end();
  });
  source.on('limit', () => {
    if (reading) out.destroy(new AppError('BAD_USER_INPUT', messages.fileTooLarge, { field }));
  });
  source.on('error', (error: Error) => {
    if (reading) out.destroy(uploadFailure(error, field) ?? error);
  });
  out.on('close', leave);
  return out;
}
