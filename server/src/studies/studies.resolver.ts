import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type Connection, mapNodes } from '../common/cursors.js';
import { pageWindow } from '../common/position-pages.js';
import { PageArgsGql } from '../graphql/connection.js';
import { PageSize } from '../graphql/operation-rules.js';
import { ID } from '../graphql/id-scalar.js';
import { signLink } from '../files/index.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { controlBoard } from './control-board.service.js';
import {
  addStudyFiles,
  createStudy,
  deleteStudy,
  deleteStudyFile,
  getStudy,
  listStudyTypes,
  myStudies,
  patientStudies,
  setStudyVisible,
  updateStudy,
} from './studies.service.js';
import {
  ControlBoardGql,
  NewStudyInput,
  StudyChangesInput,
  StudyConnectionGql,
  StudyFileGql,
  StudyGql,
  StudyStatusGql,
} from './studies.types.js';
import { StudyTypeGql } from '../study-types/index.js';
import { discardStagedFile } from './study-files.service.js';
import { studyZipUrl, type StudyView } from './study-view.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { scopedDb } from '../access/index.js';

/** A study as the API shows it (the mobile app reads studyType.name, createdAt, expiresAt, files). */
export function studyOut(view: StudyView): StudyGql {
  return {
    ...view,
    // The enum's values are the stored statuses.
    status: view.status as StudyStatusGql,
    studyType: { id: view.studyTypeId, name: view.studyTypeName },
    patient: { id: view.patientId, fullName: view.patientName },
    doctor: view.doctorId && view.doctorName ? { id: view.doctorId, fullName: view.doctorName } : null,
    branchOffice:
      view.branchOfficeId && view.branchOfficeName ? { id: view.branchOfficeId, name: view.branchOfficeName } : null,
    zipUrl: studyZipUrl(view.id),
  };
}

function studyConnectionOut(page: Connection<StudyView>) {
  return mapNodes(page, studyOut);
}

@Resolver(() => StudyGql)
export class StudiesResolver {
  @Query(() => StudyConnectionGql, {
    description:
      "The signed-in patient's visible, unexpired studies, newest study date first, a page at a time. Patients only: FORBIDDEN for other roles, UNAUTHENTICATED without a session. Each read is written to the clinical access log.",
  })
  @Access(['patient'])
  @PageSize(['first', 'last'], 100)
  async myStudies(@Args(() => PageArgsGql) page: PageArgsGql, @Ctx() ctx: GqlContext) {
    return studyConnectionOut(await myStudies(ctx.deps, requireActor(ctx), ctx.meta, pageWindow('myStudies', page)));
  }

  @Query(() => StudyConnectionGql, {
    description:
      "A patient's studies, newest study date first, a page at a time: lab staff see all, hidden and expired included; a doctor only the visible, unexpired studies of their own patients (NOT_FOUND for any other patient, as for an unknown one). Lab staff and doctors; each read, and each refused one, is written to the clinical access log.",
  })
  @Access(roleGroups.studyReaders)
  @PageSize(['first', 'last'], 100)
  async patientStudies(
    @Arg('patientId', () => ID, { description: 'The patient.' }) patientId: number,
    @Arg('hidden', () => Boolean, {
      nullable: true,
      description:
        'Lab staff only (doctors: ignored): true lists only hidden studies, false only visible ones; none: both.',
    })
    hidden: boolean | null,
    @Args(() => PageArgsGql) page: PageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    const window = pageWindow('patientStudies', page);
    return studyConnectionOut(
      await patientStudies(ctx.deps, requireActor(ctx), patientId, ctx.meta, { hidden: hidden ?? undefined }, window),
    );
  }

  @Query(() => StudyGql, {
    description:
      'One study with its files. Any signed-in user: lab staff reach every study, a doctor the visible, unexpired studies of their own patients, a patient their own; NOT_FOUND otherwise, as for an unknown id. Each read, and each refused one, is written to the clinical access log.',
  })
  @Access('authenticated')
  async study(@Arg('id', () => ID, { description: 'The study.' }) id: number, @Ctx() ctx: GqlContext) {
    return studyOut(await getStudy(ctx.deps, requireActor(ctx), id, ctx.meta));
  }

