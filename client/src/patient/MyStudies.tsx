import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { MyStudiesDocument } from '../gql/graphql';
import { QueryState } from '../shell/QueryState';
import { FreshLinksContext, useFreshLinksOf } from '../virtuallab/studies/fresh-links';
import { StudyList } from '../virtuallab/studies/StudyList';

/** "Mis estudios": the signed-in patient's visible, unexpired studies, newest first, read-only. */
export function MyStudies() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(MyStudiesDocument, { fetchPolicy: 'network-only' });
  const reload = useCallback(() => refetch(), [refetch]);
  const links = useFreshLinksOf(data, reload);
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void reload()} />;
  return (
    <FreshLinksContext.Provider value={links}>
      <StudyList studies={data.myStudies} staff={false} emptyMessage={t`Aún no tienes resultados disponibles.`} />
    </FreshLinksContext.Provider>
  );
}
