import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Role } from '../../../shared/limits.js';
import { described } from '../../../shared/validation/described.js';
import {
  supportMessageLength,
  supportRequestSchema,
  supportSubjectLength,
} from '../../../shared/validation/support.js';
import { connectionOf } from '../graphql/connection.js';
import { DateTime } from '../graphql/date-scalars.js';
import { ByteSize } from '../graphql/byte-size.js';
import { ID } from '../graphql/id-scalar.js';
import { RoleGql } from '../graphql/person-enums.js';
import type { SupportState } from './support.tables.js';

/** The state enum; the values are the stored ones. */
export const SupportRequestStateGql: Record<SupportState, SupportState> = {
  OPEN: 'OPEN',
  IN_PROGRESS: 'IN_PROGRESS',
  CLOSED: 'CLOSED',
};
registerEnumType(SupportRequestStateGql, {
  name: 'SupportRequestState',
  description: 'Where a support request stands.',
  valuesConfig: {
    OPEN: { description: '"Abierto": sent, nobody of the support staff has taken it yet.' },
    IN_PROGRESS: { description: '"En proceso": assigned to someone of the support staff, or answered.' },
    CLOSED: {
      description: '"Cerrado": done. The requester can no longer write in it (they send a new request instead).',
    },
  },
});

@ObjectType('SupportPerson', { description: 'Someone who took part in a support request.' })
export class SupportPersonGql {
  @Field(() => ID, { description: 'Their user id.' }) id!: number;
  @Field(() => String, { description: 'Name, paternal and maternal surname.' }) fullName!: string;
  @Field(() => RoleGql, { description: 'The kind of their account (a doctor, a patient, the laboratory…).' })
  role!: Role;
}

@ObjectType('SupportAttachment', { description: 'The file sent with a support request.' })
export class SupportAttachmentGql {
  @Field(() => String, {
    description:
      'Path of the file on this server: GET it with the same Authorization header (only the requester and the support staff may). Relative: prefix it with the API origin.',
  })
  url!: string;
  @Field(() => String, { description: 'The file name as it was sent.' }) name!: string;
  @Field(() => String, {
    description:
      'Media type read from the content (e.g. "image/jpeg", "application/pdf", "video/mp4"); "application/octet-stream" when the content says nothing.',
  })
  mediaType!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Size in bytes.',
    deprecationReason: 'Use byteSize: every file has its size there, never null.',
  })
  size!: number | null;
  @Field(() => ByteSize, { description: 'Size of the file in bytes.' }) byteSize!: number;
}

@ObjectType('SupportReply', {
  description: "A message after the request's first one: a support staff answer, or the requester's follow-up.",
})
export class SupportReplyGql {
  @Field(() => ID, { description: 'The message; ids grow with time.' }) id!: number;
  @Field(() => String, { description: `The text, up to ${supportMessageLength} characters.` }) message!: string;
  @Field(() => Boolean, {
    description: "true: an answer of the support staff (it was also emailed); false: the requester's follow-up.",
  })
  fromSupport!: boolean;
  @Field(() => SupportPersonGql, {
    nullable: true,
    description: "Who wrote it; null once that person's account was deleted (show it as the support team's).",
  })
  author!: SupportPersonGql | null;
  @Field(() => DateTime, { description: 'When it was sent.' }) createdAt!: Date;
}

@ObjectType('SupportRequest', {
  description:
    'A request to the lab\'s support staff ("Soporte"): the subject and first message, an optional attachment, the conversation that followed, and who did what when.',
})
export class SupportRequestGql {
  @Field(() => ID, { description: 'The request.' }) id!: number;
  @Field(() => String, { description: `The subject, up to ${supportSubjectLength} characters.` }) subject!: string;
  @Field(() => String, { description: `The first message, up to ${supportMessageLength} characters.` })
  message!: string;
  @Field(() => SupportRequestStateGql, { description: 'Where it stands.' }) state!: SupportState;
  @Field(() => SupportPersonGql, { description: 'Who sent it.' }) requester!: SupportPersonGql;
  @Field(() => SupportAttachmentGql, { nullable: true, description: 'The file sent with it; null when none was.' })
  attachment!: SupportAttachmentGql | null;
  @Field(() => [SupportReplyGql], { description: 'The answers and follow-ups, oldest first; empty at first.' })
  replies!: SupportReplyGql[];
  @Field(() => SupportPersonGql, {
    nullable: true,
    description: 'The support staff member who has it; null while nobody does (or once their account was deleted).',
  })
  assignee!: SupportPersonGql | null;
  @Field(() => SupportPersonGql, { nullable: true, description: 'Who assigned it last; null when never assigned.' })
  assignedBy!: SupportPersonGql | null;
  @Field(() => DateTime, { nullable: true, description: 'When it was last assigned; null when never.' })
  assignedAt!: Date | null;
  @Field(() => SupportPersonGql, { nullable: true, description: 'Who closed it last; null when never closed.' })
  closedBy!: SupportPersonGql | null;
  @Field(() => DateTime, {
    nullable: true,
    description: 'When it was last closed; null when never (it stays after a reopening, for the history).',
  })
  closedAt!: Date | null;
  @Field(() => SupportPersonGql, { nullable: true, description: 'Who reopened it last; null when never reopened.' })
  reopenedBy!: SupportPersonGql | null;
  @Field(() => DateTime, { nullable: true, description: 'When it was last reopened; null when never.' })
  reopenedAt!: Date | null;
  @Field(() => DateTime, { description: 'When it was sent.' }) createdAt!: Date;
  @Field(() => DateTime, {
    description: 'The last message or action (assigned, answered, closed, reopened): the lists are ordered by it.',
  })
  lastActivityAt!: Date;
}

export const MySupportRequestConnectionGql = connectionOf(SupportRequestGql, 'MySupportRequest', {
  entries: "signed-in user's support requests",
  order: 'most recent activity first',
  total: 'How many requests the user has sent.',
});

@ObjectType('SupportRequestCounts', {
  description: 'How many requests the search finds in each state, whatever state is shown (the tabs).',
})
export class SupportRequestCountsGql {
  @Field(() => Int, { description: '"Abiertos".' }) open!: number;
  @Field(() => Int, { description: '"En proceso".' }) inProgress!: number;
  @Field(() => Int, { description: '"Cerrados".' }) closed!: number;
}

/** Fields of the whole list, inherited by its connection type (not in the schema by itself). */
@ObjectType('SupportRequestsSummary', { description: "The whole list's figures." })
class SupportRequestsBase {
  @Field(() => SupportRequestCountsGql, { description: 'Requests per state for the search.' })
  counts!: SupportRequestCountsGql;
}

export const SupportRequestConnectionGql = connectionOf(
  SupportRequestGql,
  'SupportRequest',
  {
    entries: 'support requests of every user',
    order: 'most recent activity first',
    total: 'How many requests the search finds in the state asked (all states without one).',
  },
  SupportRequestsBase,
);

@InputType('SupportRequestInput', { description: 'A new support request; the attachment travels apart.' })
export class SupportRequestInput {
  @Field(() => String, { description: described(supportRequestSchema, 'subject') }) subject!: string;
  @Field(() => String, { description: described(supportRequestSchema, 'message') }) message!: string;
}
