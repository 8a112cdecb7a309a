import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../graphql/connection.js';
import { DateTime } from '../graphql/date-scalars.js';

/** The values are the service's (background-jobs.service.ts). */
export enum BackgroundJobStateGql {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  DONE = 'DONE',
  FAILED = 'FAILED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(BackgroundJobStateGql, {
  name: 'BackgroundJobState',
  description: 'Where a background job stands.',
  valuesConfig: {
    QUEUED: {
      description:
        'Waiting to run: new, or waiting for its next attempt after a failure (then nextAttemptAt says when, and error why the last one failed).',
    },
    RUNNING: { description: 'Running now on one of the instances.' },
    DONE: { description: 'Finished well. Listed for a week after it finished, then removed.' },
    FAILED: {
      description:
        'Failed on every attempt it was allowed (error says why the last one failed); it runs again only when an admin retries it (retryBackgroundJob). Listed for a week after it failed, then removed.',
    },
    CANCELLED: { description: 'Cancelled before it finished; it will not run.' },
  },
});

@ObjectType('BackgroundJob', {
  description:
    'One piece of work the portal does after answering a request (an email, a push delivery, a thumbnail, a nightly sweep), stored in the database until it is done. What the job works on (addresses, ids) is never shown.',
})
export class BackgroundJobGql {
  @Field(() => String, {
    description:
      "The job's identifier in the queue, a UUID (such as 0b9d6a52-1f7e-4c1e-9a53-2c4f8f7f4f10): pass it to retryBackgroundJob.",
  })
  id!: string;
  @Field(() => String, {
    description: 'The kind of work, a stable name (such as mail.password-reset): the `kind` filter of backgroundJobs.',
  })
  kind!: string;
  @Field(() => String, {
    description:
      'What the job does, in the language the request asks for with Accept-Language, Spanish otherwise (such as «Correo para restablecer la contraseña»).',
  })
  title!: string;
  @Field(() => BackgroundJobStateGql, { description: 'Where it stands.' }) state!: BackgroundJobStateGql;
  @Field(() => Int, {
    description: 'How many times it has started, the one running included; 0 while it waits for its first run.',
  })
  attempts!: number;
  @Field(() => Int, {
    description:
      'How many times it may run again after its first run fails (each after a longer wait); an admin retry allows one more.',
  })
  retryLimit!: number;
  @Field(() => DateTime, { description: 'When it was stored.' }) createdAt!: Date;
  @Field(() => DateTime, {
    nullable: true,
    description: 'When its last attempt started; null before its first run.',
  })
  startedAt!: Date | null;
  @Field(() => DateTime, {
    nullable: true,
    description: 'When it finished (DONE), failed for good (FAILED) or was cancelled; null otherwise.',
  })
  finishedAt!: Date | null;
  @Field(() => DateTime, {
    nullable: true,
    description:
      'QUEUED only: when it may run, the end of the wait after a failure, or a start set for later; null in the other states.',
  })
  nextAttemptAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Why its last attempt failed, as the failing part said it (often in English, such as «connect ECONNREFUSED 127.0.0.1:587»); null when no attempt failed, or once it is DONE. At most 2,000 characters.',
  })
  error!: string | null;
}

export const BackgroundJobConnectionGql = connectionOf(BackgroundJobGql, 'BackgroundJob', {
  entries: 'background jobs',
  order: 'newest first',
  total: 'Jobs matching the state and kind asked for, on every page.',
});

@ObjectType('BackgroundJobCounts', {
  description: 'How many background jobs there are in each state (the counts on the filter of the admin screen).',
})
export class BackgroundJobCountsGql {
  @Field(() => Int, { description: 'Jobs waiting to run (QUEUED).' }) queued!: number;
  @Field(() => Int, { description: 'Jobs running now (RUNNING).' }) running!: number;
  @Field(() => Int, { description: 'Jobs finished well in the last week (DONE).' }) done!: number;
  @Field(() => Int, { description: 'Jobs that failed for good in the last week (FAILED).' }) failed!: number;
  @Field(() => Int, { description: 'Jobs cancelled (CANCELLED).' }) cancelled!: number;
}
