import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { branchOffices } from '../app-content/branch-offices.tables.js';
import type { Database } from '../db/client.js';
import { users } from '../users/users.tables.js';
import {
  studies,
  studyFiles,
  studyGroupLinks,
  studyGroups,
  type StudyRow,
  type StudyFileRow,
} from './studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { loadStudySeries, type StudySeriesSummary } from './study-series.js';

export type StudyFileView = Omit<StudyFileRow, 'storageKey' | 'studyId' | 'uploadedBy' | 'source'> & {
  studyId: number;
  url: string;
  byteSize: number;
};

export type StudyView = StudyRow & {
  studyTypeName: string;
  patientName: string;
  doctorName: string | null;
  branchOfficeName: string | null;
  expired: boolean;
  groups: { id: number; name: string }[];
  files: StudyFileView[];
  /** Its DICOM images by series; empty when it has none. */
  dicomSeries: StudySeriesSummary[];
};

/** The download path of a file: served with the bearer token, or signed (see signed-links.ts). */
export const studyFileUrl = (fileId: number) => `/files/${fileId}`;
export const studyZipUrl = (studyId: number) => `/studies/${studyId}/zip`;

export const fileView = (file: StudyFileRow & { studyId: number }): StudyFileView => ({
  id: file.id,
  studyId: file.studyId,
  name: file.name,
  mediaType: file.mediaType,
  size: file.size,
  byteSize: file.size,
  checksum: file.checksum,
  createdAt: file.createdAt,
  url: studyFileUrl(file.id),
});

const patients = alias(users, 'patient');
const doctors = alias(users, 'doctor');
type Person = { name: AnyPgColumn; lastname: AnyPgColumn; motherLastname: AnyPgColumn };
const fullName = (table: Person) =>
  sql<string>`concat_ws(' ', ${table.name}, ${table.lastname}, ${table.motherLastname})`;

/** Studies with their type, people, groups and files, in the order given. */
export async function loadStudyViews(db: Database, rows: StudyRow[], now = new Date()): Promise<StudyView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [details, groups, files, series] = await Promise.all([
    db
      .select({
        id: studies.id,
        studyTypeName: studyTypes.name,
        patientName: fullName(patients),
        doctorName: fullName(doctors),
        branchOfficeName: branchOffices.name,
      })
      .from(studies)
      .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
      .innerJoin(patients, eq(patients.id, studies.patientId))
      .leftJoin(doctors, eq(doctors.id, studies.doctorId))
      .leftJoin(branchOffices, eq(branchOffices.id, studies.branchOfficeId))
      .where(inArray(studies.id, ids)),
    db
      .select({ studyId: studyGroupLinks.studyId, id: studyGroups.id, name: studyGroups.name })
      .from(studyGroupLinks)
      .innerJoin(studyGroups, eq(studyGroups.id, studyGroupLinks.groupId))
      .where(inArray(studyGroupLinks.studyId, ids))
      .orderBy(asc(studyGroups.name)),
    db.select().from(studyFiles).where(inArray(studyFiles.studyId, ids)).orderBy(asc(studyFiles.id)),
    loadStudySeries(db, ids),
  ]);
  const detailOf = new Map(details.map((detail) => [detail.id, detail]));
  return rows.map((row) => {
    const detail = detailOf.get(row.id)!;
    return {
      ...row,
      studyTypeName: detail.studyTypeName,
      patientName: detail.patientName,
      doctorName: row.doctorId ? detail.doctorName : null,
      branchOfficeName: detail.branchOfficeName,
      expired: row.expiresAt !== null && row.expiresAt <= now,
      groups: groups.filter((group) => group.studyId === row.id).map(({ id, name }) => ({ id, name })),
      files: files.filter((file) => file.studyId === row.id).map((file) => fileView({ ...file, studyId: row.id })),
      dicomSeries: series.get(row.id) ?? [],
    };
  });
}
