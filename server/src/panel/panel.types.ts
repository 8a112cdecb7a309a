import { Field, Float, Int, ObjectType } from 'type-graphql';
import { MoneyGql } from '../graphql/money.js';

@ObjectType('AdminPanelPeriod', {
  description: 'What happened from the start of a day or month (Mexico City time) until now.',
})
export class AdminPanelPeriodGql {
  @Field(() => Int, { description: 'Studies saved (uploaded) by the lab.' }) studiesUploaded!: number;
  @Field(() => Int, { description: 'Patient accounts created.' }) newPatients!: number;
  @Field(() => Int, { description: 'Course registrations paid.' }) courseSales!: number;
  @Field(() => MoneyGql, { description: 'What those registrations paid, IVA included.' }) courseSalesAmount!: MoneyGql;
}

@ObjectType('AdminPanel', { description: "The administrator's dashboard (/panel): today's and this month's figures." })
export class AdminPanelGql {
  @Field(() => AdminPanelPeriodGql, { description: 'Today so far.' }) today!: AdminPanelPeriodGql;
  @Field(() => AdminPanelPeriodGql, { description: 'This month so far.' }) month!: AdminPanelPeriodGql;
  @Field(() => Int, {
    description: 'Studies saved whose result has not reached the patient yet (no files, hidden…) and not expired, now.',
  })
  resultsPendingDelivery!: number;
  @Field(() => Int, {
    description: 'Chats whose patient wrote after the last message any staff member read or sent there, now.',
  })
  unreadChats!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'NPS of the survey answers of the last 30 days (today included), -100 to 100; null without answers.',
  })
  npsLast30Days!: number | null;
  @Field(() => Int, { description: 'How many NPS answers npsLast30Days comes from.' }) npsAnswersLast30Days!: number;
  @Field(() => Int, { description: 'Support requests open (sent, nobody has taken them yet), now.' })
  supportRequestsOpen!: number;
  @Field(() => Int, { description: 'Support requests in progress (assigned or answered, not closed), now.' })
  supportRequestsInProgress!: number;
}
