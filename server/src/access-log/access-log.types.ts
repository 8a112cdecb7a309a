import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfoGql } from '../graphql/connection.js';
import { ID } from '../graphql/id-scalar.js';
import { DateTime } from '../graphql/date-scalars.js';
import { accessLogFilterSchema } from '../../../shared/validation/access-log.js';
import { described } from '../../../shared/validation/described.js';

/** The values are the stored ones (access-log.tables.ts). */
export enum ClinicalAccessAction {
  FILE_VIEW = 'view',
  FILE_DOWNLOAD = 'download',
  FILE_UPLOAD = 'upload',
  FILE_DELETE = 'delete',
  PATIENT_RECORD_READ = 'patient_read',
  STUDY_LIST_READ = 'study_list_read',
  STUDY_READ = 'study_read',
  CHAT_ATTACHMENT_DOWNLOAD = 'chat_attachment_download',
  RESULT_READY_PUSH = 'result_ready_push',
  RESULT_READY_CHAT_MESSAGE = 'result_ready_chat_message',
  VIEWER_OPEN = 'viewer_open',
  SHARE_OPEN = 'share_open',
  SHARE_DOWNLOAD = 'share_download',
}
registerEnumType(ClinicalAccessAction, {
  name: 'ClinicalAccessAction',
  description: 'What was done, or attempted, with clinical data.',
  valuesConfig: {
    FILE_VIEW: { description: 'A study file was opened in the browser or the app (GET /files/<id>).' },
    FILE_DOWNLOAD: { description: 'A study file was downloaded, alone or inside the study ZIP (one entry per file).' },
    FILE_UPLOAD: { description: 'A study file was attached to a study.' },
    FILE_DELETE: { description: 'A study file was deleted; without fileId, a study that had no files.' },
    PATIENT_RECORD_READ: { description: "A patient's record was read (virtualLabPatient)." },
    STUDY_LIST_READ: {
      description: "A patient's study list was read (patientStudies, or the patient's own myStudies).",
    },
    STUDY_READ: { description: 'One study was read (study).' },
    CHAT_ATTACHMENT_DOWNLOAD: { description: 'A chat attachment was downloaded (GET /chat-files/<messageId>).' },
    RESULT_READY_PUSH: {
      description:
        "The patient was told that a study's result is ready: a RESULT_READY notification in their inbox and a push to their devices. The user is who saved the study.",
    },
    RESULT_READY_CHAT_MESSAGE: {
      description:
        "The lab's message with the link to a study whose result is ready was posted in the patient's chat (chatMessageId), in the name of who saved the study.",
    },
    VIEWER_OPEN: {
      description:
        "A study's images were opened in the viewer: one entry per viewing session, not per image (channel says from where).",
    },
    SHARE_OPEN: {
      description: 'A share link of the study was opened by its recipient (with the right PIN when it has one).',
    },
    SHARE_DOWNLOAD: { description: "The study's ZIP was downloaded through a share link." },
  },
});

@ObjectType('ClinicalAccessEntry', {
  description:
    'One access to clinical data, or one refused attempt. Names are copied when written, so they stay after a deletion.',
})
export class ClinicalAccessEntryGql {
  @Field(() => ID, { description: 'The entry; entries are never changed or deleted.' }) id!: number;
  @Field(() => DateTime, { description: 'When it happened.' }) at!: Date;
  @Field(() => ClinicalAccessAction, { description: 'What was done or attempted.' }) action!: ClinicalAccessAction;
  @Field(() => Boolean, {
    description:
      'false: refused, because the object did not exist for this user (the user was told it was not found). A refused entry holds only the id that was asked for.',
  })
  allowed!: boolean;
  @Field(() => ID, { nullable: true, description: 'Who did it.' }) userId!: number | null;
  @Field(() => String, { nullable: true, description: "The user's name when it happened." }) userName!: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      'The patient concerned: the record read, the owner of the study or file, the patient of the chat. Null when unknown, as for a refused study or file id.',
  })
  patientId!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The patient's full name when it happened; null when the id is not a patient's.",
  })
  patientName!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The study; null for a record or study-list read and for a refused file id.',
  })
  studyId!: number | null;
  @Field(() => ID, { nullable: true, description: 'The study file.' }) fileId!: number | null;
  @Field(() => ID, {
    nullable: true,
    description: "The chat message whose attachment was downloaded, or the lab's message of RESULT_READY_CHAT_MESSAGE.",
  })
  chatMessageId!: number | null;
  @Field(() => String, { nullable: true, description: "The study file's or the attachment's name." }) fileName!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The address the request came from.' }) ip!: string | null;
  @Field(() => String, { nullable: true, description: "The client's User-Agent, at most 300 characters." }) userAgent!:
    string | null;
}

@ObjectType('ClinicalAccessEdge', { description: 'An entry with its position in the list.' })
export class ClinicalAccessEdgeGql {
  @Field(() => String, { description: 'Pass it as `after` to read the entries that follow this one.' }) cursor!: string;
  @Field(() => ClinicalAccessEntryGql, { description: 'The entry.' }) node!: ClinicalAccessEntryGql;
}

@ObjectType('ClinicalAccessConnection', { description: 'A page of the clinical access log, newest first.' })
export class ClinicalAccessConnectionGql {
  @Field(() => [ClinicalAccessEdgeGql], { description: 'The entries of this page, newest first.' })
  edges!: ClinicalAccessEdgeGql[];
  @Field(() => PageInfoGql, { description: 'Whether another page follows, and the cursor to ask for it.' })
  pageInfo!: PageInfoGql;
  @Field(() => Int, { description: 'Entries matching the filter, on every page.' }) totalCount!: number;
}

@InputType('ClinicalAccessFilter', { description: 'Every field is optional; together they narrow the list.' })
export class ClinicalAccessFilterInput {
  @Field(() => ID, { nullable: true, description: described(accessLogFilterSchema, 'userId') }) userId?: number | null;
  @Field(() => ID, { nullable: true, description: described(accessLogFilterSchema, 'patientId') }) patientId?:
    number | null;
  @Field(() => String, { nullable: true, description: described(accessLogFilterSchema, 'from') }) from?: string | null;
  @Field(() => String, { nullable: true, description: described(accessLogFilterSchema, 'until') }) until?:
    string | null;
}

@ObjectType('StudyAccessEntry', {
  description: "One view, download, upload or deletion of a study's file, from the clinical access log.",
})
export class StudyAccessEntryGql {
  @Field(() => ID, { description: 'The log entry.' }) id!: number;
  @Field(() => ID, { nullable: true, description: 'The file; null for a deleted study that had no files.' }) fileId!:
    number | null;
  @Field(() => String, { nullable: true, description: "The file's name when it happened." }) fileName!: string | null;
  @Field(() => ID, { nullable: true, description: 'Who did it; the id stays after that account is deleted.' }) userId!:
    number | null;
  @Field(() => String, { nullable: true, description: "The user's name when it happened." }) userName!: string | null;
  @Field(() => ClinicalAccessAction, {
    description: 'What was done with the file: FILE_VIEW, FILE_DOWNLOAD, FILE_UPLOAD or FILE_DELETE.',
  })
  action!: ClinicalAccessAction;
  @Field(() => String, { nullable: true, description: 'The address the request came from.' }) ip!: string | null;
  @Field(() => String, { nullable: true, description: "The client's User-Agent, at most 300 characters." }) userAgent!:
    string | null;
  @Field(() => DateTime, { description: 'When it happened.' }) at!: Date;
}
