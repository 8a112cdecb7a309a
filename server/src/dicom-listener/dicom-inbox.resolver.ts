import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { PageSize } from '../graphql/operation-rules.js';
import { assignReceivedStudy, dicomInboxPage, discardReceivedStudy } from './dicom-inbox.service.js';
import {
  AssignDicomReceivedStudyInput,
  DicomInboxArgsGql,
  DicomReceivedStudyConnectionGql,
  DicomReceivedStudyGql,
} from './dicom-inbox.types.js';

const staffOnly = 'Admins, laboratory and office-admin users; FORBIDDEN for doctors and patients.';

@Resolver()
export class DicomInboxResolver {
  @Query(() => DicomReceivedStudyConnectionGql, {
    description: `What the scanners sent to the DICOM listener ("Recibidos del equipo"), last received first: the waiting ones unless status says otherwise. ${staffOnly}`,
  })
  @Access(roleGroups.studyStaff)
  @PageSize('first', 100)
  dicomInbox(@Args(() => DicomInboxArgsGql) args: DicomInboxArgsGql, @Ctx() ctx: GqlContext) {
    return dicomInboxPage(ctx.deps, requireActor(ctx), args);
  }

  @Mutation(() => DicomReceivedStudyGql, {
    description: `Makes a portal study of a waiting received study for a patient and a study type, as an upload is saved (visible, completed, the lab's default expiry, the scanner's study date; the patient is told the result is ready), and answers it ASSIGNED with studyId. ${staffOnly} NOT_FOUND for an unknown received study or patient; BAD_USER_INPUT (id) when it is no longer waiting, (studyTypeId) for an unknown study type.`,
  })
  @Access(roleGroups.studyStaff)
  assignDicomReceivedStudy(
    @Arg('input', () => AssignDicomReceivedStudyInput, { description: 'The received study, patient and study type.' })
    input: AssignDicomReceivedStudyInput,
    @Ctx() ctx: GqlContext,
  ) {
    return assignReceivedStudy(ctx.deps, requireActor(ctx), input, ctx.meta);
  }

  @Mutation(() => DicomReceivedStudyGql, {
    description: `Deletes the images of a waiting received study and answers it DISCARDED; if the scanner sends it again it waits anew. ${staffOnly} NOT_FOUND for an unknown id; BAD_USER_INPUT (id) when it is no longer waiting.`,
  })
  @Access(roleGroups.studyStaff)
  discardDicomReceivedStudy(
    @Arg('id', () => ID, { description: 'The received study (DicomReceivedStudy.id).' }) id: number,
    @Ctx() ctx: GqlContext,
  ) {
    return discardReceivedStudy(ctx.deps, requireActor(ctx), id);
  }
}
