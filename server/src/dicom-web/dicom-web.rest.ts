import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppDeps } from '../deps.js';
import type { DicomScope } from './dicom-instances.js';
import { readableInstance } from './dicom-instances.js';
import { renderedFrame, renderFormatOf, seriesImage, type RenderQuery } from './dicom-images.js';
import { parseQidoQuery, searchInstances, searchSeries, searchStudies } from './dicom-query.js';
import { dicomReader } from './dicom-readers.js';
import type { DicomRenderingRow } from './dicom-web.tables.js';
import { retrieveFrames, retrieveInstances, retrieveMetadata } from './dicom-retrieve.js';
import { serveFile, type ServedFile } from '../files/index.js';
import { dicomWebRoot } from './dicom-web-paths.js';
import { wadoUri } from './wado-uri.js';

type Params = { study: string; series: string; instance: string; frames: string; frame: string };

/** The bytes of an instance never change (a new upload is a new instance): viewers may keep them. */
const keepFor = 'private, max-age=86400';

/**
 * DICOMweb (PS3.18) at /dicom-web: QIDO-RS searches, WADO-RS metadata, instances, frames and
 * rendered images, and WADO-URI. Every route is open at the door (a viewer grant is no session):
 * each asks dicomReader who reads, and what the reader may not see answers 404 like what does not
 * exist. DICOMweb is documented by the standard, not in /docs.
 */
export async function dicomWebRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  const route = { config: { access: 'public' as const }, schema: { hide: true }, exposeHeadRoute: false };
  const reader = (request: FastifyRequest) => dicomReader(deps, request);
  const params = (request: FastifyRequest) => request.params as Params;
  const scopeOf = (request: FastifyRequest): DicomScope => {
    const { study, series, instance } = params(request);
    return { study, series, instance };
  };

  const searches = {
    '/studies': (request: FastifyRequest) => async () => {
      const who = await reader(request);
      return searchStudies(deps.storage, who, parseQidoQuery(query(request)));
    },
    '/studies/:study/series': (request: FastifyRequest) => async () => {
      const who = await reader(request);
      return searchSeries(deps.storage, who, scopeOf(request), parseQidoQuery(query(request)));
    },
    '/studies/:study/instances': (request: FastifyRequest) => async () => {
      const who = await reader(request);
      return searchInstances(deps.storage, who, scopeOf(request), parseQidoQuery(query(request)));
    },
    '/studies/:study/series/:series/instances': (request: FastifyRequest) => async () => {
      const who = await reader(request);
      return searchInstances(deps.storage, who, scopeOf(request), parseQidoQuery(query(request)));
    },
  };
  for (const [url, search] of Object.entries(searches)) {
    app.get(`${dicomWebRoot}${url}`, route, async (request, reply) => {
      const results = await search(request)();
      // PS3.18 10.6.3.2: a search that matched nothing answers 204 without a body.
      if (results.length === 0) return reply.code(204).header('cache-control', 'private, no-store').send();
      return reply.type('application/dicom+json').header('cache-control', 'private, no-store').send(results);
    });
  }

  for (const url of [
    '/studies/:study',
    '/studies/:study/series/:series',
    '/studies/:study/series/:series/instances/:instance',
  ]) {
    app.get(`${dicomWebRoot}${url}/metadata`, route, async (request, reply) => {
      const metadata = await retrieveMetadata(deps, await reader(request), scopeOf(request));
      return reply.type('application/dicom+json').header('cache-control', 'private, no-cache').send(metadata);
    });
  }

  for (const url of ['/studies/:study', '/studies/:study/series/:series']) {
    app.get(`${dicomWebRoot}${url}`, route, async (request, reply) => {
      const body = await retrieveInstances(deps, await reader(request), scopeOf(request));
      return sendMultipart(reply, body);
    });
  }

  app.get(`${dicomWebRoot}/studies/:study/series/:series/instances/:instance`, route, async (request, reply) => {
    const who = await reader(request);
    if (!wantsPlainDicom(request.headers.accept))
      return sendMultipart(reply, await retrieveInstances(deps, who, scopeOf(request)));
    const instance = await readableInstance(who.db, who, scopeOf(request) as Required<DicomScope>);
    return sendDicomFile(deps, request, reply, instance);
  });

  app.get(
    `${dicomWebRoot}/studies/:study/series/:series/instances/:instance/frames/:frames`,
    route,
    async (request, reply) => {
      const scope = scopeOf(request) as Required<DicomScope>;
      const body = await retrieveFrames(deps, await reader(request), scope, params(request).frames);
      return sendMultipart(reply, body);
    },
  );

  for (const url of ['/instances/:instance/rendered', '/instances/:instance/frames/:frame/rendered']) {
    app.get(`${dicomWebRoot}/studies/:study/series/:series${url}`, route, async (request, reply) => {
      const format = renderFormatOf(request.headers.accept);
      const scope = scopeOf(request) as Required<DicomScope>;
      const image = await renderedFrame(
        deps,
        await reader(request),
        scope,
        params(request).frame ?? '1',
        query(request) as RenderQuery,
        format,
      );
      return sendRendering(deps, request, reply, image);
    });
  }

  app.get(`${dicomWebRoot}/studies/:study/series/:series/thumbnail`, route, async (request, reply) => {
    const { study, series } = params(request);
    const format = renderFormatOf(request.headers.accept);
    const image = await seriesImage(deps, await reader(request), { study, series }, 'thumbnail', format);
    return sendRendering(deps, request, reply, image);
  });

  app.get(`${dicomWebRoot}/studies/:study/series/:series/preview`, route, async (request, reply) => {
    const { study, series } = params(request);
    const format = renderFormatOf(request.headers.accept);
    const image = await seriesImage(deps, await reader(request), { study, series }, 'preview', format);
    return sendRendering(deps, request, reply, image);
  });

  app.get(`${dicomWebRoot}/wado`, route, async (request, reply) => {
    const answer = await wadoUri(deps, await reader(request), query(request));
    if (answer.kind === 'file') return sendDicomFile(deps, request, reply, answer.instance);
    return sendRendering(deps, request, reply, answer.image);
  });
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, string>;

/** application/dicom alone (not inside multipart/related) asks for the one file as it is. */
function wantsPlainDicom(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => range.trim().toLowerCase().split(';')[0].trim() === 'application/dicom');
}

function sendMultipart(
  reply: FastifyReply,
  body: { contentType: string; length: number; stream: NodeJS.ReadableStream },
) {
  return reply
    .header('content-type', body.contentType)
    .header('content-length', body.length)
    .header('cache-control', keepFor)
    .send(body.stream);
}

/**
 * One stored DICOM file, whole or the byte range asked (206), as application/dicom, through the
 * download helper every file route uses (416 outside the file, 304 for the ETag held).
 */
async function sendDicomFile(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  instance: { storageKey: string; size: number; sopInstanceUid: string },
) {
  const file: ServedFile = {
    name: `${instance.sopInstanceUid}.dcm`,
    mediaType: 'application/dicom',
    size: instance.size,
    etag: `"${instance.sopInstanceUid}"`,
    open: async (range) => (await deps.storage.read(instance.storageKey, range)).stream,
  };
  return serveFile(request, reply, file, { disposition: 'attachment', cacheControl: keepFor });
}

/** A kept rendering: its checksum is the ETag, and a browser that has it gets 304. */
async function sendRendering(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, image: DicomRenderingRow) {
  const etag = `"${image.checksum}"`;
  reply.header('etag', etag).header('cache-control', keepFor).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const { stream } = await deps.storage.read(image.storageKey);
  return reply.type(image.mediaType).header('content-length', image.size).send(stream);
}
