import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StudyStatus as ApiStudyStatus } from '../../gql/graphql';

export type StudyStatus = 'in_progress' | 'completed';

export const studyStatuses: readonly StudyStatus[] = ['completed', 'in_progress'];

export const studyStatusLabels: Record<StudyStatus, MessageDescriptor> = {
  in_progress: msg`En proceso`,
  completed: msg`Entregado`,
};

/** The API's status (StudyStatus enum) as the forms and labels hold it. */
export const studyStatusOf = (status: ApiStudyStatus): StudyStatus =>
  status === 'IN_PROGRESS' ? 'in_progress' : 'completed';

/** The forms' status as the API takes it. */
export const apiStudyStatusOf = (status: StudyStatus): ApiStudyStatus =>
  status === 'in_progress' ? 'IN_PROGRESS' : 'COMPLETED';
