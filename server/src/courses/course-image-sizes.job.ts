import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { keysOfImage, withSizesOfStored } from '../files/index.js';
import { defineJob } from '../jobs/index.js';
import { courseImagePrefix, removeImage } from './course-admin.service.js';
import { courses } from './courses.tables.js';

/**
 * Writes the WebP sizes of a course image stored before uploads made them (the course pages'
 * srcset and the app need them). A repeat is harmless: a course that has its sizes, or whose
 * image changed meanwhile, keeps what it has and the sizes just written go.
 */
export const courseImageSizesJob = defineJob<{ courseId: number }>({
  name: 'courses.image-sizes',
  title: /*i18n*/ 'Tamaños para teléfono de la imagen de un curso',
  oneWaitingPerKey: true,
  concurrency: 1,
  async run(deps, { courseId }) {
    const [course] = await deps.systemDb
      .select({ imageKey: courses.imageKey })
      .from(courses)
      .where(and(eq(courses.id, courseId), isNull(courses.image), isNotNull(courses.imageKey)));
    if (!course?.imageKey) return;
    const image = await withSizesOfStored(deps.storage, courseImagePrefix, course.imageKey).catch((error: unknown) => {
      // Bytes that are no usable image stay served as they are; retrying cannot change them.
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!image) {
      deps.log?.warn({ courseId, key: course.imageKey }, 'course image is not a usable image; no sizes written');
      return;
    }
    const saved = await deps.systemDb
      .update(courses)
      .set({ image })
      .where(and(eq(courses.id, courseId), eq(courses.imageKey, image.key), isNull(courses.image)))
      .returning({ id: courses.id });
    if (saved.length === 0) await removeImage(deps, keysOfImage(image).slice(1));
  },
});

/**
 * At start, once per course whose image has no sizes yet (stored before sizes existed): a job
 * that writes them. Answers how many were sent; none once every image has its sizes.
 */
export async function sendMissingCourseImageSizes(deps: AppDeps): Promise<number> {
  const missing = await deps.systemDb
    .select({ id: courses.id })
    .from(courses)
    .where(and(isNotNull(courses.imageKey), isNull(courses.image)));
  for (const { id } of missing) {
    await deps.jobs.send(courseImageSizesJob, { courseId: id }, { singletonKey: `course-${id}` });
  }
  return missing.length;
}
