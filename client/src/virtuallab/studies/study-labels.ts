import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type StudyStatus = 'in_progress' | 'completed';

export const studyStatuses: readonly StudyStatus[] = ['completed', 'in_progress'];

export const studyStatusLabels: Record<StudyStatus, MessageDescriptor> = {
  in_progress: msg`En proceso`,
  completed: msg`Entregado`,
};

export const isStudyStatus = (value: string): value is StudyStatus => (studyStatuses as readonly string[]).includes(value);
