import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { remembered } from '../common/bounded-memo.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * An answer served many times as it is (a public answer kept per content version): its bytes in
 * each encoding, compressed once when it is kept rather than by @fastify/compress on every request.
 * Each encoding has its own strong ETag, as a compressed body is another representation.
 */
export type KeptBody = {
  type: string;
  bodies: Readonly<Record<Encoding, Buffer>>;
  etags: Readonly<Record<Encoding, string>>;
};

/**
 * Compresses an answer in both encodings, off the event loop (zlib's thread pool), at the best
 * brotli quality: it is paid once per version of the content, and phones download fewer bytes.
 * `tag` names the state the answer was made from (the ETag's source); it defaults to the body.
 */
export async function keepBody(body: string, type: string, tag: string = body): Promise<KeptBody> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return {
    type,
    // A compressed body that is not smaller than the text (a tiny answer) is not worth decoding.
    bodies: { br: smaller(br, identity), gzip: smaller(gz, identity), identity },
    etags: etagsOf(tag),
  };
}

/** The ETags of an answer in each encoding, from what names its state. */
export function etagsOf(tag: string): Record<Encoding, string> {
  const base = createHash('sha256').update(tag).digest('base64url').slice(0, 27);
  return { br: `"${base}-br"`, gzip: `"${base}-gz"`, identity: `"${base}"` };
}

const smaller = (compressed: Buffer, identity: Buffer) => (compressed.length < identity.length ? compressed : identity);

/**
 * The encoding to answer with, by the request's Accept-Encoding (RFC 9110 §12.5.3): brotli when
 * accepted at least as much as gzip, then gzip, else the text as it is. `*` accepts both; q=0
 * refuses an encoding. Identity is always acceptable for a 200 here.
 */
export function chosenEncoding(header: string | string[] | undefined): Encoding {
  if (header === undefined) return 'identity';
  const text = Array.isArray(header) ? header.join(',') : header;
  // Browsers and apps send a handful of distinct headers, over and over: each is weighed once.
  return remembered(encodings, text, distinctHeaders, () => encodingOf(text));
}
const encodings = new Map<string, Encoding>();
/** How many distinct headers each memo keeps. */
const distinctHeaders = 100;

function encodingOf(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? (name === 'x-gzip' ? undefined : weights.get('*')) ?? 0;
  const br = weightOf('br');
  const gz = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

/** Whether an If-None-Match header names the ETag (in a list, or weakly, as caches may send it). */
export function holdsEtag(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((held) => held.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a kept answer in the encoding the request accepts, with its ETag, or 304 without a body
 * when the request holds that ETag already (for GET and HEAD only: for other methods
 * If-None-Match is not a cache revalidation). @fastify/compress leaves it alone: an encoded body
 * carries its Content-Encoding, and the identity body is marked not to compress.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptBody,
  headers: Record<string, string> = {},
): FastifyReply {
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  const body = kept.bodies[encoding];
  const sentAs = sentEncoding(kept, encoding);
  const shared = { vary: withAcceptEncoding(reply.getHeader('vary')), ...headers, etag: kept.etags[sentAs] };
  request.headers['x-no-compression'] = 'kept';
  const revalidates = request.method === 'GET' || request.method === 'HEAD';
  if (revalidates && holdsEtag(request.headers['if-none-match'], shared.etag))
    return reply.code(304).headers(shared).send();
  if (sentAs !== 'identity') reply.header('content-encoding', sentAs);
  return reply.headers(shared).type(kept.type).header('content-length', String(body.length)).send(body);
}

/** The encoding a kept answer goes in when `encoding` is asked: a body that did not shrink goes as it is, under the text's ETag. */
export function sentEncoding(kept: KeptBody, encoding: Encoding): Encoding {
  return kept.bodies[encoding] === kept.bodies.identity ? 'identity' : encoding;
}

/** The reply's Vary with Accept-Encoding added: what other hooks set (CORS's Origin) stays. */
function withAcceptEncoding(vary: ReturnType<FastifyReply['getHeader']>): string {
  const text = String(vary ?? '');
  return remembered(varies, text, distinctHeaders, () => {
    const names = text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
    return names.join(', ');
  });
}
const varies = new Map<string, string>();
