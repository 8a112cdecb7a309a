import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { studyAccessEntries } from '../access-log/access-log.service.js';
import { signLink } from '../files/signed-links.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { controlBoard } from './control-board.service.js';
import {
  addStudyFiles, createStudy, deleteStudy, deleteStudyFile, getStudy, listStudyTypes, myStudies, patientStudies, setStudyVisible, updateStudy,
} from './studies.service.js';
import {
  ControlBoardGql, NewStudyInput, StudyAccessEntryGql, StudyChangesInput, StudyFileGql, StudyGql, StudyTypeGql,
} from './studies.types.js';
import { studyStaff } from './study-access.js';
import { discardStagedFile } from './study-files.service.js';
import { studyZipUrl, type StudyView } from './study-view.js';

const readers = ['admin', 'office-admin', 'laboratory', 'doctor'] as const;

/** A study as the API shows it (the mobile app reads studyType.name, createdAt, expiresAt, files). */
export function studyOut(view: StudyView): StudyGql {
  return {
    ...view,
    studyType: { id: view.studyTypeId, name: view.studyTypeName },
    patient: { id: view.patientId, fullName: view.patientName },
    doctor: view.doctorId && view.doctorName ? { id: view.doctorId, fullName: view.doctorName } : null,
    zipUrl: studyZipUrl(view.id),
  };
}

@Resolver(() => StudyGql)
export class StudiesResolver {
  @Query(() => [StudyGql], { description: "The signed-in patient's visible, unexpired studies, newest first." })
  @Access(['patient'])
  async myStudies(@Ctx() ctx: GqlContext) {
    return (await myStudies(ctx.deps, requireActor(ctx), ctx.meta)).map(studyOut);
  }

  @Query(() => [StudyGql], { description: "A patient's studies: staff see all (hidden: true lists only hidden ones); a doctor only visible, unexpired studies of their own patients." })
  @Access(readers)
  async patientStudies(
    @Arg('patientId', () => ID) patientId: number,
    @Arg('hidden', () => Boolean, { nullable: true }) hidden: boolean | null,
    @Ctx() ctx: GqlContext,
  ) {
    return (await patientStudies(ctx.deps, requireActor(ctx), patientId, ctx.meta, { hidden: hidden ?? undefined })).map(studyOut);
  }

  @Query(() => StudyGql)
  @Access('authenticated')
  async study(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return studyOut(await getStudy(ctx.deps, requireActor(ctx), id, ctx.meta));
  }

  @Query(() => [StudyTypeGql])
  @Access(readers)
  studyTypes(@Ctx() ctx: GqlContext) {
    return listStudyTypes(ctx.deps);
  }

  @Query(() => [StudyAccessEntryGql], { description: 'Who viewed, downloaded, uploaded or deleted the files of a study, newest first (the last 500). Reads and refused attempts: clinicalAccessLog.' })
  @Access(['admin'])
  studyAccessLog(@Arg('studyId', () => ID) studyId: number, @Ctx() ctx: GqlContext) {
    return studyAccessEntries(ctx.deps.db, requireActor(ctx), studyId);
  }

  @Query(() => ControlBoardGql, { description: 'Uploads, views and expiries by day; a laboratory and a doctor see their own figures.' })
  @Access(['admin', 'laboratory', 'doctor'])
  async controlBoard(@Ctx() ctx: GqlContext) {
    const board = await controlBoard(ctx.deps, requireActor(ctx));
    return { ...board, latestUploads: board.latestUploads.map(studyOut) };
  }

  @Mutation(() => StudyGql, { description: 'Saves a study with files uploaded beforehand (POST /studies/uploads).' })
  @Access(studyStaff)
  async createStudy(@Arg('input', () => NewStudyInput) input: NewStudyInput, @Ctx() ctx: GqlContext) {
    return studyOut(await createStudy(ctx.deps, requireActor(ctx), input, ctx.meta));
  }

  @Mutation(() => StudyGql)
  @Access(studyStaff)
  async updateStudy(@Arg('id', () => ID) id: number, @Arg('input', () => StudyChangesInput) input: StudyChangesInput, @Ctx() ctx: GqlContext) {
    return studyOut(await updateStudy(ctx.deps, requireActor(ctx), id, input));
  }

  @Mutation(() => StudyGql)
  @Access(studyStaff)
  async addStudyFiles(@Arg('studyId', () => ID) studyId: number, @Arg('fileIds', () => [ID]) fileIds: number[], @Ctx() ctx: GqlContext) {
    return studyOut(await addStudyFiles(ctx.deps, requireActor(ctx), studyId, fileIds, ctx.meta));
  }

  @Mutation(() => StudyGql, { description: 'Hides a study from its doctor and patient, or shows it again.' })
  @Access(studyStaff)
  async setStudyVisible(@Arg('id', () => ID) id: number, @Arg('visible', () => Boolean) visible: boolean, @Ctx() ctx: GqlContext) {
    return studyOut(await setStudyVisible(ctx.deps, requireActor(ctx), id, visible));
  }

  @Mutation(() => Boolean, { description: 'Deletes the whole study with all its files. Cannot be undone.' })
  @Access(studyStaff)
  deleteStudy(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return deleteStudy(ctx.deps, requireActor(ctx), id, ctx.meta);
  }

  @Mutation(() => StudyGql)
  @Access(studyStaff)
  async deleteStudyFile(@Arg('fileId', () => ID) fileId: number, @Ctx() ctx: GqlContext) {
    return studyOut(await deleteStudyFile(ctx.deps, requireActor(ctx), fileId, ctx.meta));
  }

  @Mutation(() => Boolean, { description: 'Removes a file uploaded for a study that was not saved.' })
  @Access(studyStaff)
  discardStudyUpload(@Arg('fileId', () => ID) fileId: number, @Ctx() ctx: GqlContext) {
    return discardStagedFile(ctx.deps, requireActor(ctx), fileId);
  }

  @FieldResolver(() => String, { description: 'The ZIP link a browser can open without the bearer header; valid for minutes, for this session only.' })
  signedZipUrl(@Root() study: StudyGql, @Ctx() ctx: GqlContext) {
    return signLink(ctx.deps.db, study.zipUrl, requireActor(ctx));
  }
}

@Resolver(() => StudyFileGql)
export class StudyFileFieldsResolver {
  @FieldResolver(() => String, { description: 'A link a browser can open without the bearer header (an image preview, a download); valid for minutes, for this session only. download: true saves it as a file.' })
  async signedUrl(
    @Root() file: StudyFileGql,
    @Arg('download', () => Boolean, { defaultValue: false }) download: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    const link = await signLink(ctx.deps.db, file.url, requireActor(ctx));
    return download ? `${link}&download=1` : link;
  }
}
