import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { recoverySchema } from '../../../shared/validation/course-registration.js';
import { todayInLab } from '../common/dates.js';
import { conflict, notFound, AppError, validateInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { contentSnapshot } from '../common/content-snapshot.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { toCourseView, type CourseView } from './course-view.js';
import { courseRegistrations, courses, type CourseRow, type RegistrationStatus } from './courses.tables.js';
import { registrationMailJob } from './registration-mail.job.js';

/** What the public may see: active courses open to online registration. */
const publicCourse = and(eq(courses.status, true), eq(courses.onlineRegistration, true));

/**
 * The public pages' queries, prepared once per database: the catalogue is the busiest read of
 * the portal, and an unprepared statement costs postgres.js an extra round trip.
 */
const preparedQueries = new WeakMap<Database, ReturnType<typeof prepareQueries>>();
function prepareQueries(db: Database) {
  return {
    list: db
      .select()
      .from(courses)
      .where(publicCourse)
      .orderBy(desc(courses.date), desc(courses.id))
      .prepare('public_courses'),
    one: db
      .select()
      .from(courses)
      .where(and(eq(courses.id, sql.placeholder('id')), publicCourse))
      .prepare('public_course'),
  };
}
function publicQueries(db: Database) {
  let queries = preparedQueries.get(db);
  if (!queries) preparedQueries.set(db, (queries = prepareQueries(db)));
  return queries;
}

/**
 * The public catalogue, newest course first, read and mapped again only when a course changed
 * (whoever wrote it) or the lab's day did (which expires courses): see common/content-snapshot.ts.
 */
export const listPublicCourses: (deps: AppDeps) => Promise<readonly CourseView[]> = contentSnapshot(
  ['courses'],
  async (deps: AppDeps, now) => {
    const today = todayInLab(now);
    const rows = await publicQueries(deps.systemDb).list.execute();
    return Object.freeze(rows.map((row) => toCourseView(row, today)));
  },
);

export async function findPublicCourse(deps: AppDeps, courseId: number): Promise<CourseRow> {
  if (!Number.isSafeInteger(courseId) || courseId <= 0) throw notFound();
  const [row] = await publicQueries(deps.systemDb).one.execute({ id: courseId });
  if (!row) throw notFound();
  return row;
}

/**
 * One course of the public catalogue, taken from the catalogue's snapshot: its view (the
 * description sanitised in course-view.ts) is made once per version of the courses, not per visit.
 */
export async function getPublicCourse(deps: AppDeps, courseId: number): Promise<CourseView> {
  const course = (await listPublicCourses(deps)).find((listed) => listed.id === courseId);
  if (!course) throw notFound();
  return course;
}

/**
 * Step 1 of the registration: the email must not be registered in the course yet. Limited per
 * course and email and per address like the recovery, so neither can be used to list who enrolled.
 */
export async function verifyCourseEmail(
  deps: AppDeps,
  input: { courseId: number; email: string },
  meta: RequestMeta,
): Promise<boolean> {
  const { email } = await validateInput(recoverySchema, { email: input.email });
  await deps.attempts.consume('emailCheck', { account: `${input.courseId}:${email}`, address: meta.ip });
  await findPublicCourse(deps, input.courseId);
  if (await liveRegistration(deps, input.courseId, email)) throw conflict('email', messages.emailInCourse);
  return true;
}

/**
 * Emails the registration again to the address it was made with (a job, retried while the mail
 * server fails). The answer says only whether the address is registered in the course (as SPEC
 * point 8 shows); the data goes by email only.
 */
export async function recoverCourseRegistration(
  deps: AppDeps,
  input: { courseId: number; email: string },
  meta: RequestMeta,
): Promise<boolean> {
  const { email } = await validateInput(recoverySchema, { email: input.email });
  await deps.attempts.consume('recovery', { account: `${input.courseId}:${email}`, address: meta.ip });
  const course = await findPublicCourse(deps, input.courseId);
  if (course.courseStatusId !== 1 && course.courseStatusId !== 3) throw notFound();
  const registration = await liveRegistration(deps, input.courseId, email, ['paid']);
  if (!registration) throw new AppError('NOT_FOUND', messages.recoveryNotFound, { field: 'email' });
  await deps.jobs.send(registrationMailJob, { registrationId: registration.id, reason: 'recovery' });
  return true;
}

async function liveRegistration(
  deps: AppDeps,
  courseId: number,
  email: string,
  statuses: RegistrationStatus[] = ['pending', 'paid'],
) {
  const [row] = await deps.systemDb
    .select()
    .from(courseRegistrations)
    .where(
      and(
        eq(courseRegistrations.courseId, courseId),
        sql`lower(${courseRegistrations.email}) = ${email.toLowerCase()}`,
        inArray(courseRegistrations.status, statuses),
      ),
    )
    .limit(1);
  return row;
}
