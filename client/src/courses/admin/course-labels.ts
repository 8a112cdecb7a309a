import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseCatalogueState, CourseStatus, RegistrationStatus } from '../../gql/graphql';

/** The catalogue state of SPEC point 4 as the staff read it. */
export const catalogueStateLabels: Record<CourseCatalogueState, MessageDescriptor> = {
  AVAILABLE: msg`Vigente`,
  EXPIRED: msg`Vencido`,
  FULL: msg`Cupo lleno`,
};

/** Where a course's registration stands, in the form's order. */
export const courseStatusLabels: Record<CourseStatus, MessageDescriptor> = {
  REGISTRATION_OPEN: msg`Inscripción abierta`,
  CANCELLED: msg`Cancelado`,
  REGISTRATION_CLOSED: msg`Inscripción cerrada`,
};

export const registrationStatusLabels: Record<RegistrationStatus, MessageDescriptor> = {
  PAID: msg`Pagado`,
  DECLINED: msg`Rechazado`,
  FAILED: msg`Fallido`,
  PENDING: msg`Pendiente`,
};
