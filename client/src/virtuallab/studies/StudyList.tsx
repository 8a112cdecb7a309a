import Description from '@mui/icons-material/Description';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { StudyCardFieldsFragment } from '../../gql/graphql';
import { EmptyState } from '../../shell/EmptyState';
import { StudyCard } from './StudyCard';

type Props = {
  studies: StudyCardFieldsFragment[];
  emptyMessage: string;
  /** Staff see whether a study is hidden or expired. */
  staff: boolean;
  /** The staff actions of each study; none for readers. */
  actionsFor?: (study: StudyCardFieldsFragment) => ReactNode;
};

/** Studies as cards, in the order given (newest first from the server). */
export function StudyList({ studies, emptyMessage, staff, actionsFor }: Props) {
  if (studies.length === 0) return <EmptyState icon={Description} message={emptyMessage} />;
  return (
    <Stack spacing={2}>
      {studies.map((study) => (
        <StudyCard key={study.id} study={study} staff={staff} actions={actionsFor?.(study)} />
      ))}
    </Stack>
  );
}
