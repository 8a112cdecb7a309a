import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';
import { parseRowId, rowIdOrNotFound } from '../common/ids.js';
import type { AppDeps } from '../deps.js';
import { keepBody, sendKept, type KeptBody } from '../http/kept-body.js';
import { requestMeta } from '../http/request-meta.js';
import {
  getPublicCourse,
  listPublicCourses,
  recoverCourseRegistration,
  verifyCourseEmail,
} from './catalogue.service.js';
import type { CourseView } from './course-view.js';
import { payForCourse } from './payment.service.js';
import {
  getCourseSchema,
  listCoursesSchema,
  paymentSchema,
  recoverySchema,
  verifyEmailSchema,
} from './courses.rest-schemas.js';

type Body = Record<string, unknown>;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The course as the existing mobile app and old portal read it (SPEC points 3 and 7). */
export function legacyCourse(course: CourseView) {
  return {
    id: course.id,
    course_name: course.name,
    course_subtopic: course.subtopic,
    course_date: course.date,
    course_time: course.time,
    investment: course.investment.toFixed(2),
    quota: course.quota,
    sold_space: course.soldSpace,
    available_spaces: course.availableSpaces,
    status: course.status ? 1 : 0,
    online_registration: course.onlineRegistration ? 1 : 0,
    url: course.imageUrl,
    url_course_img: course.imageUrl,
    description: course.descriptionHtml,
    course_status_id: course.courseStatusId,
    course_headquarter: { name: course.headquarterName, address: course.headquarterAddress },
  };
}

/** REST compatibility routes of the public course pages; the same services as GraphQL. */
export async function coursesRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  const config = { access: 'public' as const };
  const meta = (request: FastifyRequest) => requestMeta(request.ip, request.headers);

  // The catalogue is the same for every visitor until a course changes: serialised and compressed
  // once per version, with an ETag from its bytes.
  const catalogueBodies = new WeakMap<readonly CourseView[], Promise<KeptBody>>();
  app.get('/courses-registration', { config, schema: listCoursesSchema }, async (request, reply) => {
    const views = await listPublicCourses(deps);
    let kept = catalogueBodies.get(views);
    if (kept === undefined) {
      kept = keepBody(JSON.stringify({ data: views.map(legacyCourse) }), 'application/json; charset=utf-8');
      catalogueBodies.set(views, kept);
    }
    return sendKept(request, reply, await kept);
  });

  app.get('/courses-registration/:id', { config, schema: getCourseSchema }, async (request) => {
    const { id } = request.params as { id: string };
    return { data: legacyCourse(await getPublicCourse(deps, rowIdOrNotFound(id))) };
  });

  app.post('/courses-registration/verify-email', { config, schema: verifyEmailSchema }, async (request) => {
    const body = (request.body ?? {}) as Body;
    await verifyCourseEmail(
      deps,
      { courseId: parseRowId(body.course_id) ?? 0, email: text(body.email) },
      meta(request),
    );
    return { message: messages.emailAvailable };
  });

  app.post('/courses-registration/recovery-inscription', { config, schema: recoverySchema }, async (request) => {
    const body = (request.body ?? {}) as Body;
    await recoverCourseRegistration(
      deps,
      { courseId: parseRowId(body.course_id) ?? 0, email: text(body.email) },
      meta(request),
    );
    return { message: messages.recoverySent };
  });

  app.post('/courses/payment-conekta', { config, schema: paymentSchema }, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const outcome = await payForCourse(
      deps,
      {
        courseId: parseRowId(body.course_id) ?? 0,
        tokenId: text(body.token_id),
        spaces: Number(body.quantity),
        fullname: text(body.name_user),
        name: text(body.name),
        lastname: text(body.lastname),
        motherLastname: text(body.mother_lastname),
        email: text(body.email),
        phone: text(body.phone),
      },
      request.headers['idempotency-key'] as string | undefined,
      meta(request),
    );
    const registration = {
      id: outcome.registration.id,
      course_id: outcome.registration.courseId,
      quantity: outcome.registration.spaces,
      amount: (outcome.registration.amountCents / 100).toFixed(2),
      currency: 'MXN',
      status: outcome.registration.status,
      type_payment_id: outcome.registration.typePaymentId,
      status_payment_id: outcome.registration.statusPaymentId,
      purchasing_platform_id: outcome.registration.purchasingPlatformId,
      type_method: outcome.registration.typeMethod,
    };
    if (!outcome.approved) return reply.code(402).send({ message: outcome.message, data: registration });
    return { message: messages.registrationSuccess, data: registration };
  });
}