  @Query(() => [StudyTypeGql], {
    description: 'Every kind of study, by name, for the study form. Lab staff and doctors: FORBIDDEN for patients.',
  })
  @Access(roleGroups.studyReaders)
  studyTypes(@Ctx() ctx: GqlContext) {
    return listStudyTypes(ctx.deps, requireActor(ctx));
  }

  @Query(() => ControlBoardGql, {
    description:
      "Uploads, views and expiries by day, totals and the latest uploads. Admins see the whole lab, a laboratory the studies it uploaded, a doctor their patients' visible, unexpired studies; FORBIDDEN for other roles.",
  })
  @Access(roleGroups.controlBoard)
  async controlBoard(@Ctx() ctx: GqlContext) {
    const board = await controlBoard(ctx.deps, requireActor(ctx));
    return { ...board, latestUploads: board.latestUploads.map(studyOut) };
  }

  @Mutation(() => StudyGql, {
    description:
      "Saves a study with files the caller uploaded beforehand (POST /studies/uploads); the study, its groups and its files are saved together or not at all. A visible study with files tells its patient, once per study and unless notificationSettings.resultReady is off, that the result is ready: a RESULT_READY push in the patient's language (data.studyId), and a message from the caller in the patient's chat with a link to the study; both go to the access log. Lab staff only (admin, office-admin, laboratory): FORBIDDEN otherwise. BAD_USER_INPUT with the field (studyTypeId, groupIds, fileIds when a file is not the caller's unsaved upload…); NOT_FOUND for an unknown patient. CONFLICT (field dicomPatientConfirmed) when the patient recorded in DICOM files differs from this patient and the caller did not confirm, with extensions.portalPatient { name, birthDate } and extensions.dicomPatients [{ name, birthDate, patientId }]. A DICOM image (SOP Instance UID) already in the study is kept once.",
  })
  @Access(roleGroups.studyStaff)
  async createStudy(
    @Arg('input', () => NewStudyInput, { description: 'The new study.' }) input: NewStudyInput,
    @Ctx() ctx: GqlContext,
  ) {
    return studyOut(await createStudy(ctx.deps, requireActor(ctx), input, ctx.meta));
  }

  @Mutation(() => StudyGql, {
    description:
      "Saves a study's data (not its files) and answers it. Lab staff only (admin, office-admin, laboratory): FORBIDDEN otherwise. BAD_USER_INPUT with the field for invalid data, an unknown studyTypeId or groupIds; NOT_FOUND for an unknown id.",
  })
  @Access(roleGroups.studyStaff)
  async updateStudy(
    @Arg('id', () => ID, { description: 'The study.' }) id: number,
    @Arg('input', () => StudyChangesInput, { description: 'The whole study form.' }) input: StudyChangesInput,
    @Ctx() ctx: GqlContext,
  ) {
    return studyOut(await updateStudy(ctx.deps, requireActor(ctx), id, input));
  }

  @Mutation(() => StudyGql, {
    description:
      "Adds files the caller uploaded beforehand (POST /studies/uploads) to a saved study and answers it. A visible study not announced yet tells its patient that the result is ready (see createStudy). Lab staff only (admin, office-admin, laboratory): FORBIDDEN otherwise. BAD_USER_INPUT (fileIds) when empty or when a file is not the caller's unsaved upload, and then none is added; NOT_FOUND for an unknown study.",
  })
  @Access(roleGroups.studyStaff)
  async addStudyFiles(
    @Arg('studyId', () => ID, { description: 'The study.' }) studyId: number,
    @Arg('fileIds', () => [ID], { description: 'Ids answered by POST /studies/uploads; at least one.' })
    fileIds: number[],
    @Arg('dicomPatientConfirmed', () => Boolean, {
      nullable: true,
      defaultValue: false,
      description:
        "true: the caller compared the patient recorded in the DICOM files with the study's patient and confirms they are the same person. Otherwise, when they differ, nothing is added and CONFLICT answers both sides (see createStudy).",
    })
    dicomPatientConfirmed: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    return studyOut(
      await addStudyFiles(ctx.deps, requireActor(ctx), studyId, fileIds, ctx.meta, dicomPatientConfirmed ?? false),
    );
  }

