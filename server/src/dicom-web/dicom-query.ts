import { and, countDistinct, desc, eq, ilike, inArray, like, lte, gte, min, sql, type SQL } from 'drizzle-orm';
import { portalMessages } from '../../../shared/portal-messages.js';
import { badInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../files/index.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dicomInstances, type DicomJson } from '../studies/dicom.tables.js';
import { withMetadata } from '../studies/index.js';
import { studies, studyFiles } from '../studies/studies.tables.js';
import { instancesWhere, readableInstances, type DicomScope } from './dicom-instances.js';
import type { DicomReader } from './dicom-readers.js';
import { dicomWebRoot, seriesPath, studyPath, instancePath } from './dicom-web-paths.js';

/** The query keys QIDO-RS matches on, by keyword and by tag (PS3.18 8.3.4). */
const keys: Record<string, string> = {
  StudyInstanceUID: '0020000D',
  PatientID: '00100020',
  PatientName: '00100010',
  StudyDate: '00080020',
  ModalitiesInStudy: '00080061',
  Modality: '00080060',
  SeriesInstanceUID: '0020000E',
  SeriesNumber: '00200011',
  SOPInstanceUID: '00080018',
  InstanceNumber: '00200013',
};
const keyOfTag = new Map(Object.entries(keys).map(([keyword, tag]) => [tag, keyword]));

/** What a search asks, as read from the query string; unknown keys and includefield are accepted and ignored. */
export type QidoQuery = { match: Map<string, string>; limit: number; offset: number };

const maxLimit = 5000;

export function parseQidoQuery(query: Record<string, unknown>): QidoQuery {
  const match = new Map<string, string>();
  for (const [name, raw] of Object.entries(query)) {
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (typeof value !== 'string' || value === '') continue;
    const keyword = keys[name] ? name : keyOfTag.get(name.toUpperCase());
    if (keyword) match.set(keyword, value);
  }
  const number = (name: string, fallback: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw badInput(name, portalMessages.dicomWebLimitInvalid);
    return Number(raw);
  };
  return { match, limit: Math.min(number('limit', maxLimit), maxLimit), offset: number('offset', 0) };
}

/** DICOM wildcards (* and ?) as a LIKE pattern; the value's own % and _ match themselves. */
const likePattern = (value: string) =>
  value
    .replace(/[\\%_]/g, (character) => `\\${character}`)
    .replace(/\*/g, '%')
    .replace(/\?/g, '_');
const hasWildcard = (value: string) => /[*?]/.test(value);
/** A list of UIDs or codes: comma or backslash separated (PS3.18 8.3.4.1). */
const listOf = (value: string) => value.split(/[,\\]/).filter(Boolean);

function textMatch(column: AnyPgColumn, value: string, caseless = false): SQL {
  if (!hasWildcard(value)) return caseless ? ilike(column, likePattern(value)) : eq(column, value);
  return caseless ? ilike(column, likePattern(value)) : like(column, likePattern(value));
}

/** YYYYMMDD, or a range with either end open, as stored (YYYY-MM-DD) bounds. */
function dateMatch(value: string): SQL {
  const match = /^(\d{8})?(-)?(\d{8})?$/.exec(value);
  if (!match || (!match[1] && !match[3])) throw badInput('StudyDate', portalMessages.dicomWebDateInvalid);
  const iso = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  if (!match[2]) return eq(dicomInstances.studyDate, iso(match[1]));
  return and(
    match[1] ? gte(dicomInstances.studyDate, iso(match[1])) : undefined,
    match[3] ? lte(dicomInstances.studyDate, iso(match[3])) : undefined,
  )!;
}

