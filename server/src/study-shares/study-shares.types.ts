import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ByteSize } from '../graphql/byte-size.js';
import { ID } from '../graphql/id-scalar.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { described } from '../../../shared/validation/described.js';
import { studyShareSchema } from '../../../shared/validation/study-share.js';

@ObjectType('StudyShare', {
  description:
    'A link that opens one study to someone without an account (a referring doctor), until it expires or is revoked.',
})
export class StudyShareGql {
  @Field(() => ID, { description: 'The link; pass it to revokeStudyShare and sendStudyShareEmail.' }) id!: number;
  @Field(() => ID, { description: 'The shared study.' }) studyId!: number;
  @Field(() => String, {
    nullable: true,
    description:
      'The absolute link to give the recipient (https://<portal>/compartir/<token>). Only in the answer of createStudyShare: the server keeps only a hash of its token, so lists answer null. Keep it to share it or to send it with sendStudyShareEmail.',
  })
  url!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The 6-digit PIN the recipient types, when the link has one. Only in the answer of createStudyShare (null afterwards, it is stored hashed): show it to the creator once and tell them to give it apart from the link.',
  })
  pin!: string | null;
  @Field(() => Boolean, { description: 'The recipient must type the 6-digit PIN to open it.' }) withPin!: boolean;
  @Field(() => Boolean, { description: 'The recipient may download the whole study as a ZIP.' })
  allowDownload!: boolean;
  @Field(() => DateTime, { description: 'When the link stops opening.' }) expiresAt!: Date;
  @Field(() => Int, { description: 'Times the recipient opened it (after the PIN, when it has one).' }) opens!: number;
  @Field(() => DateTime, { nullable: true, description: 'When it was last opened; null if never.' })
  lastOpenedAt!: Date | null;
  @Field(() => DateTime, { description: 'When it was created.' }) createdAt!: Date;
  @Field(() => String, {
    nullable: true,
    description: 'Who created it (name and surname); null when that account was deleted.',
  })
  createdByName!: string | null;
  @Field(() => DateTime, { nullable: true, description: 'When it was revoked; null while not revoked.' })
  revokedAt!: Date | null;
}

/** The options a link gets when they are left out: the shared schema's defaults. */
const defaults = studyShareSchema.getDefault();

@InputType('NewStudyShareInput', { description: 'A new share link for one study.' })
export class NewStudyShareInput {
  @Field(() => ID, { description: 'The study to share.' }) studyId!: number;
  @Field(() => Int, { nullable: true, defaultValue: defaults.days, description: described(studyShareSchema, 'days') })
  days!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: defaults.withPin,
    description: described(studyShareSchema, 'withPin'),
  })
  withPin!: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: defaults.allowDownload,
    description: described(studyShareSchema, 'allowDownload'),
  })
  allowDownload!: boolean | null;
}

export enum SharedStudyStateGql {
  OPEN = 'open',
  PIN_REQUIRED = 'pin_required',
  WRONG_PIN = 'wrong_pin',
  LOCKED = 'locked',
  EXPIRED = 'expired',
  REVOKED = 'revoked',
  NOT_FOUND = 'not_found',
}
registerEnumType(SharedStudyStateGql, {
  name: 'SharedStudyState',
  description: 'Where a share link stands for its recipient.',
  valuesConfig: {
    OPEN: { description: 'It opened: `study` has what to show.' },
    PIN_REQUIRED: { description: 'It asks for its 6-digit PIN: ask again with `pin`.' },
    WRONG_PIN: { description: 'The PIN was wrong: `attemptsLeft` more tries before the link locks.' },
    LOCKED: { description: 'Too many wrong PINs: the link opens again at `lockedUntil` (15 minutes).' },
    EXPIRED: { description: 'Its time ran out: ask whoever sent it for a new one.' },
    REVOKED: { description: 'Whoever shared it closed it.' },
    NOT_FOUND: { description: 'No link has this token (mistyped or cut short).' },
  },
});

@ObjectType('SharedStudyFile', { description: 'A document of a shared study (a report PDF, a picture).' })
export class SharedStudyFileGql {
  @Field(() => ID, { description: 'The file.' }) id!: number;
  @Field(() => String, { description: 'The file name as uploaded.' }) name!: string;
  @Field(() => String, { description: 'Media type read from the content, e.g. "application/pdf".' }) mediaType!: string;
  @Field(() => Float, {
    description: 'Size in bytes.',
    deprecationReason: 'Use byteSize: every file has its size there.',
  })
  size!: number;
  @Field(() => ByteSize, { description: 'Size of the file in bytes.' }) byteSize!: number;
  @Field(() => String, {
    description:
      'Path that opens it through the link (/shares/files/<id>?grant=…), no header needed; prefix it with the portal origin. Stops opening when the link is revoked or expires.',
  })
  url!: string;
}

@ObjectType('SharedStudy', {
  description:
    "What an open share link shows its recipient: the lab, the study, the patient's initials only, its documents and the ZIP when allowed.",
})
export class SharedStudyGql {
  /** Not a field: the link, for the viewer's own grant (dicom-web's SharedStudy.viewer). */
  shareId!: number;
  @Field(() => ID, { description: 'The shared study.' }) studyId!: number;
  @Field(() => String, { description: "The lab's name." }) labName!: string;
  @Field(() => String, { description: 'The kind of study, e.g. "Radiografía panorámica".' }) studyTypeName!: string;
  @Field(() => DateOnly, { description: 'The study date.' }) studyDate!: string;
  @Field(() => String, { nullable: true, description: "The referring doctor's full name; null when none." })
  doctorName!: string | null;
  @Field(() => String, { description: 'The patient\'s initials only, e.g. "J. P. G.".' }) patientInitials!: string;
  @Field(() => DateTime, { description: 'When the link stops opening.' }) expiresAt!: Date;
  @Field(() => String, {
    description:
      "The link's viewer grant: send it as header X-Viewer-Grant (or query grant=) to /dicom-web, and to studyShareClosed to learn when the link closes.",
  })
  grant!: string;
  @Field(() => DateTime, { description: 'When the grant stops opening (at the latest when the link expires).' })
  grantExpiresAt!: Date;
  @Field(() => [SharedStudyFileGql], { description: 'Report PDFs and pictures; the DICOM images open in the viewer.' })
  files!: SharedStudyFileGql[];
  @Field(() => String, {
    nullable: true,
    description:
      'Path of the whole study as a ZIP (/shares/zip?grant=…), with the DICOM images under DICOM/ and a DICOMDIR; null when the link does not allow downloads.',
  })
  zipUrl!: string | null;
}

@ObjectType('SharedStudyAnswer', {
  description: 'Where a share link stands when its recipient opens it, and the study when it opened.',
})
export class SharedStudyAnswerGql {
  @Field(() => SharedStudyStateGql, { description: 'OPEN, or why not.' }) state!: SharedStudyStateGql;
  @Field(() => Int, { nullable: true, description: 'WRONG_PIN: tries left before the link locks; null otherwise.' })
  attemptsLeft!: number | null;
  @Field(() => DateTime, { nullable: true, description: 'LOCKED: when it opens again; null otherwise.' })
  lockedUntil!: Date | null;
  @Field(() => SharedStudyGql, { nullable: true, description: 'OPEN: what to show; null otherwise.' })
  study!: SharedStudyGql | null;
}

@ObjectType('StudyShareClosed', { description: 'A share link that just closed while its page was open.' })
export class StudyShareClosedGql {
  @Field(() => SharedStudyStateGql, { description: 'REVOKED or EXPIRED.' }) state!: SharedStudyStateGql;
}
