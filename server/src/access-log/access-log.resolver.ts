import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { Access } from '../graphql/access.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { maxPageSize } from '../common/cursors.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { clinicalAccessLog, studyAccessEntries } from './access-log.service.js';
import { ClinicalAccessConnectionGql, ClinicalAccessFilterInput, StudyAccessEntryGql } from './access-log.types.js';
import { roleGroups } from '../../../shared/role-groups.js';

@Resolver()
export class AccessLogResolver {
  @Query(() => ClinicalAccessConnectionGql, {
    description:
      "Who read a patient's record, study list or study, opened, downloaded, uploaded or deleted study files, downloaded chat attachments, or told a patient that a result is ready (push and chat message), and every refused attempt; newest first. Also as CSV: GET /access-log.csv with the same filter as query parameters (userId, patientId, from, until).",
  })
  @Access(roleGroups.admin)
  @PageSize('first', maxPageSize)
  clinicalAccessLog(
    @Arg('filter', () => ClinicalAccessFilterInput, {
      nullable: true,
      description: 'Narrows the list; none: every entry.',
    })
    filter: ClinicalAccessFilterInput | null,
    @Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    return clinicalAccessLog(ctx.deps, requireActor(ctx), { filter, ...page });
  }

  @Query(() => [StudyAccessEntryGql], {
    description:
      'Who viewed, downloaded, uploaded or deleted the files of a study, newest first (the last 500); an unknown study answers an empty list. Admins only (FORBIDDEN otherwise). Record reads and refused attempts: clinicalAccessLog.',
  })
  @Access(roleGroups.admin)
  studyAccessLog(
    @Arg('studyId', () => ID, { description: 'The study, deleted or not.' }) studyId: number,
    @Ctx() ctx: GqlContext,
  ) {
    return studyAccessEntries(ctx.deps, requireActor(ctx), studyId);
  }
}
