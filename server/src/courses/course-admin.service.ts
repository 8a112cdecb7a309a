import type { Readable } from 'node:stream';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { courseSchema, type CourseInput } from '../../../shared/validation/course.js';
import { badInput, conflict, notFound, validateInput } from '../common/errors.js';
import { sanitizeRichText } from '../common/rich-text.js';
import type { AppDeps } from '../deps.js';
import {
  editorImageOwner,
  imageTypes,
  keysInColumn,
  keysOfImage,
  sendImageAvif,
  type StorageOwner,
  storeResponsiveImage,
} from '../files/index.js';
import { toCourseView, type CourseView } from './course-view.js';
import { courseRegistrations, courses, type CourseRow } from './courses.tables.js';
import { registrationMailJob } from './registration-mail.job.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { scopedDb } from '../access/index.js';
import type { Database } from '../db/client.js';

// Callers are admins (the system actor too, for the demo courses): the resolver's access rule says
// so, and each function checks it again.

export const courseImagePrefix = 'public/courses';

/** What the storage sweep asks the courses: course images with their sizes, and the editor images in descriptions. */
export const courseStorageOwners: StorageOwner[] = [
  {
    name: 'course images',
    prefix: courseImagePrefix,
    async referenced(systemDb, keys) {
      const [originals, sizes] = await Promise.all([
        systemDb.select({ key: courses.imageKey }).from(courses).where(inArray(courses.imageKey, keys)),
        keysInColumn(systemDb, courses.image, keys),
      ]);
      return [...originals.map((row) => row.key!), ...sizes];
    },
  },
  editorImageOwner('course descriptions', courses.descriptionHtml),
];

export async function listCourses(
  deps: AppDeps,
  actor: Actor,
  filter: { search?: string | null } = {},
): Promise<CourseView[]> {
  requireRole(actor, roleGroups.admin);
  const search = filter.search?.trim();
  const scoped = scopedDb(deps, actor);
  const rows = await scoped.db
    .select()
    .from(courses)
    .where(search ? ilike(courses.name, `%${search.replace(/[%_\\]/g, '\\$&')}%`) : undefined)
    .orderBy(desc(courses.date), desc(courses.id));
  return rows.map((row) => toCourseView(row));
}

export async function getCourse(deps: AppDeps, actor: Actor, id: number): Promise<CourseView> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  return toCourseView(await findCourse(scoped.db, id));
}

export async function createCourse(deps: AppDeps, actor: Caller, input: unknown): Promise<CourseView> {
  requireRole(actor, withSystem(roleGroups.admin));
  const values = await courseValues(input);
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db.insert(courses).values(values).returning();
  return toCourseView(row);
}

export async function updateCourse(deps: AppDeps, actor: Actor, id: number, input: unknown): Promise<CourseView> {
  requireRole(actor, roleGroups.admin);
  const values = await courseValues(input);
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courses.id, id), sql`${courses.soldSpace} <= ${values.quota}`))
    .returning();
  if (row) return toCourseView(row);
  await findCourse(scoped.db, id);
  throw badInput('quota', messages.quotaBelowSold);
}

/** Deletes a course without paid registrations (a paid seat is never lost); its image goes too. */
export async function deleteCourse(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  const course = await findCourse(scoped.db, id);
  const [paid] = await scoped.db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.courseId, id), eq(courseRegistrations.status, 'paid')))
    .limit(1);
  if (paid) throw conflict('id', messages.courseHasPaidRegistrations);
  await scoped.db.delete(courses).where(eq(courses.id, id));
  await removeImage(deps, keysOfCourseImage(course));
  return true;
}

/**
 * Replaces the course image with an uploaded JPG, PNG, GIF or WebP (type read from the content),
 * stored with its WebP sizes for the pages' srcset and the app.
 */
export async function setCourseImage(deps: AppDeps, actor: Caller, id: number, file: Readable): Promise<CourseView> {
  requireRole(actor, withSystem(roleGroups.admin));
  const scoped = scopedDb(deps, actor);
  const course = await findCourse(scoped.db, id).catch((error) => {
    file.resume();
    throw error;
  });
  const image = await storeResponsiveImage(deps.storage, courseImagePrefix, file, {
    maxBytes: deps.config.fileSizeLimitMb * 1024 * 1024,
    field: 'file',
    accept: imageTypes,
    refusal: messages.imageInvalid,
  });
  const [row] = await scoped.db
    .update(courses)
    .set({ imageKey: image.key, image, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  await removeImage(deps, keysOfCourseImage(course));
  await sendImageAvif(deps, courses.image, image);
  return toCourseView(row);
}

/** Every stored key of a course's image: the original and its sizes. */
export const keysOfCourseImage = (course: Pick<CourseRow, 'imageKey' | 'image'>): string[] =>
  course.image ? keysOfImage(course.image) : course.imageKey ? [course.imageKey] : [];

/** The row no longer points to these files: bytes that fail to go now are left to the storage sweep. */
export async function removeImage(deps: AppDeps, keys: readonly string[]) {
  await Promise.all(
    keys.map((key) =>
      deps.storage
        .remove(key)
        .catch((error: unknown) =>
          deps.log?.error({ err: error, key }, 'course image bytes not removed; the sweep will retry'),
        ),
    ),
  );
}

/** The enrolment report of a course: every attempt with its student data, and the paid totals. */
export async function enrolmentReport(deps: AppDeps, actor: Actor, courseId: number) {
  const course = await getCourse(deps, actor, courseId);
  const scoped = scopedDb(deps, actor);
  const registrations = await scoped.db
    .select()
    .from(courseRegistrations)
    .where(eq(courseRegistrations.courseId, courseId))
    .orderBy(desc(courseRegistrations.createdAt), desc(courseRegistrations.id));
  const paid = registrations.filter((registration) => registration.status === 'paid');
  return {
    course,
    registrations,
    paidCount: paid.length,
    paidSpaces: paid.reduce((total, registration) => total + registration.spaces, 0),
    paidAmountCents: paid.reduce((total, registration) => total + registration.amountCents, 0),
  };
}

/** Emails a paid registration again to its student (a job, retried while the mail server fails); NOT_FOUND otherwise. */
export async function resendRegistration(deps: AppDeps, actor: Actor, registrationId: number): Promise<boolean> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.id, registrationId), eq(courseRegistrations.status, 'paid')));
  if (!row) throw notFound();
  await deps.jobs.send(registrationMailJob, { registrationId: row.id, reason: 'recovery' });
  return true;
}

async function findCourse(db: Database, id: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  if (!row) throw notFound();
  return row;
}

/** The columns of a course from the API's input (clean names, stored values). */
async function courseValues(input: unknown) {
  const course: CourseInput = await validateInput(courseSchema, input);
  return {
    name: course.name,
    subtopic: course.subtopic || null,
    date: course.date,
    time: course.time || null,
    investmentCents: course.investment.cents,
    quota: course.quota,
    status: course.active,
    onlineRegistration: course.onlineRegistration,
    descriptionHtml: sanitizeRichText(course.descriptionHtml),
    courseStatusId: course.status,
    headquarterName: course.headquarterName || null,
    headquarterAddress: course.headquarterAddress || null,
  };
}
