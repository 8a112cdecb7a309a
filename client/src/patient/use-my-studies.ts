import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { freshUnlessAskedEarly } from '../api/early-queries';
import { MyStudiesDocument } from '../gql/graphql';
import { useShowMore } from '../shell/paging/use-show-more';
import { useShownRows } from '../shell/paging/use-shown-rows';
import { studiesToReload, studyPageSize } from '../virtuallab/studies/study-pages';

/**
 * The signed-in patient's studies, newest first, with "Mostrar más estudios". How many are read
 * first lives in the URL (?shown=40). `settled` once the first answer (or its error) is in.
 */
export function useMyStudies() {
  const { first, remember } = useShownRows(studyPageSize);
  const [fetchPolicy] = useState(() => freshUnlessAskedEarly(MyStudiesDocument));
  const result = useQuery(MyStudiesDocument, { variables: { first }, fetchPolicy });
  const { data, loading, error, refetch } = result;
  const page = data?.myStudies;
  const reload = useCallback(() => refetch({ first: studiesToReload(page) }), [refetch, page]);
  const more = useShowMore(result, 'myStudies', remember);
  return { data, page, loading, error, reload, more, settled: Boolean(page || error) };
}

export type MyStudiesState = ReturnType<typeof useMyStudies>;
