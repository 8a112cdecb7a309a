import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { readViewerGrant, type ViewerGrant } from '../files/index.js';
import { shareOpensStudy } from '../study-shares/index.js';
import { studies } from '../studies/studies.tables.js';
import { sessionStillOpen } from '../users/index.js';
import { scopedDb } from '../access/index.js';
import type { AppDeps } from '../deps.js';
import { studyRecords, visibleStudiesAt } from '../studies/index.js';

/**
 * Who reads DICOMweb and what: the portal studies a request may read, as a WHERE condition on
 * `studies`. A bearer session reads every study its user sees; a viewer grant reads its one study,
 * while its session is still open and its user still sees the study, or while its share link is
 * open. A grant's liveness is part of the condition itself, so the query that finds what is read
 * asks it on every request (one round trip for a frame), and a logout, a deactivation, a hidden
 * study or a revocation closes the grant at once.
 */
export type DicomReader = {
  /**
   * The handle its queries run on: a session's scopedDb handle; for a grant or the server itself,
   * which stand for no signed-in request, the system's (what it reads is `readable`, nothing else).
   */
  db: Database;
  readable: SQL;
  /** The viewer grant behind it, if any: its frame requests run one prepared statement (frame-sources.ts). */
  grant?: ViewerGrant;
};

/** The grant a request carries: header X-Viewer-Grant, or `grant` in the query of an <img>. */
export function grantOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-viewer-grant'];
  if (typeof header === 'string' && header !== '') return header;
  const { grant } = (request.query ?? {}) as { grant?: unknown };
  return typeof grant === 'string' && grant !== '' ? grant : undefined;
}

/** The reader of a request; NOT_FOUND for anything else (no credentials, a closed grant), never saying which. */
export async function dicomReader(deps: Pick<AppDeps, 'systemDb'>, request: FastifyRequest): Promise<DicomReader> {
  const token = grantOf(request);
  if (token !== undefined) return grantReader(deps.systemDb, token);
  const actor = await request.getActor();
  if (!actor) throw notFound();
  const scoped = scopedDb(deps, actor);
  return { db: scoped.db, readable: scoped.visible(studyRecords) };
}

/** The server reading one study's instances, for the work it does by itself once files are attached. */
export function serverReader(deps: Pick<AppDeps, 'systemDb'>, studyId: number): DicomReader {
  return { db: deps.systemDb, readable: eq(studies.id, studyId) };
}

/**
 * The reader a viewer grant stands for; NOT_FOUND when it is not one of ours or expired. Whether
 * its session or share is still open is in `readable`: a closed grant finds nothing, like a
 * missing instance.
 */
export async function grantReader(db: Database, token: string): Promise<DicomReader> {
  const grant = await readViewerGrant(db, token);
  if (!grant) throw notFound();
  const oneStudy = eq(studies.id, grant.studyId);
  return { db, readable: and(oneStudy, grantStillOpens(grant))!, grant };
}

/**
 * Whether a grant still opens its study, as a condition on `studies`: its share still open, or its
 * session still open and its user still seeing the study. Ids and `now` may be placeholders of a
 * prepared statement (frame-sources.ts).
 */
export function grantStillOpens(grant: ViewerGrant, now = new Date()): SQL {
  if (grant.via === 'share') return shareOpensStudy(grant.shareId, now);
  const { sessionId, userId, role } = grant;
  const actor = { sessionId, userId, role };
  return and(sessionStillOpen(actor, now), visibleStudiesAt(actor, now))!;
}
