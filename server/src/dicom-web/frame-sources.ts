import { eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { ViewerGrant } from '../files/index.js';
import { dicomInstances } from '../studies/dicom.tables.js';
import { studies, studyFiles } from '../studies/studies.tables.js';
import { instanceOrder, instancesWhere, type DicomScope, type ReadableInstance } from './dicom-instances.js';
import { grantStillOpens, type DicomReader } from './dicom-readers.js';

/** What serving an instance's frames needs: where its pixels are and how they are laid out. */
const frameColumns = {
  sopInstanceUid: dicomInstances.sopInstanceUid,
  transferSyntaxUid: dicomInstances.transferSyntaxUid,
  frames: dicomInstances.frames,
  rows: dicomInstances.rows,
  columns: dicomInstances.columns,
  samplesPerPixel: dicomInstances.samplesPerPixel,
  bitsAllocated: dicomInstances.bitsAllocated,
  pixelDataOffset: dicomInstances.pixelDataOffset,
  pixelDataLength: dicomInstances.pixelDataLength,
  storageKey: studyFiles.storageKey,
};

export type FrameSource = Pick<ReadableInstance, Exclude<keyof typeof frameColumns, 'storageKey'>> & {
  storageKey: string;
};

/** The frame source of one instance: the same instance as readableInstance (the first file of a SOP uploaded twice). */
const frameSourceQuery = (db: Database, readable: SQL, scope: Required<DicomScope>) =>
  db
    .select(frameColumns)
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .innerJoin(studies, eq(studies.id, studyFiles.studyId))
    .where(instancesWhere({ readable }, scope))
    .orderBy(...instanceOrder)
    .limit(1);

/**
 * The frames of one readable instance, for WADO-RS frames: the one query a frame request makes
 * (the reader's condition, a grant's liveness included, is in its WHERE), answering only where the
 * pixels are. A viewer asks hundreds of frames a minute with the same grant, so with a grant the
 * query is a statement prepared once per database and kind of grant, run with the grant's values.
 */
export async function readableFrameSource(
  db: Database,
  reader: DicomReader,
  scope: Required<DicomScope>,
): Promise<FrameSource> {
  const [row] = reader.grant
    ? await grantStatement(db, reader.grant).execute(grantValues(reader.grant, scope))
    : await frameSourceQuery(db, reader.readable, scope);
  if (!row) throw notFound();
  return row;
}

/** A placeholder where drizzle's operators take a value (an id, a UID, a date): bound when the statement runs. */
const slot = <T>(name: string) => sql.placeholder(name) as unknown as T;

type GrantKind = Role | 'share';
const kindOf = (grant: ViewerGrant): GrantKind => (grant.via === 'share' ? 'share' : grant.role);

const prepared = new WeakMap<Database, Map<GrantKind, ReturnType<typeof prepare>>>();

function prepare(db: Database, kind: GrantKind) {
  const studyId = slot<number>('studyId');
  // The same grant with placeholders for its ids: only the role shapes the statement.
  const grant: ViewerGrant =
    kind === 'share'
      ? { via: 'share', studyId, shareId: slot('shareId') }
      : { via: 'session', studyId, sessionId: slot('sessionId'), userId: slot('userId'), role: kind };
  const readable = sql`${eq(studies.id, studyId)} and ${grantStillOpens(grant, slot<Date>('now'))}`;
  const scope = { study: slot<string>('study'), series: slot<string>('series'), instance: slot<string>('instance') };
  return frameSourceQuery(db, readable, scope).prepare(`dicom_frame_source_${kind.replace('-', '_')}`);
}

function grantStatement(db: Database, grant: ViewerGrant) {
  let byKind = prepared.get(db);
  if (!byKind) prepared.set(db, (byKind = new Map()));
  const kind = kindOf(grant);
  let statement = byKind.get(kind);
  if (!statement) byKind.set(kind, (statement = prepare(db, kind)));
  return statement;
}

function grantValues(grant: ViewerGrant, scope: Required<DicomScope>) {
  const ids = grant.via === 'share' ? { shareId: grant.shareId } : { sessionId: grant.sessionId, userId: grant.userId };
  // An ISO text, which both drivers bind as a timestamp (a Date placeholder skips drizzle's column mapping).
  return { studyId: grant.studyId, ...ids, now: new Date().toISOString(), ...scope };
}
