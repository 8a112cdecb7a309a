import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { UploadScalar, type UploadedFile } from '../http/uploads.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { mxn } from '../graphql/money.js';
import { OncePerDocument } from '../graphql/operation-rules.js';
import {
  getPublicCourse,
  listPublicCourses,
  recoverCourseRegistration,
  verifyCourseEmail,
} from './catalogue.service.js';
import {
  createCourse,
  deleteCourse,
  enrolmentReport,
  getCourse,
  listCourses,
  resendRegistration,
  setCourseImage,
  updateCourse,
} from './course-admin.service.js';
import { courseNode, enrolmentNode } from './course-mapping.js';
import {
  CourseEnrolmentReportGql,
  CourseGql,
  CourseInput,
  CoursePaymentInput,
  CoursePaymentResultGql,
} from './courses.types.js';
import { payForCourse } from './payment.service.js';
import { roleGroups } from '../../../shared/role-groups.js';

@Resolver()
export class CoursesResolver {
  @Query(() => [CourseGql], {
    description:
      'The public catalogue: active courses open to online registration, newest date first (group them by year as the portal does). A short list, not paged. Anyone, without signing in.',
  })
  @Access('public')
  async publicCourses(@Ctx() ctx: GqlContext) {
    return (await listPublicCourses(ctx.deps)).map(courseNode);
  }

  @Query(() => CourseGql, {
    description:
      'One course of the public catalogue, for its detail and registration page. Anyone, without signing in. NOT_FOUND for a course that is not in the catalogue (inactive, without online registration, or missing).',
  })
  @Access('public')
  async publicCourse(@Arg('id', () => ID, { description: 'The course.' }) id: number, @Ctx() ctx: GqlContext) {
    return courseNode(await getPublicCourse(ctx.deps, id));
  }

  @Mutation(() => Boolean, {
    description:
      'Step 1 of the registration ("Datos"): whether the email may register in the course. Answers true when it is not registered yet; CONFLICT (field email, "El correo ya existe en el curso") when a paid or pending registration has it. BAD_USER_INPUT for a malformed email, NOT_FOUND for a course not in the catalogue, TOO_MANY_REQUESTS after too many checks for the course and email or from one address. Anyone, without signing in.',
  })
  @Access('public')
  verifyCourseEmail(
    @Arg('courseId', () => ID, { description: 'The course.' }) courseId: number,
    @Arg('email', () => String, { description: "The student's email; compared without regard to case." }) email: string,
    @Ctx() ctx: GqlContext,
  ) {
    return verifyCourseEmail(ctx.deps, { courseId, email }, ctx.meta);
  }

  @Mutation(() => Boolean, {
    description:
      'Emails a paid registration again to the address it was made with ("Recuperar inscripción"); true once the email is on its way (it goes out in the background, retried while the mail server fails). The answer says only whether the email is registered: the data travel by email. NOT_FOUND (field email) when no paid registration has the email; NOT_FOUND without a field for a course not in the catalogue or CANCELLED. BAD_USER_INPUT for a malformed email, TOO_MANY_REQUESTS after too many attempts. Anyone, without signing in.',
  })
  @Access('public')
  recoverCourseRegistration(
    @Arg('courseId', () => ID, { description: 'The course.' }) courseId: number,
    @Arg('email', () => String, {
      description: 'The email the registration was made with; compared without regard to case.',
    })
    email: string,
    @Ctx() ctx: GqlContext,
  ) {
    return recoverCourseRegistration(ctx.deps, { courseId, email }, ctx.meta);
  }

