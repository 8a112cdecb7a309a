import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { MyStudiesDocument } from '../gql/graphql';
import { useShownRows } from '../shell/paging/use-shown-rows';
import { appendStudies, studiesToReload, studyPageSize } from '../virtuallab/studies/study-pages';

/**
 * The signed-in patient's studies, newest first, with "Mostrar más estudios". How many are read
 * first lives in the URL (?shown=40). `settled` once the first answer (or its error) is in.
 */
export function useMyStudies() {
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
  return { data, page, loading, error, reload, loadingMore, showMore, settled: Boolean(page || error) };
}

export type MyStudiesState = ReturnType<typeof useMyStudies>;