/** The instance-level conditions of a search (every level filters instances, then groups them). */
function instanceFilters(match: Map<string, string>, level: 'study' | 'series' | 'instance'): SQL[] {
  const filters: SQL[] = [];
  const value = (key: string) => match.get(key);
  if (value('StudyInstanceUID'))
    filters.push(inArray(dicomInstances.studyInstanceUid, listOf(value('StudyInstanceUID')!)));
  if (value('PatientID')) filters.push(textMatch(dicomInstances.patientId, value('PatientID')!));
  if (value('PatientName')) filters.push(textMatch(dicomInstances.patientName, value('PatientName')!, true));
  if (value('StudyDate')) filters.push(dateMatch(value('StudyDate')!));
  if (level === 'study') return filters;
  if (value('Modality')) filters.push(inArray(dicomInstances.modality, listOf(value('Modality')!)));
  if (value('SeriesInstanceUID'))
    filters.push(inArray(dicomInstances.seriesInstanceUid, listOf(value('SeriesInstanceUID')!)));
  const seriesNumber = Number(value('SeriesNumber'));
  if (value('SeriesNumber') && Number.isInteger(seriesNumber))
    filters.push(eq(dicomInstances.seriesNumber, seriesNumber));
  if (level === 'series') return filters;
  if (value('SOPInstanceUID')) filters.push(inArray(dicomInstances.sopInstanceUid, listOf(value('SOPInstanceUID')!)));
  const instanceNumber = Number(value('InstanceNumber'));
  if (value('InstanceNumber') && Number.isInteger(instanceNumber))
    filters.push(eq(dicomInstances.instanceNumber, instanceNumber));
  return filters;
}

/** QIDO-RS for studies: one JSON object per DICOM study with the attributes of PS3.18 Table 10.6.3-3. */
export async function searchStudies(storage: FileStorage, reader: DicomReader, query: QidoQuery): Promise<DicomJson[]> {
  const modalities = query.match.get('ModalitiesInStudy');
  const groups = await reader.db
    .select({
      uid: dicomInstances.studyInstanceUid,
      series: countDistinct(dicomInstances.seriesInstanceUid),
      instances: countDistinct(dicomInstances.sopInstanceUid),
      modalities: sql<
        string | null
      >`string_agg(distinct ${dicomInstances.modality}, '\\' order by ${dicomInstances.modality})`,
      sample: min(dicomInstances.fileId),
    })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .innerJoin(studies, eq(studies.id, studyFiles.studyId))
    .where(instancesWhere(reader, {}, ...instanceFilters(query.match, 'study')))
    .groupBy(dicomInstances.studyInstanceUid)
    .having(modalities ? sql`bool_or(${inArray(dicomInstances.modality, listOf(modalities))})` : undefined)
    .orderBy(desc(sql`max(${dicomInstances.studyDate})`), dicomInstances.studyInstanceUid)
    .limit(query.limit)
    .offset(query.offset);
  const samples = await metadataOf(
    storage,
    reader.db,
    groups.map((group) => group.sample),
  );
  return groups.map((group) => {
    const sample = samples.get(group.sample as number) ?? {};
    return {
      ...pick(sample, studyTags),
      '00080061': codes(group.modalities),
      '00081190': uriAttribute(`${dicomWebRoot}${studyPath(group.uid)}`),
      '0020000D': { vr: 'UI', Value: [group.uid] },
      '00201206': { vr: 'IS', Value: [Number(group.series)] },
      '00201208': { vr: 'IS', Value: [Number(group.instances)] },
    };
  });
}

/** QIDO-RS for the series of a study (PS3.18 Table 10.6.3-4); NOT_FOUND when the study is not readable. */
export async function searchSeries(
  storage: FileStorage,
  reader: DicomReader,
  scope: DicomScope,
  query: QidoQuery,
): Promise<DicomJson[]> {
  if (scope.study !== undefined) await readableInstances(reader.db, reader, { study: scope.study });
  const groups = await reader.db
    .select({
      study: dicomInstances.studyInstanceUid,
      uid: dicomInstances.seriesInstanceUid,
      instances: countDistinct(dicomInstances.sopInstanceUid),
      number: min(dicomInstances.seriesNumber),
      sample: min(dicomInstances.fileId),
    })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .innerJoin(studies, eq(studies.id, studyFiles.studyId))
    .where(instancesWhere(reader, scope, ...instanceFilters(query.match, 'series')))
    .groupBy(dicomInstances.studyInstanceUid, dicomInstances.seriesInstanceUid)
    .orderBy(sql`min(${dicomInstances.seriesNumber}) nulls last`, dicomInstances.seriesInstanceUid)
    .limit(query.limit)
    .offset(query.offset);
  const samples = await metadataOf(
    storage,
    reader.db,
    groups.map((group) => group.sample),
  );
  return groups.map((group) => ({
    ...pick(samples.get(group.sample as number) ?? {}, seriesTags),
    '00081190': uriAttribute(`${dicomWebRoot}${seriesPath(group.study, group.uid)}`),
    '0020000D': { vr: 'UI', Value: [group.study] },
    '0020000E': { vr: 'UI', Value: [group.uid] },
    '00201209': { vr: 'IS', Value: [Number(group.instances)] },
  }));
}

