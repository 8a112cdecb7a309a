import Description from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans } from '@lingui/react/macro';
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
  /** The next page of studies, while there is one. */
  more?: { hasMore: boolean; loadingMore: boolean; showMore: () => void };
  /** The study a link pointed at, shown outlined and scrolled to. */
  focusedId?: string | null;
};

/** Studies as cards, in the order given (newest first from the server), and "Mostrar más estudios" while more exist. */
export function StudyList({ studies, emptyMessage, staff, actionsFor, more, focusedId }: Props) {
  if (studies.length === 0) return <EmptyState icon={Description} message={emptyMessage} />;
  return (
    <Stack spacing={2}>
      {studies.map((study) => (
        <StudyCard
          key={study.id}
          study={study}
          staff={staff}
          actions={actionsFor?.(study)}
          focused={study.id === focusedId}
        />
      ))}
      {more?.hasMore && (
        <Button onClick={more.showMore} disabled={more.loadingMore} sx={{ alignSelf: 'center' }}>
          <Trans>Mostrar más estudios</Trans>
        </Button>
      )}
    </Stack>
  );
}
