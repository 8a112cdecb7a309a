import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf, ForwardPageArgsGql } from '../graphql/connection.js';
import { DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';

export enum DicomReceivedStudyStatus {
  PENDING = 'pending',
  ASSIGNED = 'assigned',
  DISCARDED = 'discarded',
}
registerEnumType(DicomReceivedStudyStatus, {
  name: 'DicomReceivedStudyStatus',
  description: 'What became of a study a scanner sent to the DICOM listener.',
  valuesConfig: {
    PENDING: { description: 'Waiting in the inbox ("Recibidos del equipo") for staff to assign or discard it.' },
    ASSIGNED: { description: 'Its images are in a portal study (by staff, or matched by itself by the patient id).' },
    DISCARDED: { description: 'Staff discarded it: its images were deleted.' },
  },
});

@ObjectType('DicomReceivedPatient', { description: 'A portal patient a received study went to, or is suggested for.' })
export class DicomReceivedPatientGql {
  @Field(() => ID, { description: "The patient's id." }) id!: number;
  @Field(() => String, { description: "The patient's full name." }) fullName!: string;
}

@ObjectType('DicomReceivedStudy', {
  description:
    "A DICOM study (one StudyInstanceUID) that the lab's scanners sent to the DICOM listener, with the patient as the scanner recorded them.",
})
export class DicomReceivedStudyGql {
  @Field(() => ID, { description: 'The received study.' }) id!: number;
  @Field(() => String, { description: 'Its DICOM Study Instance UID.' }) studyInstanceUid!: string;
  @Field(() => DicomReceivedStudyStatus, { description: 'Waiting, assigned or discarded.' })
  status!: DicomReceivedStudyStatus;
  @Field(() => String, {
    nullable: true,
    description: "The patient's name as the scanner recorded it (DICOM PN: Family^Given); null when not recorded.",
  })
  dicomPatientName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The Patient ID typed at the scanner (a portal patient\'s "ID para el equipo" matches by itself).',
  })
  dicomPatientId!: string | null;
  @Field(() => String, { nullable: true, description: "The patient's birth date as recorded, YYYY-MM-DD." })
  dicomPatientBirthDate!: string | null;
  @Field(() => String, { nullable: true, description: 'The DICOM modality (IO, PX, DX, CT…).' }) modality!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The study date as recorded, YYYY-MM-DD.' }) studyDate!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The DICOM Study Description.' }) studyDescription!:
    string | null;
  @Field(() => String, { description: 'The AE title of the scanner that sent its last images.' })
  callingAeTitle!: string;
  @Field(() => DateTime, { description: 'When its first image arrived.' }) firstReceivedAt!: Date;
  @Field(() => DateTime, { description: 'When its last image arrived.' }) lastReceivedAt!: Date;
  @Field(() => Int, { description: 'Images kept of it (none once discarded).' }) imageCount!: number;
  @Field(() => DicomReceivedPatientGql, {
    nullable: true,
    description:
      'Assigned: the patient it went to. Waiting: the patient recognised by the ID para el equipo, as a suggestion. Null otherwise.',
  })
  patient!: DicomReceivedPatientGql | null;
  @Field(() => ID, { nullable: true, description: 'Assigned: the portal study holding its images.' }) studyId!:
    number | null;
}

export const DicomReceivedStudyConnectionGql = connectionOf(DicomReceivedStudyGql, 'DicomReceivedStudy', {
  entries: 'studies received from the scanners',
  order: 'last received first',
  total: 'How many received studies have that status.',
});

@ArgsType()
export class DicomInboxArgsGql extends ForwardPageArgsGql {
  @Field(() => DicomReceivedStudyStatus, {
    nullable: true,
    description: 'Which received studies: PENDING (the inbox) when left out.',
  })
  status?: DicomReceivedStudyStatus | null;
}

@InputType('AssignDicomReceivedStudyInput', {
  description: 'The patient and study type a waiting received study becomes a portal study of.',
})
export class AssignDicomReceivedStudyInput {
  @Field(() => ID, { description: 'The received study (DicomReceivedStudy.id).' }) id!: number;
  @Field(() => ID, { description: 'The portal patient.' }) patientId!: number;
  @Field(() => ID, { description: 'The study type (studyTypes).' }) studyTypeId!: number;
}
