import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../graphql/connection.js';
import { ByteSize } from '../graphql/byte-size.js';
import { ID } from '../graphql/id-scalar.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { StudyTypeGql } from '../study-types/index.js';
import { described } from '../../../shared/validation/described.js';
import { newStudySchema, studyChangesSchema, studyGroupSchema } from '../../../shared/validation/study.js';

/** The values are the stored ones (studies.tables.ts). */
export enum StudyStatusGql {
  IN_PROGRESS = 'in_progress',
  COMPLETED = 'completed',
}
registerEnumType(StudyStatusGql, {
  name: 'StudyStatus',
  description: 'Where a study stands.',
  valuesConfig: {
    IN_PROGRESS: { description: 'En proceso: the lab is still working on it; files may be added.' },
    COMPLETED: { description: 'Completado: the results are ready.' },
  },
});

@ObjectType('StudyGroupRef', { description: 'A group a study belongs to: enough for a label or a link.' })
export class StudyGroupRefGql {
  @Field(() => ID, { description: 'The group; see studyGroup.' }) id!: number;
  @Field(() => String, { description: "The group's name." }) name!: string;
}

@ObjectType('StudyGroup', { description: 'A group that studies may belong to, with a rich-text description.' })
export class StudyGroupGql {
  @Field(() => ID, {
    description: 'The group; pass it in groupIds, studyGroup, updateStudyGroup and deleteStudyGroup.',
  })
  id!: number;
  @Field(() => String, { description: "The group's name, up to 42 characters." }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Rich-text description as sanitised HTML (formatting, links and images; no scripts or styles); null when none.',
  })
  descriptionHtml!: string | null;
  @Field(() => Int, { description: 'Studies in the group, hidden and expired ones included.' }) studyCount!: number;
  @Field(() => DateTime, { description: 'When the group was created.' }) createdAt!: Date;
  @Field(() => DateTime, { description: 'When the group was last saved.' }) updatedAt!: Date;
}

@ObjectType('PersonRef', {
  description: 'A person a study refers to (its patient or doctor): enough for a heading or a link.',
})
export class PersonRefGql {
  @Field(() => ID, { description: 'The user.' }) id!: number;
  @Field(() => String, { description: 'Name, paternal and maternal surname, joined by spaces.' }) fullName!: string;
}

@ObjectType('BranchOfficeRef', {
  description:
    'A branch office (sucursal) by name, enough for a label: where a study was taken, or what survey answers are about.',
})
export class BranchOfficeRefGql {
  @Field(() => ID, { description: 'The branch office; see branchOffices.' }) id!: number;
  @Field(() => String, { description: "The office's name." }) name!: string;
}

@ObjectType('StudyFile', { description: 'A result file of a study: an image, PDF, DICOM, ZIP or video.' })
export class StudyFileGql {
  @Field(() => ID, { description: 'The file; pass it to deleteStudyFile.' }) id!: number;
  @Field(() => String, { description: 'The file name as uploaded, without any path, up to 180 characters.' })
  name!: string;
  @Field(() => String, {
    description:
      'Media type read from the content when uploaded (e.g. "image/jpeg", "application/pdf", "application/dicom"), not from the name.',
  })
  mediaType!: string;
  @Field(() => Float, {
    description: 'Size in bytes.',
    deprecationReason: 'Use byteSize: every file has its size there.',
  })
  size!: number;
  @Field(() => ByteSize, { description: 'Size of the file in bytes.' }) byteSize!: number;
  @Field(() => String, { description: 'SHA-256 of the bytes, hex.' }) checksum!: string;
  @Field(() => DateTime, { description: 'When the file was uploaded.' }) createdAt!: Date;
  @Field(() => String, {
    description:
      "Path of the file on this server, /files/<id>: GET it with the same Authorization header. Relative: prefix it with the API's origin.",
  })
  url!: string;
}