/** QIDO-RS for the instances of a study or series (PS3.18 Table 10.6.3-5); NOT_FOUND when not readable. */
export async function searchInstances(
  storage: FileStorage,
  reader: DicomReader,
  scope: DicomScope,
  query: QidoQuery,
): Promise<DicomJson[]> {
  await readableInstances(reader.db, reader, scope);
  const rows = await reader.db
    .select({ instance: dicomInstances, storageKey: studyFiles.storageKey })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .innerJoin(studies, eq(studies.id, studyFiles.studyId))
    .where(instancesWhere(reader, scope, ...instanceFilters(query.match, 'instance')))
    .orderBy(
      dicomInstances.seriesNumber,
      dicomInstances.seriesInstanceUid,
      dicomInstances.instanceNumber,
      dicomInstances.fileId,
    );
  const seen = new Set<string>();
  const unique = rows
    .map(({ instance, storageKey }) => ({ ...instance, storageKey }))
    .filter((row) => !seen.has(row.sopInstanceUid) && seen.add(row.sopInstanceUid));
  const page = await withMetadata(reader.db, storage, unique.slice(query.offset, query.offset + query.limit));
  return page.map((row) => ({
    ...pick(row.metadata, instanceTags),
    '00080016': { vr: 'UI', Value: [row.sopClassUid] },
    '00080018': { vr: 'UI', Value: [row.sopInstanceUid] },
    '00081190': uriAttribute(
      `${dicomWebRoot}${instancePath(row.studyInstanceUid, row.seriesInstanceUid, row.sopInstanceUid)}`,
    ),
    '00083002': { vr: 'UI', Value: [row.transferSyntaxUid] },
    '0020000D': { vr: 'UI', Value: [row.studyInstanceUid] },
    '0020000E': { vr: 'UI', Value: [row.seriesInstanceUid] },
    '00280008': { vr: 'IS', Value: [row.frames] },
    '00280010': { vr: 'US', Value: [row.rows] },
    '00280011': { vr: 'US', Value: [row.columns] },
    '00280100': { vr: 'US', Value: [row.bitsAllocated] },
  }));
}

const studyTags = [
  '00080005',
  '00080020',
  '00080030',
  '00080050',
  '00080090',
  '00100010',
  '00100020',
  '00100030',
  '00100040',
  '00200010',
  '00081030',
];
const seriesTags = ['00080005', '00080060', '00080021', '00080031', '0008103E', '00200011'];
const instanceTags = ['00080005', '00200013', '00080023', '00080033'];

function pick(metadata: DicomJson, tags: string[]): DicomJson {
  const out: DicomJson = {};
  for (const tag of tags) if (metadata[tag]) out[tag] = metadata[tag];
  return out;
}

const codes = (joined: string | null) => (joined ? { vr: 'CS', Value: joined.split('\\') } : { vr: 'CS' });
const uriAttribute = (uri: string) => ({ vr: 'UR', Value: [uri] });

async function metadataOf(
  storage: FileStorage,
  db: Database,
  fileIds: (number | null)[],
): Promise<Map<number, DicomJson>> {
  const ids = fileIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      fileId: dicomInstances.fileId,
      metadata: dicomInstances.metadata,
      storageKey: studyFiles.storageKey,
      pixelDataOffset: dicomInstances.pixelDataOffset,
    })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .where(inArray(dicomInstances.fileId, ids));
  const complete = await withMetadata(db, storage, rows);
  return new Map(complete.map((row) => [row.fileId, row.metadata]));
}
