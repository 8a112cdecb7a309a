/** Courses, their public catalogue, registrations and payments: what courses offer the app. */
import { labDayClock } from '../common/content-clocks.js';
import type { Feature } from '../feature.js';
import { catalogueFirstScreen } from './catalogue-first-screen.js';
import { courseStorageOwners } from './course-admin.service.js';
import { courseImageSizesJob, sendMissingCourseImageSizes } from './course-image-sizes.job.js';
import { CoursesResolver } from './courses.resolver.js';
import { coursesRoutes } from './courses.rest.js';
import { paymentConfirmationJob } from './payment-confirmation.job.js';
import { registrationMailJob } from './registration-mail.job.js';
import { unsettledPaymentsJob } from './unsettled-payments.job.js';

export { createCourse, setCourseImage } from './course-admin.service.js';

export const coursesFeature: Feature = {
  name: 'courses',
  resolvers: [CoursesResolver],
  routes: [coursesRoutes],
  storageOwners: courseStorageOwners,
  // The public catalogue expires with the lab's day.
  publicContent: {
    fields: { publicCourses: ['courses'], publicCourse: ['courses'] },
    clocks: { courses: labDayClock },
  },
  // The catalogue's page carries its courses: its first render draws them (and their first picture).
  firstScreens: [catalogueFirstScreen],
  jobKinds: [paymentConfirmationJob, unsettledPaymentsJob, registrationMailJob, courseImageSizesJob],
  // Images stored before uploads made their sizes get them once, in the background.
  jobs: [
    async (deps) => {
      await sendMissingCourseImageSizes(deps);
      return undefined;
    },
  ],
};
