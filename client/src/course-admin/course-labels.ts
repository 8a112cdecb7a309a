import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseCatalogueState } from '../gql/graphql';

/** The catalogue state of SPEC point 4 as the staff read it. */
export const catalogueStateLabels: Record<CourseCatalogueState, MessageDescriptor> = {
  AVAILABLE: msg`Vigente`,
  EXPIRED: msg`Vencido`,
  FULL: msg`Cupo lleno`,
};

/** course_status_id: 1 open, 2 cancelled, 3 closed. */
export const courseStatusOptions: { id: number; label: MessageDescriptor }[] = [
  { id: 1, label: msg`Inscripción abierta` },
  { id: 2, label: msg`Cancelado` },
  { id: 3, label: msg`Inscripción cerrada` },
];

export function courseStatusLabel(id: number): MessageDescriptor | null {
  return courseStatusOptions.find((option) => option.id === id)?.label ?? null;
}

export type RegistrationStatus = 'paid' | 'declined' | 'failed' | 'pending';

export const registrationStatusLabels: Record<RegistrationStatus, MessageDescriptor> = {
  paid: msg`Pagado`,
  declined: msg`Rechazado`,
  failed: msg`Fallido`,
  pending: msg`Pendiente`,
};

export function registrationStatusLabel(status: string): MessageDescriptor | null {
  return status in registrationStatusLabels ? registrationStatusLabels[status as RegistrationStatus] : null;
}
