import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { NotificationAudience, NotificationKind } from '../../../shared/validation/notification.js';
import { notificationBodyLength, notificationSchema } from '../../../shared/validation/notification.js';
import { described } from '../../../shared/validation/described.js';
import { connectionOf } from '../graphql/connection.js';
import { DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import type { RoundState } from './notification-rounds.js';

/** The audience enum; the values are the stored ones. */
export const NotificationAudienceGql: Record<NotificationAudience, NotificationAudience> = {
  ALL: 'ALL',
  PATIENTS: 'PATIENTS',
  STAFF: 'STAFF',
  USER: 'USER',
};
registerEnumType(NotificationAudienceGql, {
  name: 'NotificationAudience',
  description: 'Who receives a notification: the devices of the active accounts of the audience.',
  valuesConfig: {
    ALL: { description: 'Every registered device: patients and staff.' },
    PATIENTS: { description: "The patients' devices." },
    STAFF: { description: "The staff's devices: administrators, doctors, laboratory and office administrators." },
    USER: { description: "One user's devices: give userId." },
  },
});

export const NotificationKindGql: Record<NotificationKind, NotificationKind> = {
  ANNOUNCEMENT: 'ANNOUNCEMENT',
  RESULT_READY: 'RESULT_READY',
};
registerEnumType(NotificationKindGql, {
  name: 'NotificationKind',
  description: 'What a notification is about, for the app to choose its icon and what tapping it opens.',
  valuesConfig: {
    ANNOUNCEMENT: { description: 'A message the lab published: show it; it opens nothing else.' },
    RESULT_READY: { description: "A study's results are ready: open the study of studyId." },
  },
});

export const NotificationStateGql: Record<RoundState, RoundState> = {
  SENDING: 'SENDING',
  SENT: 'SENT',
  NO_DEVICES: 'NO_DEVICES',
};
registerEnumType(NotificationStateGql, {
  name: 'NotificationState',
  description: 'Where the last sending (publish or resend) of a notification stands.',
  valuesConfig: {
    SENDING: { description: 'Devices are still waiting for it (pendingCount above 0), retries included.' },
    SENT: { description: 'Every device of the audience has been tried: sentCount reached them, failedCount did not.' },
    NO_DEVICES: { description: 'Its audience had no registered device when it was sent.' },
  },
});

@ObjectType('NotificationRecipient', { description: 'The one user a USER notification goes to.' })
export class NotificationRecipientGql {
  @Field(() => ID, { description: 'The user.' }) id!: number;
  @Field(() => String, { description: 'Name, paternal and maternal surname.' }) fullName!: string;
  @Field(() => String, { description: 'Their email.' }) email!: string;
}

@ObjectType('Notification', {
  description:
    'A push notification the administrator published, with where its last sending stands. The counts follow the deliveries live: read them again (poll) while state is SENDING.',
})
export class NotificationGql {
  @Field(() => ID, { description: 'The notification.' }) id!: number;
  @Field(() => String, {
    nullable: true,
    description: 'Title shown in bold above the text; null: none (the app name shows).',
  })
  title!: string | null;
  @Field(() => String, { description: `The text, up to ${notificationBodyLength} characters.` }) body!: string;
  @Field(() => NotificationAudienceGql, { description: 'Who receives it.' }) audience!: NotificationAudience;
  @Field(() => NotificationRecipientGql, {
    nullable: true,
    description: 'The user of the USER audience; null otherwise.',
  })
  user!: NotificationRecipientGql | null;
  @Field(() => NotificationStateGql, { description: 'Where the last sending stands.' }) state!: RoundState;
  @Field(() => Int, {
    description: 'Devices of the last sending: counted when it started, exact once every device has its delivery.',
  })
  recipients!: number;
  @Field(() => Int, { description: 'Devices the provider accepted it for.' }) sentCount!: number;
  @Field(() => Int, {
    description: 'Devices it could not reach: the token expired or was refused, or every retry failed.',
  })
  failedCount!: number;
  @Field(() => Int, { description: 'Devices still waiting, retries included.' }) pendingCount!: number;
  @Field(() => Int, { description: 'How many times it was sent: 1, plus one per resend.' }) sendCount!: number;
  @Field(() => DateTime, { description: 'When it was last sent (published or resent).' }) sentAt!: Date;
  @Field(() => DateTime, { description: 'When it was published.' }) createdAt!: Date;
  @Field(() => DateTime, { description: 'When it was last edited (published, if never).' }) updatedAt!: Date;
}

export const NotificationConnectionGql = connectionOf(NotificationGql, 'Notification', {
  entries: "administrator's notifications",
  order: 'newest first',
  total: 'How many notifications exist.',
});

@InputType('NotificationInput', { description: 'A notification to publish, or its new text and audience.' })
export class NotificationInput {
  @Field(() => String, { nullable: true, description: described(notificationSchema, 'title') }) title?: string | null;
  @Field(() => String, { description: described(notificationSchema, 'body') }) body!: string;
  @Field(() => NotificationAudienceGql, { description: described(notificationSchema, 'audience') })
  audience!: NotificationAudience;
  @Field(() => ID, { nullable: true, description: described(notificationSchema, 'userId') }) userId?: number | null;
}

@ObjectType('MyNotification', { description: "A notification in the signed-in user's inbox, in their language." })
export class MyNotificationGql {
  @Field(() => ID, {
    description: 'The notification; pass it to markNotificationRead. Pushes carry it as data.notificationId.',
  })
  id!: number;
  @Field(() => NotificationKindGql, { description: 'What it is about.' }) kind!: NotificationKind;
  @Field(() => String, { nullable: true, description: 'Its title; null: none.' }) title!: string | null;
  @Field(() => String, { description: 'Its text.' }) body!: string;
  @Field(() => DateTime, { description: 'When it was (last) sent.' }) sentAt!: Date;
  @Field(() => DateTime, { nullable: true, description: 'When the user marked it read; null while unread.' })
  readAt!: Date | null;
  @Field(() => ID, {
    nullable: true,
    description: 'RESULT_READY: the study to open with `study(id)`; null for other kinds.',
  })
  studyId!: number | null;
}

/** Fields of the whole inbox, inherited by its connection type (not in the schema by itself). */
@ObjectType('MyNotificationsSummary', { description: "The whole inbox's figures." })
class MyNotificationsBase {
  @Field(() => Int, { description: "The user's unread notifications in the whole inbox: the app's badge." })
  unreadCount!: number;
}

export const MyNotificationConnectionGql = connectionOf(
  MyNotificationGql,
  'MyNotification',
  {
    entries: "signed-in user's notifications",
    order: 'newest (last sent) first',
    total: 'How many notifications the inbox holds.',
  },
  MyNotificationsBase,
);
