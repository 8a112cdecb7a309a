import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { studyQueryParam } from '../../../shared/patient-links';
import { MyStudiesDocument } from '../gql/graphql';
import { useShownRows } from '../shell/paging/use-shown-rows';
import { QueryState } from '../shell/QueryState';
import { ShareStudyButton } from '../study-shares';
import { FreshLinksContext, useFreshLinksOf } from '../virtuallab/studies/fresh-links';
import { appendStudies, studiesToReload, studyPageSize } from '../virtuallab/studies/study-pages';
import { StudyList } from '../virtuallab/studies/StudyList';

/**
 * "Mis estudios": the signed-in patient's visible, unexpired studies, newest first, read-only.
 * A link to one study (/paciente?estudio=<id>, as the lab's "result ready" message sends it)
 * shows that study outlined and scrolled into view. How many are shown lives in the URL (?shown=40).
 */
export function MyStudies() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [loadingMore, setLoadingMore] = useState(false);
  const { first, remember } = useShownRows(studyPageSize);
  const { data, loading, error, refetch, fetchMore } = useQuery(MyStudiesDocument, {
    variables: { first },
    fetchPolicy: 'network-only',
  });
  const page = data?.myStudies;
  const reload = useCallback(() => refetch({ first: studiesToReload(page) }), [refetch, page]);
  const endCursor = page?.pageInfo.endCursor;
  const showMore = useCallback(() => {
    if (!endCursor) return;
    setLoadingMore(true);
    let count = 0;
    fetchMore({
      variables: { after: endCursor },
      updateQuery: (shown, { fetchMoreResult }) => {
        if (!fetchMoreResult || !shown) return shown;
        const myStudies = appendStudies(shown.myStudies as typeof fetchMoreResult.myStudies, fetchMoreResult.myStudies);
        count = myStudies.edges.length;
        return { myStudies };
      },
    })
      .then(() => count > 0 && remember(count))
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [fetchMore, endCursor, remember]);
  const links = useFreshLinksOf(data, reload);
  if (!page) return <QueryState loading={loading} error={error} onRetry={() => void reload()} />;
  return (
    <FreshLinksContext.Provider value={links}>
      <StudyList
        studies={page.edges.map((edge) => edge.node)}
        more={{ hasMore: page.pageInfo.hasNextPage, loadingMore, showMore }}
        staff={false}
        actionsFor={(study) => <ShareStudyButton studyId={study.id} title={study.studyType.name} />}
        emptyMessage={t`Aún no tienes resultados disponibles.`}
        focusedId={params.get(studyQueryParam)}
      />
    </FreshLinksContext.Provider>
  );
}
