import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../files/uploads.js';
import { Access } from '../graphql/access.js';
import type { GqlContext } from '../graphql/context.js';
import { OncePerDocument } from '../graphql/operation-rules.js';
import { getPublicCourse, listPublicCourses, recoverCourseRegistration, verifyCourseEmail } from './catalogue.service.js';
import {
  createCourse, deleteCourse, enrolmentReport, getCourse, listCourses, resendRegistration, setCourseImage, updateCourse,
} from './course-admin.service.js';
import { CourseEnrolmentReportGql, CourseGql, CourseInputGql, CoursePaymentInput, CoursePaymentResultGql } from './courses.types.js';
import { payForCourse } from './payment.service.js';

const admin = ['admin'] as const;

@Resolver()
export class CoursesResolver {
  @Query(() => [CourseGql], { description: 'Public catalogue: active courses open to online registration, newest first.' })
  @Access('public')
  publicCourses(@Ctx() ctx: GqlContext) {
    return listPublicCourses(ctx.deps);
  }

  @Query(() => CourseGql, { description: 'A course of the public catalogue.' })
  @Access('public')
  publicCourse(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return getPublicCourse(ctx.deps, id);
  }

  @Mutation(() => Boolean, { description: 'true when the email is not registered in the course yet; CONFLICT otherwise.' })
  @Access('public')
  verifyCourseEmail(@Arg('courseId', () => ID) courseId: number, @Arg('email', () => String) email: string, @Ctx() ctx: GqlContext) {
    return verifyCourseEmail(ctx.deps, { courseId, email }, ctx.meta);
  }

  @Mutation(() => Boolean, { description: 'Emails the registration again to the address it was made with.' })
  @Access('public')
  recoverCourseRegistration(@Arg('courseId', () => ID) courseId: number, @Arg('email', () => String) email: string, @Ctx() ctx: GqlContext) {
    return recoverCourseRegistration(ctx.deps, { courseId, email }, ctx.meta);
  }

  @Mutation(() => CoursePaymentResultGql, { description: 'Registers and pays places of a course with a card token.' })
  @Access('public')
  @OncePerDocument()
  async payCourse(
    @Arg('input', () => CoursePaymentInput) input: CoursePaymentInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'One per payment attempt.' }) idempotencyKey: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<CoursePaymentResultGql> {
    const outcome = await payForCourse(ctx.deps, input, idempotencyKey, ctx.meta);
    return {
      approved: outcome.approved, message: outcome.message, registrationId: outcome.approved ? outcome.registration.id : null,
      spaces: outcome.registration.spaces, amountCents: outcome.registration.amountCents,
    };
  }

  @Query(() => [CourseGql])
  @Access(admin)
  courses(@Arg('search', () => String, { nullable: true }) search: string | null, @Ctx() ctx: GqlContext) {
    return listCourses(ctx.deps, { search });
  }

  @Query(() => CourseGql)
  @Access(admin)
  course(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return getCourse(ctx.deps, id);
  }

  @Query(() => CourseEnrolmentReportGql)
  @Access(admin)
  courseEnrolment(@Arg('courseId', () => ID) courseId: number, @Ctx() ctx: GqlContext) {
    return enrolmentReport(ctx.deps, courseId);
  }

  @Mutation(() => CourseGql)
  @Access(admin)
  createCourse(@Arg('input', () => CourseInputGql) input: CourseInputGql, @Ctx() ctx: GqlContext) {
    return createCourse(ctx.deps, input);
  }

  @Mutation(() => CourseGql)
  @Access(admin)
  updateCourse(@Arg('id', () => ID) id: number, @Arg('input', () => CourseInputGql) input: CourseInputGql, @Ctx() ctx: GqlContext) {
    return updateCourse(ctx.deps, id, input);
  }

  @Mutation(() => Boolean, { description: 'Refused while the course has paid registrations.' })
  @Access(admin)
  deleteCourse(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return deleteCourse(ctx.deps, id);
  }

  @Mutation(() => CourseGql, { description: 'Uploads the course image (JPG, PNG, GIF or WebP).' })
  @Access(admin)
  async setCourseImage(@Arg('id', () => ID) id: number, @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: GqlContext) {
    return setCourseImage(ctx.deps, id, (await openUpload(file)).stream);
  }

  @Mutation(() => Boolean, { description: 'Emails a paid registration again to its student.' })
  @Access(admin)
  resendCourseRegistration(@Arg('registrationId', () => ID) registrationId: number, @Ctx() ctx: GqlContext) {
    return resendRegistration(ctx.deps, registrationId);
  }
}
