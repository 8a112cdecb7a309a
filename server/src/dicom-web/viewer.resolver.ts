import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { StudyGql, type StudySeriesSummary } from '../studies/index.js';
import { viewerUrl } from './dicom-web-paths.js';
import { openStudyViewer, seriesForSession } from './viewer.service.js';
import { StudySeriesGql, StudyViewerGql, ViewerChannelGql } from './viewer.types.js';

@Resolver(() => StudyViewerGql)
export class StudyViewerResolver {
  @Mutation(() => StudyViewerGql, {
    description:
      "Opens a study's images in a viewer: the DICOMweb root, a grant for this study and the series with their thumbnail and preview. Call it once per viewing session (it writes one VIEWER_OPEN entry to the clinical access log, with the channel); the frames read with the grant are not logged one by one. Any signed-in user who can see the study (lab staff, its doctor, its patient): NOT_FOUND otherwise, as for an unknown id; UNAUTHENTICATED without a session.",
  })
  @Access('authenticated')
  openStudyViewer(
    @Arg('studyId', () => ID, { description: 'The portal study.' }) studyId: number,
    @Arg('channel', () => ViewerChannelGql, {
      defaultValue: ViewerChannelGql.PORTAL,
      description: 'Where it is being looked at: PORTAL (default) or APP.',
    })
    channel: ViewerChannelGql,
    @Ctx() ctx: GqlContext,
  ) {
    return openStudyViewer(ctx.deps, requireActor(ctx), studyId, channel, ctx.meta);
  }
}

/** A study's images as fields of Study (the series are loaded with the study, in one query for a whole list). */
@Resolver(() => StudyGql)
export class StudyImagesResolver {
  @FieldResolver(() => [StudySeriesGql], {
    description:
      "Its DICOM series in series-number order, with image counts and thumbnail and preview URLs signed for the caller's session; empty when the study has no DICOM images.",
  })
  series(@Root() study: StudyGql & { dicomSeries?: StudySeriesSummary[] }, @Ctx() ctx: GqlContext) {
    return seriesForSession(ctx.deps, requireActor(ctx), study.id, study.dicomSeries ?? []);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The portal page that shows its images ("/visor/<id>", relative to the portal origin); null when the study has no DICOM images.',
  })
  viewerUrl(@Root() study: StudyGql & { dicomSeries?: StudySeriesSummary[] }) {
    return study.dicomSeries?.length ? viewerUrl(study.id) : null;
  }
}
