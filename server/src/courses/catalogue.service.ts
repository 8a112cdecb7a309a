import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { recoverySchema } from '../../../shared/validation/course-registration.js';
import { todayInLab } from '../common/dates.js';
import { conflict, notFound, AppError, validateInput } from '../common/errors.js';
import { sharedFreshRead } from '../common/shared-fresh-read.js';
import type { Database } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { createPublicResponseCache } from '../graphql/public-response-cache.js';
import { toCourseView, type CourseView } from './course-view.js';
import { contentVersions } from '../db/content-versions.tables.js';
import { courseRegistrations, courses, type CourseRow, type RegistrationStatus } from './courses.tables.js';
import { sendRegistrationEmail } from './registration-mail.js';

/** What the public may see: active courses open to online registration. */
const publicCourse = and(eq(courses.status, true), eq(courses.onlineRegistration, true));

/**
 * The public pages' queries, prepared once per database: the catalogue is the busiest read of
 * the portal, and an unprepared statement costs postgres.js an extra round trip.
 */
const preparedQueries = new WeakMap<Database, ReturnType<typeof prepareQueries>>();
function prepareQueries(db: Database) {
  return {
    version: db
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(eq(contentVersions.kind, 'courses'))
      .prepare('catalogue_version'),
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

/** The catalogue as last read, per database, with the version and day it was read for. */
const catalogueSnapshots = new WeakMap<Database, { key: string; views: readonly CourseView[] }>();

/** Per database, the version read shared by the visitors asking at the same moment. */
const versionReads = new WeakMap<Database, () => Promise<number>>();

/**
 * What the public catalogue looks like now: the courses table's version (a trigger bumps it on
 * every write, whoever makes it) and today's date in the lab, which decides the expired state.
 * Visitors asking at once share one read of the version, always one that started after they
 * asked, so a busy catalogue costs the database a read at a time and never answers stale.
 */
export async function catalogueKey(db: Database): Promise<string> {
  let readVersion = versionReads.get(db);
  if (!readVersion) {
    const { version } = publicQueries(db);
    readVersion = sharedFreshRead(async () => (await version.execute())[0]?.version ?? 0);
    versionReads.set(db, readVersion);
  }
  return `${await readVersion()}:${todayInLab()}`;
}

/**
 * The public catalogue, newest course first. A cheap version check replaces reading and mapping
 * every course on each request; the courses are read again as soon as any of them changed. The
 * version is read before the courses, so a write in between can only cause one more read.
 */
export async function listPublicCourses(deps: AppDeps): Promise<readonly CourseView[]> {
  const key = await catalogueKey(deps.db);
  const snapshot = catalogueSnapshots.get(deps.db);
  if (snapshot?.key === key) return snapshot.views;
  const rows = await publicQueries(deps.db).list.execute();
  const today = key.slice(key.indexOf(':') + 1);
  const views = Object.freeze(rows.map((row) => toCourseView(row, today)));
  catalogueSnapshots.set(deps.db, { key, views });
  return views;
}

/** Anonymous GraphQL answers about the public catalogue, kept while the catalogue is unchanged. */
export function catalogueResponseCache(db: Database) {
  return createPublicResponseCache({
    fields: new Set(['publicCourses', 'publicCourse']),
    versionOf: () => catalogueKey(db),
  });
}

export async function findPublicCourse(deps: AppDeps, courseId: number): Promise<CourseRow> {
  if (!Number.isSafeInteger(courseId) || courseId <= 0) throw notFound();
  const [row] = await publicQueries(deps.db).one.execute({ id: courseId });
  if (!row) throw notFound();
  return row;
}

export async function getPublicCourse(deps: AppDeps, courseId: number): Promise<CourseView> {
  return toCourseView(await findPublicCourse(deps, courseId));
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
 * Emails the registration again to the address it was made with. The answer says only whether
 * the address is registered in the course (as SPEC point 8 shows); the data goes by email only.
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
  await sendRegistrationEmail(deps, course, registration, 'recovery');
  return true;
}

async function liveRegistration(
  deps: AppDeps,
  courseId: number,
  email: string,
  statuses: RegistrationStatus[] = ['pending', 'paid'],
) {
  const [row] = await deps.db
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
