import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { maxPageSize } from '../common/cursors.js';
import { Access } from '../graphql/access.js';
import { PageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { PageSize } from '../graphql/operation-rules.js';
import { backgroundJobCounts, backgroundJobs, retryBackgroundJob } from './background-jobs.service.js';
import {
  BackgroundJobConnectionGql,
  BackgroundJobCountsGql,
  BackgroundJobGql,
  BackgroundJobStateGql,
} from './background-jobs.types.js';

/** The administrator's view of the job runner ("Tareas en segundo plano", under Ajustes). */
@Resolver()
export class BackgroundJobsResolver {
  @Query(() => BackgroundJobConnectionGql, {
    description:
      "The portal's background jobs (emails, push deliveries, thumbnails, sweeps), newest first, a page at a time in either direction; finished and failed ones are listed for a week. Admins only (FORBIDDEN otherwise).",
  })
  @Access(roleGroups.admin)
  @PageSize(['first', 'last'], maxPageSize)
  backgroundJobs(
    @Arg('state', () => BackgroundJobStateGql, { nullable: true, description: 'Only jobs in this state; none: all.' })
    state: BackgroundJobStateGql | null,
    @Arg('kind', () => String, {
      nullable: true,
      description:
        'Only jobs of this kind, by its name as BackgroundJob.kind gives it (such as mail.password-reset); none: every kind. BAD_USER_INPUT for a name the portal has no jobs of.',
    })
    kind: string | null,
    @Args(() => PageArgsGql) page: PageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    return backgroundJobs(ctx.deps, requireActor(ctx), ctx.meta, { state, kind, ...page });
  }

  @Query(() => BackgroundJobCountsGql, {
    description: 'How many background jobs there are in each state. Admins only (FORBIDDEN otherwise).',
  })
  @Access(roleGroups.admin)
  async backgroundJobCounts(@Ctx() ctx: GqlContext): Promise<BackgroundJobCountsGql> {
    const counts = await backgroundJobCounts(ctx.deps, requireActor(ctx));
    return {
      queued: counts.QUEUED,
      running: counts.RUNNING,
      done: counts.DONE,
      failed: counts.FAILED,
      cancelled: counts.CANCELLED,
    };
  }

  @Mutation(() => BackgroundJobGql, {
    description:
      'Runs a FAILED background job again now, allowing it one attempt more, and answers it (QUEUED, or already RUNNING or DONE). NOT_FOUND for an unknown id; CONFLICT for a job that is not FAILED (it is waiting, running or done already). Admins only (FORBIDDEN otherwise).',
  })
  @Access(roleGroups.admin)
  retryBackgroundJob(
    @Arg('id', () => String, { description: 'The job, as BackgroundJob.id gives it.' }) id: string,
    @Ctx() ctx: GqlContext,
  ) {
    return retryBackgroundJob(ctx.deps, requireActor(ctx), ctx.meta, id);
  }
}
