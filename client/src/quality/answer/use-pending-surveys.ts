import { useQuery } from '@apollo/client/react';
import { PendingSurveysDocument } from '../../gql/graphql';

/**
 * The surveys pending for the signed-in patient. `settled` once the first answer (or its error:
 * then there is simply no survey to show) is in.
 */
export function usePendingSurveys() {
  const { data, error, refetch } = useQuery(PendingSurveysDocument, {
    variables: { first: 20 },
    fetchPolicy: 'network-only',
  });
  return {
    surveys: data?.pendingSurveys.edges.map((edge) => edge.node) ?? [],
    refetch,
    settled: Boolean(data || error),
  };
}

export type PendingSurveysState = ReturnType<typeof usePendingSurveys>;
