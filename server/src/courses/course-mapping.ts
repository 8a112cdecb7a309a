import { appImageOf } from '../files/index.js';
import { mxn } from '../graphql/money.js';
import type { PaymentGatewayKind } from '../payments/index.js';
import type { CourseView } from './course-view.js';
import type { CourseRegistrationRow } from './courses.tables.js';
import type {
  CourseCatalogueState,
  CourseEnrolmentReportGql,
  CourseGql,
  CourseRegistrationGql,
  CourseStatus,
  RegistrationStatus,
} from './courses.types.js';
import type { enrolmentReport } from './course-admin.service.js';

// GraphQL v1 speaks clean names and enums; the REST routes keep the legacy shape (courses.rest.ts).
// The enums' values are the stored ones, so a stored value passes through as is.

/** A course as GraphQL v1 shows it. */
export function courseNode(course: CourseView): CourseGql {
  return {
    id: course.id,
    name: course.name,
    subtopic: course.subtopic,
    date: course.date,
    time: course.time,
    investment: mxn(course.investmentCents),
    quota: course.quota,
    soldSpace: course.soldSpace,
    availableSpaces: course.availableSpaces,
    active: course.status,
    onlineRegistration: course.onlineRegistration,
    imageUrl: course.imageUrl,
    image: course.image ? appImageOf(course.image) : null,
    descriptionHtml: course.descriptionHtml,
    status: course.courseStatusId as CourseStatus,
    headquarterName: course.headquarterName,
    headquarterAddress: course.headquarterAddress,
    catalogueState: course.catalogueState as CourseCatalogueState,
  };
}

/** A payment attempt as GraphQL v1 shows it. */
export function registrationNode(registration: CourseRegistrationRow): CourseRegistrationGql {
  return {
    id: registration.id,
    courseId: registration.courseId,
    name: registration.name,
    lastname: registration.lastname,
    motherLastname: registration.motherLastname,
    email: registration.email,
    phone: registration.phone,
    spaces: registration.spaces,
    amount: mxn(registration.amountCents),
    status: registration.status as RegistrationStatus,
    failureMessage: registration.failureMessage,
    paymentProvider: registration.paymentProvider as PaymentGatewayKind,
    providerOrderId: registration.providerOrderId,
    createdAt: registration.createdAt,
    paidAt: registration.paidAt,
  };
}

/** The enrolment report as GraphQL v1 shows it. */
export function enrolmentNode(report: Awaited<ReturnType<typeof enrolmentReport>>): CourseEnrolmentReportGql {
  return {
    course: courseNode(report.course),
    registrations: report.registrations.map(registrationNode),
    paidCount: report.paidCount,
    paidSpaces: report.paidSpaces,
    paidAmount: mxn(report.paidAmountCents),
  };
}