@ObjectType('Study', { description: 'A clinical or imaging study of a patient, with its result files.' })
export class StudyGql {
  @Field(() => ID, { description: 'The study.' }) id!: number;
  @Field(() => StudyTypeGql, { description: 'The kind of study.' }) studyType!: StudyTypeGql;
  @Field(() => PersonRefGql, { description: 'The patient the study belongs to.' }) patient!: PersonRefGql;
  @Field(() => PersonRefGql, {
    nullable: true,
    description:
      "The referring doctor (the patient's doctor when the study was saved); null when there was none or the account was deleted.",
  })
  doctor!: PersonRefGql | null;
  @Field(() => BranchOfficeRefGql, {
    nullable: true,
    description: 'The branch office (sucursal) where the study was taken; null when not recorded.',
  })
  branchOffice!: BranchOfficeRefGql | null;
  @Field(() => DateOnly, { description: 'The day of the study, "YYYY-MM-DD".' }) studyDate!: string;
  @Field(() => StudyStatusGql, { description: 'Whether the results are complete or still being prepared.' })
  status!: StudyStatusGql;
  @Field(() => DateTime, { description: 'When the study was saved.' }) createdAt!: Date;
  @Field(() => DateTime, {
    nullable: true,
    description: 'After it, doctor and patient no longer see the study; null: it never expires.',
  })
  expiresAt!: Date | null;
  @Field(() => Boolean, { description: 'true once expiresAt has passed; only lab staff still see expired studies.' })
  expired!: boolean;
  @Field(() => Boolean, { description: 'false: hidden from the doctor and the patient.' }) visible!: boolean;
  @Field(() => String, { nullable: true, description: 'Notes of the lab, up to 140 characters; null when none.' })
  notes!: string | null;
  @Field(() => [StudyGroupRefGql], { description: 'The groups the study belongs to, by name.' })
  groups!: StudyGroupRefGql[];
  @Field(() => [StudyFileGql], { description: 'The result files, in upload order.' }) files!: StudyFileGql[];
  @Field(() => String, { description: 'Download path of every file in one ZIP, served with the bearer token.' })
  zipUrl!: string;
}

@ObjectType('DayCount', { description: "A number of studies on one of the lab's days." })
export class DayCountGql {
  @Field(() => String, { description: 'The day, "YYYY-MM-DD", in the lab\'s time zone (America/Mexico_City).' })
  day!: string;
  @Field(() => Int, { description: 'Studies on that day; 0 when none.' }) count!: number;
}

@ObjectType('ControlBoardTotals', { description: 'Totals over every study the caller counts (see controlBoard).' })
export class ControlBoardTotalsGql {
  @Field(() => Int, { description: 'Studies in all.' }) studies!: number;
  @Field(() => Int, { description: 'Of them, studies hidden from doctor and patient.' }) hidden!: number;
  @Field(() => Int, { description: 'Expiring within 7 days.' }) expiringSoon!: number;
}

@ObjectType('ControlBoard', { description: 'Activity figures of the studies by day, for the control board.' })
export class ControlBoardGql {
  @Field(() => [DayCountGql], { description: 'Studies uploaded on each of the last 30 days.' })
  uploaded!: DayCountGql[];
  @Field(() => [DayCountGql], { description: 'Studies viewed or downloaded on each of the last 30 days.' })
  viewed!: DayCountGql[];
  @Field(() => [DayCountGql], { description: 'Studies expiring on each day from today to 30 days ahead.' })
  expiring!: DayCountGql[];
  @Field(() => [StudyGql], { description: 'The 10 studies saved last, newest first.' }) latestUploads!: StudyGql[];
  @Field(() => ControlBoardTotalsGql, { description: 'Totals over every study counted.' })
  totals!: ControlBoardTotalsGql;
}

@InputType({
  description:
    'The study form, sent whole: fields left out take their defaults (no groups, no notes, completed), except expiresInDays. Errors answer BAD_USER_INPUT naming the field.',
})
export class StudyChangesInput {
  @Field(() => ID, { description: described(studyChangesSchema, 'studyTypeId') }) studyTypeId!: number;
  @Field(() => DateOnly, { description: described(studyChangesSchema, 'studyDate') }) studyDate!: string;
  @Field(() => Int, { nullable: true, description: described(studyChangesSchema, 'expiresInDays') })
  expiresInDays?: number | null;
  @Field(() => StudyStatusGql, { nullable: true, description: described(studyChangesSchema, 'status') })
  status?: StudyStatusGql;
  @Field(() => [ID], { nullable: true, description: described(studyChangesSchema, 'groupIds') }) groupIds?: number[];
  @Field(() => String, { nullable: true, description: described(studyChangesSchema, 'notes') }) notes?: string | null;
  @Field(() => ID, { nullable: true, description: described(studyChangesSchema, 'branchOfficeId') })
  branchOfficeId?: number | null;
}

@InputType({ description: 'A new study: the patient, the study form and the files uploaded for it beforehand.' })
export class NewStudyInput extends StudyChangesInput {
  @Field(() => ID, { description: described(newStudySchema, 'patientId') }) patientId!: number;
  @Field(() => [ID], { description: described(newStudySchema, 'fileIds') }) fileIds!: number[];
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: described(newStudySchema, 'dicomPatientConfirmed'),
  })
  dicomPatientConfirmed?: boolean;
}

@InputType({ description: 'A study group. Errors answer BAD_USER_INPUT naming the field.' })
export class StudyGroupInput {
  @Field(() => String, { description: described(studyGroupSchema, 'name') }) name!: string;
  @Field(() => String, { description: described(studyGroupSchema, 'descriptionHtml') }) descriptionHtml!: string;
}

export const StudyConnectionGql = connectionOf(StudyGql, 'Study', {
  entries: 'studies of a patient',
  order: 'newest study date first',
  total: 'Studies in the whole list (with the same hidden filter).',
});
