import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SupportRequestState } from '../gql/graphql';

export const supportStateLabels: Record<SupportRequestState, MessageDescriptor> = {
  OPEN: msg`Abierto`,
  IN_PROGRESS: msg`En proceso`,
  CLOSED: msg`Cerrado`,
};

export const supportStateColors = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  CLOSED: 'default',
} as const satisfies Record<SupportRequestState, string>;

/** Where each side of support lives: the staff portal's /soporte, the patient area's /paciente/soporte. */
export type SupportPaths = { list: string; create: string; detail: (id: string) => string };

export const supportPathsUnder = (base: string): SupportPaths => ({
  list: base,
  create: `${base}/nueva`,
  detail: (id) => `${base}/${id}`,
});
