import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../graphql/context.js';
import { SharedStudyGql } from '../study-shares/index.js';
import { studyViewerForShare } from './share-viewer.service.js';
import { StudyViewerGql } from './viewer.types.js';

/**
 * The viewer of a share link's study. Declared here and not in study-shares, which the DICOMweb
 * routes ask whether a link is open: the dependency goes one way. Its root comes only from
 * openSharedStudy, which checked the link and its PIN.
 */
@Resolver(() => SharedStudyGql)
export class SharedStudyViewerResolver {
  @FieldResolver(() => StudyViewerGql, {
    description:
      "The study's DICOM images for the viewer, opened with a grant of the link that closes with it; its series list is empty when the study has no DICOM images.",
  })
  viewer(@Root() study: SharedStudyGql, @Ctx() ctx: GqlContext) {
    return studyViewerForShare(ctx.deps, {
      shareId: study.shareId,
      studyId: study.studyId,
      expiresAt: study.expiresAt,
    });
  }
}