  @Mutation(() => CoursePaymentResultGql, {
    description:
      'Step 2 of the registration ("Pago"): takes the places and charges the card token for spaces times the price. The places are taken in the same statement that checks the quota, so a course is never oversold. A declined card is not an error: the answer has approved false and the message to show. Errors: BAD_USER_INPUT with the field for invalid data (Spanish messages of the form), CONFLICT when the course is expired, closed, full, has fewer places than asked (field courseId or spaces) or the email already registered (field email), NOT_FOUND for a course not in the catalogue, TOO_MANY_REQUESTS after too many attempts for a course and email, an address or a card. Send the same idempotencyKey when retrying after a network failure: the first outcome is answered and the card is never charged twice. At most once per request document. Anyone, without signing in.',
  })
  @Access('public')
  @OncePerDocument()
  async payCourse(
    @Arg('input', () => CoursePaymentInput, { description: 'The student and the payment.' }) input: CoursePaymentInput,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'A key you make once per payment attempt (e.g. a UUID; letters, digits, ".", ":", "_" and "-", at most 200) and send again on every retry of that attempt. Reused with other data: CONFLICT (field idempotencyKey). Without one, a retry may be charged again.',
    })
    idempotencyKey: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<CoursePaymentResultGql> {
    const outcome = await payForCourse(ctx.deps, input, idempotencyKey, ctx.meta);
    return {
      approved: outcome.approved,
      message: outcome.message,
      registrationId: outcome.approved ? outcome.registration.id : null,
      spaces: outcome.registration.spaces,
      amount: mxn(outcome.registration.amountCents),
    };
  }

  @Query(() => [CourseGql], {
    description:
      'Every course, published or not, newest date first, for the course administration. The whole list (a lab has tens of courses), not paged. Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(roleGroups.admin)
  async courses(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Only courses whose name contains this text, without regard to case; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    return (await listCourses(ctx.deps, requireActor(ctx), { search })).map(courseNode);
  }

  @Query(() => CourseGql, {
    description: 'Any course, published or not, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  async course(@Arg('id', () => ID, { description: 'The course.' }) id: number, @Ctx() ctx: GqlContext) {
    return courseNode(await getCourse(ctx.deps, requireActor(ctx), id));
  }

  @Query(() => CourseEnrolmentReportGql, {
    description:
      "A course's enrolment report: every payment attempt with its student, and the paid totals. Admins only. NOT_FOUND when the course does not exist.",
  })
  @Access(roleGroups.admin)
  async courseEnrolment(
    @Arg('courseId', () => ID, { description: 'The course.' }) courseId: number,
    @Ctx() ctx: GqlContext,
  ) {
    return enrolmentNode(await enrolmentReport(ctx.deps, requireActor(ctx), courseId));
  }

  @Mutation(() => CourseGql, {
    description:
      "Creates a course (without image: setCourseImage adds it) and answers it. Admins only. BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see CourseInput).",
  })
  @Access(roleGroups.admin)
  async createCourse(
    @Arg('input', () => CourseInput, { description: 'The new course.' }) input: CourseInput,
    @Ctx() ctx: GqlContext,
  ) {
    return courseNode(await createCourse(ctx.deps, requireActor(ctx), input));
  }

  @Mutation(() => CourseGql, {
    description:
      'Replaces every field of a course (the image stays) and answers it. Admins only. BAD_USER_INPUT with the field when an input field breaks its rule, or (field quota) when the quota is below the places already taken; NOT_FOUND when the course does not exist.',
  })
  @Access(roleGroups.admin)
  async updateCourse(
    @Arg('id', () => ID, { description: 'The course.' }) id: number,
    @Arg('input', () => CourseInput, { description: 'The course as it must be saved.' }) input: CourseInput,
    @Ctx() ctx: GqlContext,
  ) {
    return courseNode(await updateCourse(ctx.deps, requireActor(ctx), id, input));
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a course, its payment attempts and its image; true when deleted. Admins only. CONFLICT (field id) while the course has paid registrations; NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  deleteCourse(@Arg('id', () => ID, { description: 'The course.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteCourse(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => CourseGql, {
    description:
      'Replaces the course image and answers the course with its new imageUrl and image (its WebP sizes are written before the answer; the old file and sizes go). Admins only. BAD_USER_INPUT for a file that is not JPG, PNG, GIF or WebP (read from its content, and decodable) or is over appSettings.fileSizeLimitMb; NOT_FOUND when the course does not exist.',
  })
  @Access(roleGroups.admin)
  async setCourseImage(
    @Arg('id', () => ID, { description: 'The course.' }) id: number,
    @Arg('file', () => UploadScalar, {
      description: 'The image (GraphQL multipart request): JPG, PNG, GIF or WebP, up to appSettings.fileSizeLimitMb.',
    })
    file: UploadedFile,
    @Ctx() ctx: GqlContext,
  ) {
    return courseNode(await setCourseImage(ctx.deps, requireActor(ctx), id, (await file.open()).stream));
  }

  @Mutation(() => Boolean, {
    description:
      'Emails a paid registration again to its student; true once the email is on its way (it goes out in the background, retried while the mail server fails). Admins only. NOT_FOUND when the registration does not exist or is not PAID.',
  })
  @Access(roleGroups.admin)
  resendCourseRegistration(
    @Arg('registrationId', () => ID, { description: 'The registration (CourseRegistration.id).' })
    registrationId: number,
    @Ctx() ctx: GqlContext,
  ) {
    return resendRegistration(ctx.deps, requireActor(ctx), registrationId);
  }
}