  @Mutation(() => StudyGql, {
    description:
      'Hides a study from its doctor and patient, or shows it again, and answers it. Shown with files for the first time, its patient is told that the result is ready (see createStudy). Lab staff only (admin, office-admin, laboratory): FORBIDDEN otherwise; NOT_FOUND for an unknown id.',
  })
  @Access(roleGroups.studyStaff)
  async setStudyVisible(
    @Arg('id', () => ID, { description: 'The study.' }) id: number,
    @Arg('visible', () => Boolean, { description: 'false: hide it from doctor and patient; true: show it again.' })
    visible: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    return studyOut(await setStudyVisible(ctx.deps, requireActor(ctx), id, visible, ctx.meta));
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes the whole study with all its files; cannot be undone; true on success. Lab staff only (admin, office-admin, laboratory): FORBIDDEN otherwise; NOT_FOUND for an unknown id.',
  })
  @Access(roleGroups.studyStaff)
  deleteStudy(@Arg('id', () => ID, { description: 'The study.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteStudy(ctx.deps, requireActor(ctx), id, ctx.meta);
  }

  @Mutation(() => StudyGql, {
    description:
      'Deletes one file of a saved study and answers the study without it; cannot be undone. Lab staff only (admin, office-admin, laboratory): FORBIDDEN otherwise; NOT_FOUND for an unknown file or one not yet in a study (discardStudyUpload).',
  })
  @Access(roleGroups.studyStaff)
  async deleteStudyFile(
    @Arg('fileId', () => ID, { description: 'The study file.' }) fileId: number,
    @Ctx() ctx: GqlContext,
  ) {
    return studyOut(await deleteStudyFile(ctx.deps, requireActor(ctx), fileId, ctx.meta));
  }

  @Mutation(() => Boolean, {
    description:
      "Removes a file the caller uploaded (POST /studies/uploads) for a study not saved yet; true on success. Unsaved uploads are removed after a day anyway. Lab staff only (admin, office-admin, laboratory); NOT_FOUND when the file is not the caller's unsaved upload.",
  })
  @Access(roleGroups.studyStaff)
  discardStudyUpload(
    @Arg('fileId', () => ID, { description: 'The id answered by POST /studies/uploads.' }) fileId: number,
    @Ctx() ctx: GqlContext,
  ) {
    return discardStagedFile(ctx.deps, requireActor(ctx), fileId);
  }

  @FieldResolver(() => String, {
    description: 'The ZIP link a browser can open without the bearer header; valid for minutes, for this session only.',
  })
  signedZipUrl(@Root() study: StudyGql, @Ctx() ctx: GqlContext) {
    const scoped = scopedDb(ctx.deps, requireActor(ctx));
    return signLink(scoped.db, study.zipUrl, scoped.actor);
  }
}

@Resolver(() => StudyFileGql)
export class StudyFileFieldsResolver {
  @FieldResolver(() => String, {
    description:
      'A link a browser can open without the bearer header (an image preview, a download); valid for minutes, for this session only. download: true saves it as a file.',
  })
  async signedUrl(
    @Root() file: StudyFileGql,
    @Arg('download', () => Boolean, {
      defaultValue: false,
      description:
        'true: the link saves the file (logged as a download); false: it opens in place when the type can be shown (logged as a view).',
    })
    download: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    const scoped = scopedDb(ctx.deps, requireActor(ctx));
    const link = await signLink(scoped.db, file.url, scoped.actor);
    return download ? `${link}&download=1` : link;
  }
}
