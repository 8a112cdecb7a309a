import type { FastifyReply, FastifyRequest } from 'fastify';
import { chosenEncoding, sentEncoding, type KeptBody } from '../http/kept-body.js';
import type { LaneAnswer, LaneRequest } from '../http/kept-answer-lane.js';
import type { PublicEntry, PublicResponseCache } from './public-response-cache.js';

/**
 * The kept public answers the lane in front of Fastify may send again (http/kept-answer-lane.ts):
 * each with the headers the whole pipeline sent with it the first time, by method and encoding.
 * Until the pipeline has sent an answer one way, the lane leaves such requests to it.
 */
export type LaneAnswers = {
  /** Records the headers of a kept answer the pipeline is sending, if the lane could send it again; answers `kept`. */
  recordSent(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): KeptBody;
  /** The kept answer to a request, with its recorded headers, when both exist. */
  answerOf(request: LaneRequest): LaneAnswer | undefined;
};

/** Headers of the connection, not of the answer: Node writes its own. */
const connectionHeaders = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

export function laneAnswers(
  publicAnswers: PublicResponseCache,
  /** The caching headers a GET's answer gets now (they shorten as a publication window nears). */
  sharedCacheHeaders: (entry: PublicEntry) => Record<string, string>,
): LaneAnswers {
  // Per kept body: an answer made for a newer state of the content is another body, recorded anew.
  const recorded = new WeakMap<KeptBody, Map<string, LaneAnswer['headers']>>();
  const wayOf = (method: string, kept: KeptBody, encoding: ReturnType<typeof chosenEncoding>) =>
    `${method} ${sentEncoding(kept, encoding)}`;

  return {
    recordSent(request, reply, kept) {
      const { method, headers } = request;
      // What the lane takes: a GET or POST without credentials, Origin or a held ETag.
      if (method !== 'GET' && method !== 'POST') return kept;
      if (headers.authorization !== undefined || headers.origin !== undefined) return kept;
      if (headers['if-none-match'] !== undefined) return kept;
      const way = wayOf(method, kept, chosenEncoding(headers['accept-encoding']));
      if (recorded.get(kept)?.has(way)) return kept;
      // Once sent, after every hook: the headers as they went.
      reply.raw.once('finish', () => {
        if (reply.statusCode !== 200) return;
        const sent: LaneAnswer['headers'] = {};
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined && !connectionHeaders.has(name))
            sent[name] = Array.isArray(value) ? value : String(value);
        const ways = recorded.get(kept) ?? new Map<string, LaneAnswer['headers']>();
        ways.set(way, sent);
        recorded.set(kept, ways);
      });
      return kept;
    },
    answerOf({ method, headers, body }) {
      const entry = publicAnswers.entryOf({ headers, body });
      if (entry === undefined || entry instanceof Promise || !entry.answerable || !entry.ready) return undefined;
      const kept = entry.ready;
      const encoding = chosenEncoding(headers['accept-encoding']);
      const sent = recorded.get(kept)?.get(wayOf(method, kept, encoding));
      if (!sent) return undefined;
      return {
        headers: method === 'GET' ? { ...sent, ...sharedCacheHeaders(entry) } : sent,
        body: kept.bodies[encoding],
      };
    },
  };
}
